import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createGoogleStandIn, rpcError, type GoogleStandIn, type StandInPlaces } from '../../adapters/google/stand-in';
import { createTokenCipher } from '../../adapters/google/token-cipher';
import { googleConnections, listings, reviews, syncJobs, users } from '../../db/schema';
import { injectAs, signUpOwner } from '../../test-emulator';
import { buildTestApp, testDatabases } from '../../test-helpers';
import { syncedOwner } from '../reviews/test-listing';
import { queueKeepingGiveUp } from '../../jobs/test-give-up';
import { createGoogleReplies, PENDING_GOOGLE_REPLY } from './reply-publisher';
import { demoPlaces } from './demo-places';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

describe.each(testDatabases())('Google Business Profile on %s', (_engine, database) => {
  let app: FastifyInstance;
  let google: FastifyInstance;
  let standIn: GoogleStandIn;
  // The stand-in's Google account manages the owner's demo listing; a test may give it other locations.
  let extraLocations: Awaited<ReturnType<StandInPlaces['locations']>> | null = null;

  beforeAll(async () => {
    const places: StandInPlaces = {
      locations: async (hint) => extraLocations ?? demoPlaces(app.database.db, app.maps).locations(hint),
      reviews: (placeId, token) => demoPlaces(app.database.db, app.maps).reviews(placeId, token),
    };
    standIn = createGoogleStandIn(places, { clientId: 'test-client.apps.googleusercontent.com' });
    google = Fastify();
    await google.register(standIn.plugin);
    const base = await google.listen({ host: '127.0.0.1', port: 0 });
    app = await buildTestApp({
      GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      GOOGLE_BASE_URL: base,
      ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
    });
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });
  afterEach(() => {
    extraLocations = null;
    standIn.failures.length = 0;
  });

  const api = (owner: { idToken: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(app, owner, { method, url: `/api${url}`, payload });

  /** Opens the consent page as the owner's browser would and presses a button; returns where Google sends them back. */
  async function consent(owner: { idToken: string }, button: 'Autoriser' | 'Annuler' = 'Autoriser') {
    const { url } = (await api(owner, 'POST', '/users/private/oauth/redirect/url')).json();
    const page = await (await fetch(url)).text();
    const link = new RegExp(`href="([^"]+)">${button}<`).exec(page)![1].replace(/&#38;/g, '&');
    return { consentUrl: new URL(url), back: new URL(link) };
  }

  async function connect(owner: Owner) {
    const { back } = await consent(owner);
    const answer = await api(owner, 'POST', '/users/private/oauth/redirect/handler', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    await app.jobs.idle();
    return answer;
  }

  /** The refresh token Google gave, opened from its sealed copy with the app's keys. */
  const openRefreshToken = (sealed: string) => {
    const { google: config } = app.config;
    if (config.kind === 'off') throw new Error('This suite configures Google: it cannot be off');
    return createTokenCipher(config.tokenKeys).open(sealed);
  };

  const reviewsOf = (listingId: number) => app.database.db.select().from(reviews).where(eq(reviews.listingId, listingId));
  const connectionOf = async (listingId: number) =>
    (await app.database.db.select().from(googleConnections).where(eq(googleConnections.locationId, listingId)))[0];

  it('asks Google for offline access to the Business Profile, with a state and the owner as login hint', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpConsent');
    const { consentUrl, back } = await consent(owner);
    expect(consentUrl.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/business.manage');
    expect(consentUrl.searchParams.get('access_type')).toBe('offline');
    expect(consentUrl.searchParams.get('prompt')).toBe('consent');
    expect(consentUrl.searchParams.get('redirect_uri')).toBe('http://localhost:8080/oauth/callback');
    expect(consentUrl.searchParams.get('login_hint')).toBe(owner.email);
    expect(back.origin + back.pathname).toBe('http://localhost:8080/oauth/callback');
    expect(back.searchParams.get('state')).toBe(consentUrl.searchParams.get('state'));
  });

  it('connects the matching location, keeps the tokens sealed and never shows them', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpConnect');
    const answer = await connect(owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      available: true,
      status: 'connected',
      account: { displayName: 'Compte de démonstration' },
      location: { title: owner.listing.name, verified: true },
      problem: null,
    });
    const row = await connectionOf(owner.listing.id);
    expect(row.refreshToken).not.toContain('1//demo-');
    expect(row.accessToken).not.toContain('ya29.');
    expect(row.refreshToken).toMatch(/^app\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const status = await api(owner, 'GET', '/users/private/google');
    expect(status.json().status).toBe('connected');
    expect(status.body).not.toMatch(/ya29\.|1\/\/demo-|refresh|access_?token/i);
  });

  it('refuses a reused, forged or other owner’s state', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpState');
    // The state is bound to the user and the establishment: another owner's, for their own establishment, is refused.
    const intruder = await syncedOwner(app, 'https://maps.app.goo.gl/GbpStateIntruder');
    const { back } = await consent(owner);
    const code = back.searchParams.get('code');
    const state = back.searchParams.get('state');
    const post = (who: { idToken: string }, body: object) => api(who, 'POST', '/users/private/oauth/redirect/handler', body);

    const forged = await post(owner, { code, state: 'forged-state-value' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('GOOGLE_STATE_INVALID');
    expect((await post(intruder, { code, state })).json().code).toBe('GOOGLE_STATE_INVALID');
    expect((await post(owner, { code, state })).statusCode).toBe(200);
    expect((await post(owner, { code, state })).json().code).toBe('GOOGLE_STATE_INVALID');
  });

  it('validates the callback body before anything else', async () => {
    const owner = await signUpOwner(app);
    for (const body of [{}, { code: 'x', state: 'a b' }, { code: 'x'.repeat(1100), state: 'abc' }, { code: '<script>', state: 'abc' }]) {
      const answer = await api(owner, 'POST', '/users/private/oauth/redirect/handler', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
    }
    // Past the body limit, refused before it is even parsed.
    const huge = await api(owner, 'POST', '/users/private/oauth/redirect/handler', { code: 'x'.repeat(5000), state: 'abc' });
    expect(huge.statusCode).toBe(413);
  });

  it('switches the reviews to Google without duplicating one, keeping read states and replies', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpSwitch');
    const before = await reviewsOf(owner.listing.id);
    const [read] = before;
    await app.database.db.update(reviews).set({ hasBeenRead: true }).where(eq(reviews.id, read.id));

    await connect(owner);
    const after = await reviewsOf(owner.listing.id);
    expect(after).toHaveLength(before.length);
    expect(after.every((review) => review.externalId.startsWith('google:'))).toBe(true);
    expect(after.find((review) => review.id === read.id)?.hasBeenRead).toBe(true);
    const [listing] = await app.database.db.select().from(listings).where(eq(listings.id, owner.listing.id));
    expect(listing.reviewSource).toBe('google');

    // And back: disconnecting reads the maps provider again, still without a duplicate.
    const disconnected = await api(owner, 'DELETE', '/users/private/google');
    expect(disconnected.json().status).toBe('disconnected');
    await app.jobs.idle();
    const back = await reviewsOf(owner.listing.id);
    expect(back).toHaveLength(before.length);
    expect(back.some((review) => review.externalId.startsWith('google:'))).toBe(false);
  });

  it('starts no new synchronisation for the location already in use, chosen again or connected again', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpSameAgain');
    await connect(owner);
    const jobsOf = async () => (await app.database.db.select().from(syncJobs).where(eq(syncJobs.listingId, owner.listing.id))).length;
    const jobsAfterConnecting = await jobsOf();
    const { location } = (await api(owner, 'GET', '/users/private/google')).json();

    const chosenAgain = await api(owner, 'PUT', '/users/private/google/location', { name: location.name });
    expect(chosenAgain.statusCode).toBe(200);
    expect((await connect(owner)).statusCode).toBe(200);
    await app.jobs.idle();
    // Each had been a whole paid re-read of the listing, past the cooldown.
    expect(await jobsOf()).toBe(jobsAfterConnecting);
  });

  it('publishes a reply on Google, then deletes it there', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpPublish');
    await connect(owner);
    const [review] = (await reviewsOf(owner.listing.id)).filter((row) => row.responseContent === null);
    const published = await api(owner, 'PUT', `/reviews/private/${review.id}/reply`, { responseContent: 'Merci beaucoup, à bientôt !' });
    expect(published.json().google).toMatchObject({ state: 'pending', deleting: false });
    await app.jobs.idle();

    const [stored] = await app.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored).toMatchObject({
      googleReplyState: 'published',
      googleReplyProblem: null,
      responseContent: 'Merci beaucoup, à bientôt !',
    });
    const onGoogle = [...standIn.replies.entries()].find(([name]) => name.endsWith(stored.externalId.slice('google:'.length)));
    expect(onGoogle?.[1].comment).toBe('Merci beaucoup, à bientôt !');

    const removed = await api(owner, 'DELETE', `/reviews/private/${review.id}/reply`);
    expect(removed.json()).toMatchObject({ hasResponse: false, google: { state: 'pending', deleting: true } });
    await app.jobs.idle();
    expect(standIn.replies.has(onGoogle![0])).toBe(false);
    const list = await api(owner, 'GET', `/reviews/private?q=${encodeURIComponent(review.authorName)}`);
    expect(list.json().items.find((item: { id: number }) => item.id === review.id)).toMatchObject({ hasResponse: false, google: null });
  });

  it('shows Google’s refusal of a reply and sends it again on request', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpReject');
    await connect(owner);
    const [review] = await reviewsOf(owner.listing.id);
    await api(owner, 'PUT', `/reviews/private/${review.id}/reply`, { responseContent: 'Voyez https://exemple.fr pour une remise' });
    await app.jobs.idle();
    const [rejected] = await app.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(rejected).toMatchObject({ googleReplyState: 'failed', googleReplyProblem: 'REPLY_REJECTED' });
    expect(rejected.responseContent).toBe('Voyez https://exemple.fr pour une remise');

    // Google's failures are in place before the reply is queued: its job may start as soon as the answer leaves.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      standIn.failures.push({ on: 'reply', status: 503, body: rpcError(503, 'UNAVAILABLE', 'The service is currently unavailable.') });
    }
    await api(owner, 'PUT', `/reviews/private/${review.id}/reply`, { responseContent: 'Merci pour votre retour.' });
    await app.jobs.idle();
    const [unreachable] = await app.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(unreachable).toMatchObject({ googleReplyState: 'failed', googleReplyProblem: 'NETWORK' });

    const retried = await api(owner, 'POST', `/reviews/private/${review.id}/reply/retry`);
    expect(retried.json().google.state).toBe('pending');
    await app.jobs.idle();
    const [sent] = await app.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(sent.googleReplyState).toBe('published');
    expect((await api(owner, 'POST', `/reviews/private/${review.id}/reply/retry`)).statusCode).toBe(409);
  });

  it("stores Google's moderation of a reply and the review's photos, shows them, and lets a rejected reply be sent again", async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpModeration');
    await connect(owner);
    const [review] = (await reviewsOf(owner.listing.id)).filter((row) => row.responseContent === null);
    const readAgain = async () => {
      const [listing] = await app.database.db.select().from(listings).where(eq(listings.id, owner.listing.id));
      await app.sync.begin(listing, { fullHistory: true, sourceChanged: true });
      await app.jobs.idle();
    };
    const inInbox = async () =>
      (await api(owner, 'GET', `/reviews/private?q=${encodeURIComponent(review.authorName)}`))
        .json()
        .items.find((item: { id: number }) => item.id === review.id);

    // Google's stated policy in the stand-in: a phone number in a reply is rejected by its moderation.
    await api(owner, 'PUT', `/reviews/private/${review.id}/reply`, { responseContent: 'Merci ! Appelez-nous au 06 12 34 56 78.' });
    await app.jobs.idle();
    expect((await inInbox()).google).toMatchObject({ state: 'published', moderation: null });
    await readAgain();
    const [rejected] = await app.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(rejected.googleReplyModeration).toBe('rejected');
    expect((await inInbox()).google).toMatchObject({ state: 'published', moderation: 'rejected' });

    // Edited and sent again, then read back approved.
    await api(owner, 'PUT', `/reviews/private/${review.id}/reply`, { responseContent: 'Merci beaucoup, à bientôt !' });
    await app.jobs.idle();
    await readAgain();
    expect((await inInbox()).google).toMatchObject({ state: 'published', moderation: 'approved' });
    // A rejected reply may be retried as it is.
    await app.database.db.update(reviews).set({ googleReplyModeration: 'rejected' }).where(eq(reviews.id, review.id));
    const retried = await api(owner, 'POST', `/reviews/private/${review.id}/reply/retry`);
    expect([retried.statusCode, retried.json().google.state]).toEqual([200, 'pending']);
    await app.jobs.idle();

    // The reviewers' photos come as Google's media, in every answer (an empty list for a review without any).
    const withPictures = (await reviewsOf(owner.listing.id)).filter((row) => row.pictures.length > 0);
    const page = (await api(owner, 'GET', '/reviews/private?pageSize=100')).json();
    expect(page.items.every((item: { media: unknown[] }) => Array.isArray(item.media))).toBe(true);
    // Google's media of each review that had pictures, the stand-in serving them from its own address.
    const shown = page.items.filter((item: { id: number }) => withPictures.some((row) => row.id === item.id));
    expect(shown.length).toBeGreaterThan(0);
    expect(
      shown.map((item: { id: number; media: { kind: string; url: string }[] }) => [
        item.id,
        item.media.map((media) => `${media.kind} ${new URL(media.url).pathname}`),
      ]),
    ).toEqual(
      shown.map((item: { id: number }) => [item.id, withPictures.find((row) => row.id === item.id)!.pictures.map((url) => `photo ${url}`)]),
    );
  });

  it('says a reply is not on Google, with a retry, when the job queue gives its job up', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpGivenUp');
    const [review] = await reviewsOf(owner.listing.id);
    const [pending] = await app.database.db
      .update(reviews)
      .set({ ...PENDING_GOOGLE_REPLY, responseContent: 'Merci !' })
      .where(eq(reviews.id, review.id))
      .returning();
    // A queue that hands over what it would call after the job's last failed attempt.
    const { queue, kept } = queueKeepingGiveUp(app.jobs, 'google-reply');
    createGoogleReplies({
      ...app.google!,
      db: app.database.db,
      jobs: queue,
      realtime: app.realtime,
      retryDelaysMs: [],
      log: app.log,
    });

    await kept.giveUp!({ reviewId: review.id, revision: pending.googleReplyRevision }, new Error('database unreachable'));

    const [given] = await app.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(given).toMatchObject({ googleReplyState: 'failed', googleReplyProblem: 'NETWORK', responseContent: 'Merci !' });
  });

  it('waits out Google’s quota (429 RESOURCE_EXHAUSTED) and publishes', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpQuota');
    await connect(owner);
    const [review] = await reviewsOf(owner.listing.id);
    standIn.failures.push({
      on: 'reply',
      status: 429,
      retryAfter: '0',
      body: rpcError(429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'.", [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'RATE_LIMIT_EXCEEDED', metadata: { quota_limit_value: '300' } },
      ]),
    });
    await api(owner, 'PUT', `/reviews/private/${review.id}/reply`, { responseContent: 'Merci !' });
    await app.jobs.idle();
    const [stored] = await app.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored.googleReplyState).toBe('published');
  });

  it('refreshes a lapsed access token, and asks to reconnect once Google revoked the grant', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpRefresh');
    await connect(owner);
    const [first, second] = await reviewsOf(owner.listing.id);
    const sealedBefore = (await connectionOf(owner.listing.id)).accessToken;
    standIn.expireAccessTokens();
    await api(owner, 'PUT', `/reviews/private/${first.id}/reply`, { responseContent: 'Merci !' });
    await app.jobs.idle();
    expect((await app.database.db.select().from(reviews).where(eq(reviews.id, first.id)))[0].googleReplyState).toBe('published');
    expect((await connectionOf(owner.listing.id)).accessToken).not.toBe(sealedBefore);

    standIn.revokeAll();
    standIn.expireAccessTokens();
    await api(owner, 'PUT', `/reviews/private/${second.id}/reply`, { responseContent: 'Merci à vous !' });
    await app.jobs.idle();
    const [refused] = await app.database.db.select().from(reviews).where(eq(reviews.id, second.id));
    expect(refused).toMatchObject({ googleReplyState: 'failed', googleReplyProblem: 'TOKEN_REVOKED' });
    expect((await api(owner, 'GET', '/users/private/google')).json()).toMatchObject({ status: 'connected', problem: 'TOKEN_REVOKED' });
  });

  it('disconnecting revokes the grant on Google and forgets the tokens', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpDisconnect');
    await connect(owner);
    const refreshToken = openRefreshToken((await connectionOf(owner.listing.id)).refreshToken);
    expect(standIn.isRevoked(refreshToken)).toBe(false);
    await api(owner, 'DELETE', '/users/private/google');
    await app.jobs.idle();
    expect(standIn.isRevoked(refreshToken)).toBe(true);
    expect(await connectionOf(owner.listing.id)).toBeUndefined();
  });

  it('deleting the account revokes the grant on Google first', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpDeleted');
    await connect(owner);
    const refreshToken = openRefreshToken((await connectionOf(owner.listing.id)).refreshToken);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, owner.user.id));
    await app.accountDeletion.deleteAccount(row, app.log);
    expect(standIn.isRevoked(refreshToken)).toBe(true);
    expect(await connectionOf(owner.listing.id)).toBeUndefined();
  });

  it('lets another owner neither publish on this listing nor see its connection', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpOwner');
    const intruder = await syncedOwner(app, 'https://maps.app.goo.gl/GbpIntruder');
    await connect(owner);
    const [review] = await reviewsOf(owner.listing.id);
    const attempt = await api(intruder, 'PUT', `/reviews/private/${review.id}/reply`, { responseContent: 'Pas ma fiche' });
    expect(attempt.statusCode).toBe(404);
    expect((await api(intruder, 'DELETE', `/reviews/private/${review.id}/reply`)).statusCode).toBe(404);
    expect((await api(intruder, 'GET', '/users/private/google')).json().status).toBe('disconnected');
  });

  it('lets the owner pick when several locations could be the listing', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpChoose');
    extraLocations = [
      { placeId: 'ChIJfirst', title: 'Salon Étoile', address: '3 rue Haute, 69001 Lyon', verified: true },
      { placeId: 'ChIJsecond', title: 'Salon Étoile Presqu’île', address: '8 quai Sud, 69002 Lyon', verified: false },
    ];
    const answer = (await connect(owner)).json();
    expect(answer.status).toBe('choose-location');
    expect(answer.candidates.map((candidate: { title: string }) => candidate.title)).toEqual(['Salon Étoile', 'Salon Étoile Presqu’île']);

    const unknown = await api(owner, 'PUT', '/users/private/google/location', { name: 'locations/ChIJother' });
    expect(unknown.json().code).toBe('GOOGLE_LOCATION_UNKNOWN');
    const picked = await api(owner, 'PUT', '/users/private/google/location', { name: 'locations/ChIJsecond' });
    expect(picked.json()).toMatchObject({
      status: 'connected',
      location: { title: 'Salon Étoile Presqu’île' },
      problem: 'LOCATION_NOT_VERIFIED',
    });
    await app.jobs.idle();
  });

  it('says what to do when the account has no location, or the project has no API access yet', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GbpNothing');
    extraLocations = [];
    const empty = await connect(owner);
    expect(empty.json()).toMatchObject({ status: 'disconnected', problem: 'NO_LOCATION' });

    extraLocations = null;
    standIn.failures.push({
      on: 'accounts',
      status: 403,
      body: rpcError(
        403,
        'PERMISSION_DENIED',
        'My Business Account Management API has not been used in project 1 before or it is disabled.',
        [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'SERVICE_DISABLED' }],
      ),
    });
    const disabled = await connect(owner);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({ code: 'GOOGLE_REFUSED', problem: 'API_ACCESS_NOT_GRANTED' });
  });
});
