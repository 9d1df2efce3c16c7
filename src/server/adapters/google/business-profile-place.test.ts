import Fastify, { type FastifyInstance } from 'fastify';
import { createBusinessProfileClient } from './business-profile';
import { createGoogleStandIn } from './stand-in';

const CLIENT = { clientId: 'test-client.apps.googleusercontent.com', clientSecret: 'secret', redirectUrl: 'https://bonavis.example.fr/cb' };

/** A location as Business Information's `locations.get` answers with `readMask=metadata` (the shape of Google's reference). */
const RECORDED_LOCATION = {
  name: 'locations/4471917212342541832',
  metadata: {
    placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ',
    mapsUri: 'https://maps.google.com/maps?cid=291342925366380640',
    newReviewUri: 'https://search.google.com/local/writereview?placeid=ChIJD7fiBh9u5kcRYJSMaMOCCwQ',
    hasVoiceOfMerchant: true,
    canReply: true,
  },
};

/** A fetch that answers from the stand-in app, as the real one would from Google. */
function fetchFrom(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers)),
      payload: init?.body as string | undefined,
    });
    return new Response(answer.body, { status: answer.statusCode });
  }) as typeof fetch;
}

describe("Business Profile: a location's Google place id", () => {
  it('reads metadata.placeId with the metadata read mask, on the owner’s token', async () => {
    const asked: { url: URL; authorization: string | null }[] = [];
    const client = createBusinessProfileClient({
      ...CLIENT,
      apiBaseUrl: null,
      browserBaseUrl: null,
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        asked.push({ url: new URL(String(input)), authorization: new Headers(init?.headers).get('authorization') });
        return new Response(JSON.stringify(RECORDED_LOCATION), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });

    expect(await client.placeIdOf('token-1', 'locations/4471917212342541832')).toBe('ChIJD7fiBh9u5kcRYJSMaMOCCwQ');
    expect(asked).toHaveLength(1);
    expect(asked[0].url.origin + asked[0].url.pathname).toBe(
      'https://mybusinessbusinessinformation.googleapis.com/v1/locations/4471917212342541832',
    );
    expect(asked[0].url.searchParams.get('readMask')).toBe('metadata');
    expect(asked[0].authorization).toBe('Bearer token-1');
  });

  it('answers null for a location Google gives no place id, and the stand-in answers as Google does', async () => {
    const bare = createBusinessProfileClient({
      ...CLIENT,
      apiBaseUrl: null,
      browserBaseUrl: null,
      fetch: (async () => new Response(JSON.stringify({ name: 'locations/1', metadata: {} }), { status: 200 })) as typeof fetch,
    });
    expect(await bare.placeIdOf('token', 'locations/1')).toBeNull();

    const place = { placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ', title: 'Boulangerie', address: null, verified: true };
    const standIn = createGoogleStandIn(
      { locations: async () => [place], reviews: async () => ({ reviews: [], nextPageToken: null, total: null }) },
      { clientId: CLIENT.clientId, redirectUris: [CLIENT.redirectUrl] },
    );
    const app = Fastify();
    await app.register(standIn.plugin);
    try {
      // The browser's consent, then the code's exchange, as the connection does.
      const query = new URLSearchParams({
        client_id: CLIENT.clientId,
        redirect_uri: CLIENT.redirectUrl,
        response_type: 'code',
        scope: 'business.manage',
      });
      const consent = await app.inject({ method: 'GET', url: `/accounts.google.com/o/oauth2/v2/auth?${query}` });
      const allow = /class="allow" href="([^"]+)"/.exec(consent.body)![1].replaceAll('&#38;', '&');
      const viaStandIn = createBusinessProfileClient({
        ...CLIENT,
        apiBaseUrl: 'http://stand-in',
        browserBaseUrl: 'http://stand-in',
        fetch: fetchFrom(app),
      });
      const { accessToken } = await viaStandIn.exchangeCode(new URL(allow).searchParams.get('code')!);
      expect(await viaStandIn.placeIdOf(accessToken, `locations/${place.placeId}`)).toBe(place.placeId);
      await expect(viaStandIn.placeIdOf(accessToken, 'locations/unknown')).rejects.toMatchObject({ status: 404 });
    } finally {
      await app.close();
    }
  });
});
