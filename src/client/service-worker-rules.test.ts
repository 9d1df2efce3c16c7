import { appUrlOf, cacheableAssetUrls, notificationOf, requestKind } from './service-worker-rules';

const ORIGIN = 'https://app.bonavis.fr';
const kindOf = (path: string, mode: RequestMode = 'cors') => requestKind(new URL(path, ORIGIN), mode, ORIGIN);

describe('the service worker', () => {
  it.each([
    ['/api/reviews/private?page=2', 'cors'],
    ['/api/users/private/me', 'navigate'],
    ['/api', 'navigate'],
    ['/r/boulangerie-du-port', 'navigate'],
    ['/r/unsubscribe/abc', 'cors'],
    ['/socket.io/?EIO=4&transport=polling', 'cors'],
    ['https://identitytoolkit.googleapis.com/v1/accounts:lookup', 'cors'],
    ['https://example.com/page', 'navigate'],
    ['/uploads/picture.png', 'no-cors'],
  ] as const)('leaves %s (%s) to the network, never cached', (path, mode) => {
    expect(kindOf(path, mode)).toBe('network');
  });

  it('answers navigations with the network, or the offline page', () => {
    expect(kindOf('/dashboards/home', 'navigate')).toBe('page');
    expect(kindOf('/reviews/all?rating=5', 'navigate')).toBe('page');
  });

  it('keeps the content-hashed files once fetched', () => {
    expect(kindOf('/assets/main.1a2b3c4d.js', 'no-cors')).toBe('asset');
    expect(kindOf('/assets/locales-first-screen-fr-first-screen-json.8dcc2165.js', 'cors')).toBe('asset');
  });

  it('caches for the page only its own assets', () => {
    expect(
      cacheableAssetUrls(
        [
          `${ORIGIN}/assets/a.12345678.js`,
          `${ORIGIN}/api/users/private/me`,
          'https://cdn.example.com/assets/x.js',
          42,
          '/assets/b.87654321.js',
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/assets/a.12345678.js`, `${ORIGIN}/assets/b.87654321.js`]);
    expect(cacheableAssetUrls('not a list', ORIGIN)).toEqual([]);
  });

  it("shows a push message's title and body with the app's icon, and keeps where it leads", () => {
    const payload = { title: 'Nouvel avis 2 ★', body: 'Jean : « Pain rassis »', url: '/reviews/all?review=12', tag: 'review-12' };
    expect(notificationOf(JSON.stringify(payload), ORIGIN)).toEqual({
      title: 'Nouvel avis 2 ★',
      options: {
        body: 'Jean : « Pain rassis »',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: 'review-12',
        data: { url: `${ORIGIN}/reviews/all?review=12` },
      },
    });
  });

  it('still shows something for a message it cannot read, as the browser requires', () => {
    expect(notificationOf('not json', ORIGIN)).toMatchObject({ title: 'Bonavis', options: { body: '', data: { url: `${ORIGIN}/` } } });
    expect(notificationOf(undefined, ORIGIN).title).toBe('Bonavis');
    expect(notificationOf(JSON.stringify({ title: 3, url: 'javascript:alert(1)' }), ORIGIN)).toMatchObject({
      title: 'Bonavis',
      options: { data: { url: `${ORIGIN}/` } },
    });
  });

  it('opens only pages of the app from a notification', () => {
    expect(appUrlOf('/settings/notifications', ORIGIN)).toBe(`${ORIGIN}/settings/notifications`);
    expect(appUrlOf(`${ORIGIN}/reviews/home`, ORIGIN)).toBe(`${ORIGIN}/reviews/home`);
    expect(appUrlOf('https://evil.example.com/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrlOf('//evil.example.com/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrlOf(null, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
