import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { createAccount, injectAs, uniqueEmail } from '../../test-emulator';

/** The upload route knows a picture by its first bytes: a PNG signature and one byte are enough here. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('x')]);
const BOUNDARY = '----bonavis-picture';
const UPLOAD_BODY = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

describe('profile pictures belong to their owner', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A public address with a domain, as in production (the URL rule refuses a bare localhost).
    app = await buildTestApp({ PUBLIC_URL: 'https://bonavis.example.fr' });
  });
  afterAll(() => app.close());

  const newOwner = async (payload: object = {}) => {
    const account = await createAccount(uniqueEmail());
    const created = await injectAs(app, account, { method: 'POST', url: '/api/users/private', payload });
    return { ...account, created };
  };
  const upload = (owner: { idToken: string }) =>
    injectAs(app, owner, {
      method: 'POST',
      url: '/api/users/private/upload-picture',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: UPLOAD_BODY,
    });
  const updatePicture = (owner: { idToken: string }, profilePicture: string) =>
    injectAs(app, owner, { method: 'PUT', url: '/api/users/private/update-info', payload: { profilePicture } });
  const isServed = async (url: string) => (await app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode === 200;

  it("refuses another owner's upload, or any other address, as a picture, so no change can delete another owner's file", async () => {
    const victim = await newOwner();
    const victimPicture = (await upload(victim)).json().profilePicture as string;
    expect(await isServed(victimPicture)).toBe(true);

    const attacker = await newOwner();
    const taken = await updatePicture(attacker, victimPicture);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('PICTURE_NOT_UPLOADED');
    expect((await updatePicture(attacker, 'https://example.fr/me.png')).json().code).toBe('PICTURE_NOT_UPLOADED');
    // The attacker's next picture leaves the victim's file alone.
    expect((await upload(attacker)).statusCode).toBe(200);
    expect(await isServed(victimPicture)).toBe(true);

    // Nor can a new profile start with someone's upload as its picture.
    const squatter = await newOwner({ profilePicture: victimPicture });
    expect(squatter.created.statusCode).toBe(400);
    expect(squatter.created.json().code).toBe('PICTURE_NOT_UPLOADED');
    expect(await isServed(victimPicture)).toBe(true);
  });

  it('takes the current picture back unchanged, and replaces only the owner’s own previous upload', async () => {
    const owner = await newOwner();
    const first = (await upload(owner)).json().profilePicture as string;
    const same = await updatePicture(owner, first);
    expect(same.statusCode).toBe(200);
    expect(same.json().profilePicture).toBe(first);
    expect(await isServed(first)).toBe(true);

    const second = (await upload(owner)).json().profilePicture as string;
    expect(second).not.toBe(first);
    expect(await isServed(first)).toBe(false);
    expect(await isServed(second)).toBe(true);
  });
});
