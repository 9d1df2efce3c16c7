import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MapsReview } from '../maps/maps-provider';

/** A business as the stand-in's Google account manages it. */
export type StandInPlace = { placeId: string; title: string; address: string | null; verified: boolean };

/**
 * Where the stand-in's businesses and their reviews come from: the demo stack serves the owner's
 * own demo listing (found by the e-mail the consent page was opened for), tests their fixtures.
 */
export type StandInPlaces = {
  locations(loginHint: string | null): Promise<StandInPlace[]>;
  reviews(
    placeId: string,
    pageToken: string | null,
  ): Promise<{ reviews: MapsReview[]; nextPageToken: string | null; total: number | null }>;
};

/** A refusal to give once, to the next call of that kind (tests: quota, expired token, API not enabled…). */
export type StandInFailure = {
  on: 'token' | 'accounts' | 'locations' | 'reviews' | 'reply';
  status: number;
  body: unknown;
  retryAfter?: string;
};

type Grant = { refreshToken: string; loginHint: string | null; revoked: boolean };

const ACCOUNT = { name: 'accounts/104790586216', accountName: 'Compte de démonstration', type: 'PERSONAL', verificationState: 'VERIFIED' };
const ACCESS_TOKEN_SECONDS = 3599;
/** Google's authorization codes are short-lived and single-use. */
export const STAND_IN_CODE_SECONDS = 600;
/** Each of the stand-in's stores (codes, grants, access tokens, replies) keeps this many entries, oldest dropped. */
export const STAND_IN_MAX_ENTRIES = 1000;
const STARS = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

/** Google's error body (google.rpc.Status), as its APIs send it. */
export const rpcError = (code: number, status: string, message: string, details: unknown[] = []) => ({
  error: { code, message, status, details },
});

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
/** Google's review ids are not the maps provider's: the stand-in's differ too, so switching sources is exercised. */
export const standInReviewId = (externalId: string) => `AbFvOq${createHash('sha256').update(externalId).digest('base64url').slice(0, 30)}`;
/** Stores one more entry, dropping the oldest past the bound: the stand-in runs inside a public server. */
function setBounded<Key, Value>(map: Map<Key, Value>, key: Key, value: Value) {
  map.delete(key);
  map.set(key, value);
  while (map.size > STAND_IN_MAX_ENTRIES) map.delete(map.keys().next().value as Key);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A French or international phone number in a reply: the stand-in's moderation rejects it, as Google's policy does. */
const PHONE_NUMBER = /(?:\+33\s?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/;

/**
 * A stand-in for Google's OAuth 2.0 and Business Profile endpoints, answering with the shapes
 * Google sends (recorded from its documentation): a consent page, code exchange, refresh,
 * revocation, accounts, locations, pages of reviews, replies accepted or refused (its stated
 * policy: a reply with a web link is refused), 401 for an unknown or lapsed token, and any
 * failure a test queues. Routes are `/<Google host>/<path>`, so one base URL stands for all hosts.
 * As Google does, it sends a code only to a registered redirect URI (`redirectUris`, when given) and
 * exchanges it only with the same redirect URI, once, within 10 minutes (`redirect_uri_mismatch`,
 * `invalid_grant`). Its stores are bounded, so no caller can grow them without end.
 */
export function createGoogleStandIn(
  places: StandInPlaces,
  { clientId, redirectUris, now = Date.now }: { clientId: string; redirectUris?: string[]; now?: () => number },
) {
  const codes = new Map<string, { redirectUri: string; loginHint: string | null; expiresAt: number }>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const replies = new Map<string, { comment: string; updateTime: string; reviewReplyState?: string }>();
  const failures: StandInFailure[] = [];

  function failure(on: StandInFailure['on'], reply: FastifyReply) {
    const index = failures.findIndex((entry) => entry.on === on);
    if (index < 0) return false;
    const [{ status, body, retryAfter }] = failures.splice(index, 1);
    if (retryAfter) void reply.header('retry-after', retryAfter);
    void reply.code(status).send(body);
    return true;
  }

  function grantOf(request: FastifyRequest, reply: FastifyReply): Grant | null {
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const access = bearer ? accessTokens.get(bearer) : undefined;
    if (!access || access.grant.revoked || access.expiresAt < now()) {
      void reply
        .code(401)
        .send(rpcError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token.'));
      return null;
    }
    return access.grant;
  }

  function issueAccess(grant: Grant) {
    const accessToken = token('ya29.demo-');
    setBounded(accessTokens, accessToken, { grant, expiresAt: now() + ACCESS_TOKEN_SECONDS * 1000 });
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: 'https://www.googleapis.com/auth/business.manage',
      token_type: 'Bearer',
    };
  }

  async function plugin(app: FastifyInstance) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get<{ Querystring: Record<string, string> }>('/accounts.google.com/o/oauth2/v2/auth', async (request, reply) => {
      const query = request.query;
      if (query.client_id !== clientId || !query.redirect_uri || query.response_type !== 'code' || !query.scope) {
        return reply.code(400).type('text/html; charset=utf-8').send('<!doctype html><title>Erreur 400</title><p>invalid_request</p>');
      }
      // Google shows its error page, and redirects nowhere, for a redirect URI the client did not register.
      if (redirectUris && !redirectUris.includes(query.redirect_uri)) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><title>Erreur 400</title><p>redirect_uri_mismatch</p>');
      }
      const code = token('4/0demo-');
      setBounded(codes, code, {
        redirectUri: query.redirect_uri,
        loginHint: query.login_hint ?? null,
        expiresAt: now() + STAND_IN_CODE_SECONDS * 1000,
      });
      const back = (params: Record<string, string>) => {
        const target = new URL(query.redirect_uri);
        for (const [name, value] of Object.entries({ ...params, state: query.state ?? '' })) target.searchParams.set(name, value);
        return escapeHtml(target.toString());
      };
      const who = escapeHtml(query.login_hint ?? 'demo@exemple.fr');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google (démonstration) – Autorisation</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#202124}
a{display:inline-block;margin:.5rem .5rem 0 0;padding:.6rem 1.2rem;border-radius:4px;text-decoration:none;font-weight:600}
.allow{background:#1a73e8;color:#fff}.deny{border:1px solid #5f6368;color:#1a4fa0}</style></head>
<body><main><p>Google (démonstration)</p><h1>Bonavis souhaite accéder à votre compte Google</h1>
<p>Compte : ${who}</p><p>Bonavis pourra lire les avis de vos fiches d'établissement et y publier vos réponses.</p>
<p>Cette page remplace celle de Google lorsque Bonavis fonctionne hors ligne.</p>
<a class="allow" href="${back({ code, scope: query.scope })}">Autoriser</a>
<a class="deny" href="${back({ error: 'access_denied' })}">Annuler</a></main></body></html>`);
    });

    app.post<{ Body: Record<string, string> }>('/oauth2.googleapis.com/token', async (request, reply) => {
      if (failure('token', reply)) return reply;
      const body = request.body ?? {};
      const invalidGrant = (description: string) => reply.code(400).send({ error: 'invalid_grant', error_description: description });
      if (body.client_id !== clientId)
        return reply.code(401).send({ error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      if (body.grant_type === 'authorization_code') {
        const issued = codes.get(body.code ?? '');
        codes.delete(body.code ?? '');
        if (!issued || issued.expiresAt <= now()) return invalidGrant('Malformed auth code.');
        if (issued.redirectUri !== body.redirect_uri) {
          return reply.code(400).send({ error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
        }
        const grant: Grant = { refreshToken: token('1//demo-'), loginHint: issued.loginHint, revoked: false };
        setBounded(grants, grant.refreshToken, grant);
        return { ...issueAccess(grant), refresh_token: grant.refreshToken };
      }
      if (body.grant_type === 'refresh_token') {
        const grant = grants.get(body.refresh_token ?? '');
        if (!grant || grant.revoked) return invalidGrant('Token has been expired or revoked.');
        return issueAccess(grant);
      }
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
    });

    app.post<{ Querystring: { token?: string } }>('/oauth2.googleapis.com/revoke', async (request, reply) => {
      const revoked = request.query.token ?? '';
      const grant = grants.get(revoked) ?? accessTokens.get(revoked)?.grant;
      if (!grant || grant.revoked) return reply.code(400).send({ error: 'invalid_token', error_description: 'Token expired or revoked' });
      grant.revoked = true;
      return {};
    });

    app.get('/mybusinessaccountmanagement.googleapis.com/v1/accounts', async (request, reply) => {
      if (!grantOf(request, reply) || failure('accounts', reply)) return reply;
      return { accounts: [ACCOUNT] };
    });

    app.get<{ Params: { account: string } }>(
      '/mybusinessbusinessinformation.googleapis.com/v1/accounts/:account/locations',
      async (request, reply) => {
        const grant = grantOf(request, reply);
        if (!grant || failure('locations', reply)) return reply;
        if (`accounts/${request.params.account}` !== ACCOUNT.name)
          return reply.code(404).send(rpcError(404, 'NOT_FOUND', 'Requested entity was not found.'));
        const locations = await places.locations(grant.loginHint);
        return {
          locations: locations.map((place) => ({
            name: `locations/${place.placeId}`,
            title: place.title,
            storefrontAddress: place.address ? { regionCode: 'FR', addressLines: [place.address] } : undefined,
            metadata: { placeId: place.placeId, hasVoiceOfMerchant: place.verified, canReply: place.verified },
          })),
          totalSize: locations.length,
        };
      },
    );

    app.get<{ Params: { location: string } }>(
      '/mybusinessbusinessinformation.googleapis.com/v1/locations/:location',
      async (request, reply) => {
        const grant = grantOf(request, reply);
        if (!grant || failure('locations', reply)) return reply;
        const place = (await places.locations(grant.loginHint)).find((candidate) => candidate.placeId === request.params.location);
        if (!place) return reply.code(404).send(rpcError(404, 'NOT_FOUND', 'Requested entity was not found.'));
        return {
          name: `locations/${place.placeId}`,
          metadata: { placeId: place.placeId, hasVoiceOfMerchant: place.verified, canReply: place.verified },
        };
      },
    );

    app.get<{ Params: { account: string; location: string }; Querystring: { pageToken?: string } }>(
      '/mybusiness.googleapis.com/v4/accounts/:account/locations/:location/reviews',
      async (request, reply) => {
        if (!grantOf(request, reply) || failure('reviews', reply)) return reply;
        const { account, location } = request.params;
        const page = await places.reviews(location, request.query.pageToken ?? null);
        return {
          reviews: page.reviews.map((review) => {
            const reviewId = standInReviewId(review.externalId);
            const stored = replies.get(`accounts/${account}/locations/${location}/reviews/${reviewId}`);
            const response =
              stored ?? (review.response && { comment: review.response.content, updateTime: review.response.date?.toISOString() });
            return {
              name: `accounts/${account}/locations/${location}/reviews/${reviewId}`,
              reviewId,
              reviewer: { displayName: review.authorName, profilePhotoUrl: review.authorPictUrl ?? undefined, isAnonymous: false },
              starRating: STARS[review.rating],
              comment: review.content ?? undefined,
              createTime: review.date.toISOString(),
              updateTime: review.date.toISOString(),
              reviewReply: response ?? undefined,
              // The reviewer's photos, as Google's API gives them since April 2026, from the stand-in's own address.
              reviewMedia: review.pictures.map((picture) => {
                const url = new URL(picture, `${request.protocol}://${request.host}`).toString();
                return { mediaFormat: 'PHOTO', googleUrl: url, thumbnailUrl: url };
              }),
            };
          }),
          totalReviewCount: page.total ?? undefined,
          nextPageToken: page.nextPageToken ?? undefined,
        };
      },
    );

    const replyPath = '/mybusiness.googleapis.com/v4/accounts/:account/locations/:location/reviews/:review/reply';
    type ReplyRoute = { Params: { account: string; location: string; review: string }; Body: { comment?: string } };
    const reviewName = ({ account, location, review }: ReplyRoute['Params']) =>
      `accounts/${account}/locations/${location}/reviews/${review}`;

    app.put<ReplyRoute>(replyPath, async (request, reply) => {
      if (!grantOf(request, reply) || failure('reply', reply)) return reply;
      const comment = request.body?.comment ?? '';
      if (!comment.trim() || Buffer.byteLength(comment) > 4096 || /https?:\/\//i.test(comment)) {
        return reply.code(400).send(rpcError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.'));
      }
      // Google's moderation (since April 2026), the stand-in's stated policy: a reply giving a phone number is rejected.
      const reviewReplyState = PHONE_NUMBER.test(comment) ? 'REJECTED' : 'APPROVED';
      const stored = { comment, updateTime: new Date().toISOString(), reviewReplyState };
      setBounded(replies, reviewName(request.params), stored);
      return stored;
    });

    app.delete<ReplyRoute>(replyPath, async (request, reply) => {
      if (!grantOf(request, reply) || failure('reply', reply)) return reply;
      if (!replies.delete(reviewName(request.params)))
        return reply.code(404).send(rpcError(404, 'NOT_FOUND', 'Requested entity was not found.'));
      return {};
    });
  }

  return {
    plugin,
    /** Queues refusals for the next calls of each kind. */
    failures,
    /** Replies Google holds, by review resource name. */
    replies,
    /** Every access token lapses at once (the next call gets 401 and must refresh). */
    expireAccessTokens() {
      for (const access of accessTokens.values()) access.expiresAt = 0;
    },
    /** The owner removed Bonavis from their Google account. */
    revokeAll() {
      for (const grant of grants.values()) grant.revoked = true;
    },
    isRevoked: (refreshToken: string) => grants.get(refreshToken)?.revoked ?? true,
    /** How many entries each store holds (tests: the bound). */
    sizes: () => ({ codes: codes.size, grants: grants.size, accessTokens: accessTokens.size, replies: replies.size }),
  };
}

export type GoogleStandIn = ReturnType<typeof createGoogleStandIn>;
