import Fastify, { type FastifyInstance } from 'fastify';
import { createGoogleStandIn, STAND_IN_CODE_SECONDS, STAND_IN_MAX_ENTRIES, type GoogleStandIn } from './stand-in';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const REDIRECT = 'https://bonavis.example.fr/oauth/callback';
const noPlaces = { locations: async () => [], reviews: async () => ({ reviews: [], nextPageToken: null, total: null }) };

describe('the offline Google stand-in', () => {
  let app: FastifyInstance;
  let standIn: GoogleStandIn;
  let clock = 0;

  beforeEach(async () => {
    clock = Date.UTC(2026, 0, 1);
    standIn = createGoogleStandIn(noPlaces, { clientId: CLIENT_ID, redirectUris: [REDIRECT], now: () => clock });
    app = Fastify();
    await app.register(standIn.plugin);
  });
  afterEach(() => app.close());

  /** The consent page's "Allow" link gives the code, as the browser would follow it. */
  async function authorize(redirectUri = REDIRECT) {
    const query = new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: redirectUri, response_type: 'code', scope: 'business.manage' });
    const page = await app.inject({ method: 'GET', url: `/accounts.google.com/o/oauth2/v2/auth?${query}` });
    const allow = /class="allow" href="([^"]+)"/.exec(page.body)?.[1].replaceAll('&#38;', '&');
    return { page, code: allow ? new URL(allow).searchParams.get('code') : null };
  }
  const exchange = (code: string, redirectUri = REDIRECT) =>
    app.inject({
      method: 'POST',
      url: '/oauth2.googleapis.com/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'authorization_code', code, redirect_uri: redirectUri }).toString(),
    });

  it('exchanges a code once, with the redirect URI the authorization used', async () => {
    const { code } = await authorize();
    const granted = await exchange(code!);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ token_type: 'Bearer', refresh_token: expect.any(String) });
    expect((await exchange(code!)).json().error).toBe('invalid_grant');
  });

  it('refuses, as Google does, a redirect URI the client did not register, and an exchange with another one', async () => {
    const unregistered = await authorize('https://attacker.example/steal');
    expect(unregistered.page.statusCode).toBe(400);
    expect(unregistered.page.body).toContain('redirect_uri_mismatch');
    expect(unregistered.code).toBeNull();

    const { code } = await authorize();
    const mismatch = await exchange(code!, 'https://attacker.example/steal');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
  });

  it('lets a code lapse after 10 minutes', async () => {
    const { code } = await authorize();
    clock += STAND_IN_CODE_SECONDS * 1000;
    const late = await exchange(code!);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_grant');
  });

  it('keeps at most STAND_IN_MAX_ENTRIES codes and grants, dropping the oldest', async () => {
    const first = (await authorize()).code!;
    for (let count = 0; count < STAND_IN_MAX_ENTRIES; count += 1) await authorize();
    expect(standIn.sizes().codes).toBe(STAND_IN_MAX_ENTRIES);
    expect((await exchange(first)).json().error).toBe('invalid_grant');

    const refreshTokens: string[] = [];
    for (let count = 0; count <= STAND_IN_MAX_ENTRIES; count += 1) {
      refreshTokens.push((await exchange((await authorize()).code!)).json().refresh_token as string);
    }
    expect(standIn.sizes()).toEqual({
      codes: STAND_IN_MAX_ENTRIES - 1,
      grants: STAND_IN_MAX_ENTRIES,
      accessTokens: STAND_IN_MAX_ENTRIES,
      replies: 0,
    });
    const refresh = (refreshToken: string) =>
      app.inject({
        method: 'POST',
        url: '/oauth2.googleapis.com/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      });
    expect((await refresh(refreshTokens[0])).json().error).toBe('invalid_grant');
    expect((await refresh(refreshTokens.at(-1)!)).statusCode).toBe(200);
  }, 60_000);
});
