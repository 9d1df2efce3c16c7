import { isForbiddenAddress, isSafeListingHop, type LookupAll } from './safe-redirects';

const GOOGLE_ADDRESS = '142.250.75.238';
const publicDns: LookupAll = async () => [GOOGLE_ADDRESS];

describe('isForbiddenAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, anywhere in 127/8', '127.1.2.3'],
    ['private 10/8', '10.0.0.5'],
    ['private 172.16/12, first', '172.16.0.1'],
    ['private 172.16/12, last', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['shared address space 100.64/10', '100.64.0.1'],
    ['unspecified IPv4', '0.0.0.0'],
    ['unspecified IPv6', '::'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unique-local fd00::/8', 'fd00::1'],
    ['IPv6 unique-local fc00::/8', 'fc00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 in capitals', 'FD00::1'],
    ['IPv4-mapped private', '::ffff:192.168.1.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback in capitals', '::FFFF:127.0.0.1'],
    ['IPv4-mapped private, written in hex', '::ffff:c0a8:101'],
    ['not an address', 'www.google.com'],
    ['empty', ''],
  ])('refuses %s (%s)', (_case, address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    ['a Google IPv4 address', GOOGLE_ADDRESS],
    ['a public resolver', '8.8.8.8'],
    ['just past 172.16/12', '172.32.0.1'],
    ['just past 100.64/10', '100.128.0.1'],
    ['just before 10/8', '9.255.255.255'],
    ['a Google IPv6 address', '2a00:1450:4007:80f::200e'],
    ['an IPv4-mapped public address', `::ffff:${GOOGLE_ADDRESS}`],
  ])('allows %s (%s)', (_case, address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe('isSafeListingHop', () => {
  it.each([
    'https://maps.app.goo.gl/EpisDor123',
    'https://goo.gl/maps/EpisDor123',
    'https://www.google.com/maps/place/Epis',
    'https://maps.google.fr/maps?cid=1',
    'https://www.google.co.uk/maps/place/Epis',
    'https://google.com/maps',
    'https://WWW.GOOGLE.COM/maps',
  ])('follows %s when it resolves to public addresses', async (url) => {
    await expect(isSafeListingHop(new URL(url), publicDns)).resolves.toBe(true);
  });

  it('asks the resolver about the host it is given', async () => {
    const resolve = jest.fn(publicDns);
    await isSafeListingHop(new URL('https://maps.google.fr/maps'), resolve);
    expect(resolve).toHaveBeenCalledWith('maps.google.fr');
  });

  it.each([
    ['plain http', 'http://maps.app.goo.gl/EpisDor123'],
    ['another scheme', 'ftp://www.google.com/maps'],
    ['an explicit port', 'https://www.google.com:8443/maps'],
    ['the https port written out', 'https://maps.app.goo.gl:444/EpisDor123'],
    ['a user name', 'https://someone@www.google.com/maps'],
    ['a user and password', 'https://someone:secret@maps.app.goo.gl/EpisDor123'],
    ['a Google name as the user, another host', 'https://www.google.com@evil.example/maps'],
    ['Google as a subdomain of another host', 'https://google.com.evil.net/maps'],
    ['a short-link host as a subdomain of another host', 'https://maps.app.goo.gl.evil.net/EpisDor123'],
    ['a hyphenated lookalike', 'https://evil-google.com/maps'],
    ['a lookalike with a capital I', 'https://www.googIe.com/maps'],
    ['a lookalike with a digit', 'https://www.g00gle.com/maps'],
    ['a lookalike punycode host', 'https://www.gооgle.com/maps'],
    ['another goo.gl subdomain', 'https://evil.goo.gl/EpisDor123'],
    ['a long top-level domain', 'https://www.google.evil/maps'],
    ['Google in the path only', 'https://evil.example/www.google.com/maps'],
    ['Google in the query only', 'https://evil.example/?next=https://www.google.com/maps'],
    ['an IPv4 literal', `https://${GOOGLE_ADDRESS}/maps`],
    ['an IPv6 literal', 'https://[2a00:1450:4007:80f::200e]/maps'],
  ])('refuses %s (%s)', async (_case, url) => {
    await expect(isSafeListingHop(new URL(url), publicDns)).resolves.toBe(false);
  });

  it.each<[string, LookupAll]>([
    ['the name does not resolve', async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }))],
    [
      'the resolver throws at once',
      () => {
        throw new Error('resolver broken');
      },
    ],
    ['the name has no address', async () => []],
    ['it resolves to a private address', async () => ['10.0.0.5']],
    ['it resolves to the metadata address', async () => ['169.254.169.254']],
    ['one public and one private address', async () => [GOOGLE_ADDRESS, '192.168.1.1']],
    ['one private and one public address', async () => ['127.0.0.1', GOOGLE_ADDRESS]],
    ['a public IPv4 and a loopback IPv6 address', async () => [GOOGLE_ADDRESS, '::1']],
    ['an answer that is not an address', async () => ['not-an-address']],
  ])('refuses a Google host when %s', async (_case, resolve) => {
    await expect(isSafeListingHop(new URL('https://www.google.com/maps/place/Epis'), resolve)).resolves.toBe(false);
  });
});
