import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ActivityEntry, ActivityPage } from '../../../shared/api/activity';
import { listings, organizationActivity, organizationMembers, replyQueue, subscriptions, users } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { codeIn, injectAs, latestMailTo, setUpOwner, signUpOwner, uniqueEmail } from '../../test-emulator';
import { addReviews } from '../reviews/test-listing';
import { storeFetchedReviews } from '../reviews/review-history';
import type { Role } from '../../../shared/roles';

type User = Awaited<ReturnType<typeof signUpOwner>>;

describe('the activity journal and « Répondu par »', () => {
  let app: FastifyInstance;
  let db: FastifyInstance['database']['db'];
  beforeAll(async () => {
    app = await buildTestApp();
    db = app.database.db;
  });
  afterAll(async () => {
    await app.jobs.idle();
    await app.close();
  });

  const listingOf = async (user: User) => (await db.select().from(listings).where(eq(listings.userId, user.user.id)))[0];

  /** An owner on a paid plan, and their establishment. */
  async function paidOwner() {
    const owner = await setUpOwner(app);
    await db.insert(subscriptions).values({ userId: owner.user.id, status: 'ACTIVE', planPeriod: 'MONTHLY', isTrial: false });
    return { owner, place: await listingOf(owner) };
  }

  /** A new account named `name`, made a member of `organizationId` with `role` over every establishment. */
  async function member(organizationId: number, role: Role, name: string) {
    const user = await signUpOwner(app);
    await db.update(users).set({ name }).where(eq(users.id, user.user.id));
    await db.insert(organizationMembers).values({ organizationId, userId: user.user.id, role, allLocations: true });
    return user;
  }

  const journal = async (user: User, query = '') =>
    injectAs(app, user, { method: 'GET', url: `/api/organizations/private/activity${query}` });
  const entries = async (user: User, query = '') => ((await journal(user, query)).json() as ActivityPage).items;
  const call = (user: User, method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    injectAs(app, user, { method, url: `/api${url}`, payload });

  it('records each action of the members through the real routes, newest first, with who did it and where', async () => {
    const { owner, place } = await paidOwner();
    const at = `?location=${place.id}`;
    const sophie = await member(place.organizationId, 'manager', 'Sophie Martin');
    const [review, queued] = await addReviews(app, place.id, [{ authorName: 'Camille M.' }, { authorName: 'Léa B.' }]);

    // Replies: published, changed, deleted by the manager; a queued draft approved.
    expect((await call(sophie, 'PUT', `/reviews/private/${review.id}/reply${at}`, { responseContent: 'Merci !' })).statusCode).toBe(200);
    expect(
      (await call(sophie, 'PUT', `/reviews/private/${review.id}/reply${at}`, { responseContent: 'Merci beaucoup !' })).statusCode,
    ).toBe(200);
    expect((await call(sophie, 'DELETE', `/reviews/private/${review.id}/reply${at}`)).statusCode).toBe(200);
    const [draft] = await db
      .insert(replyQueue)
      .values({ reviewId: queued.id, locationId: place.id, draft: 'Merci Léa.', reason: 'approval' })
      .returning();
    expect((await call(sophie, 'POST', `/reviews/private/reply-queue/${draft.id}/approve${at}`, {})).statusCode).toBe(200);

    // Review requests: a count, never the addresses.
    const customer = uniqueEmail('customer');
    const sent = await call(sophie, 'POST', `/reviews/private/requests${at}`, {
      contacts: [{ name: 'Client', email: customer }],
      channel: 'email',
      basis: 'customer',
    });
    expect(sent.json()).toMatchObject({ queued: 1 });

    // Settings of each area, saved as they stand.
    for (const path of [
      '/reviews/private/ai-settings',
      '/game/private/settings',
      '/widgets/private/settings',
      '/reviews/private/requests/settings',
    ]) {
      const state = (await call(sophie, 'GET', `${path}${at}`)).json() as { settings: object };
      expect((await call(sophie, 'PUT', `${path}${at}`, state.settings)).statusCode).toBe(200);
    }

    // The team: an invitation sent and withdrawn, the manager made a viewer.
    const invited = uniqueEmail('invited');
    const invitation = (
      await call(owner, 'POST', '/members/private/invitations', { email: invited, role: 'viewer', locations: 'all' })
    ).json();
    expect((await call(owner, 'DELETE', `/members/private/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'PATCH', `/members/private/${sophie.user.id}`, { role: 'viewer', locations: [place.id] })).statusCode).toBe(
      200,
    );

    // Establishments: one added, then removed after a one-time code.
    const added = (await call(owner, 'POST', '/locations/private', { url: 'https://maps.app.goo.gl/JournalShop' })).json();
    await app.sync.idle();
    const since = Date.now();
    await call(owner, 'POST', '/users/private/2fa/send-otp');
    const otp = codeIn(await latestMailTo(owner.email, since));
    const { twoFactorToken } = (await call(owner, 'POST', '/users/private/2fa/verify-otp', { otp })).json();
    const removal = await injectAs(app, owner, {
      method: 'DELETE',
      url: `/api/locations/private/${added.id}`,
      headers: { '2faToken': twoFactorToken },
    });
    expect(removal.statusCode).toBe(204);

    const items = await entries(owner);
    const sophieActs = {
      actor: { userId: sophie.user.id, name: 'Sophie' },
      former: false,
      establishment: { id: place.id, name: place.name },
    };
    const ownerActs = { actor: { userId: owner.user.id, name: expect.any(String) }, former: false };
    const shown = (entry: ActivityEntry) => ({
      action: entry.action,
      actor: entry.actor,
      former: entry.former,
      establishment: entry.establishment,
      details: entry.details,
    });
    expect(items.map(shown)).toEqual([
      {
        action: 'establishment.removed',
        ...ownerActs,
        establishment: { id: added.id, name: added.name },
        details: { establishmentId: added.id, name: added.name },
      },
      {
        action: 'establishment.added',
        ...ownerActs,
        establishment: { id: added.id, name: added.name },
        details: { establishmentId: added.id, name: added.name },
      },
      {
        action: 'member.changed',
        ...ownerActs,
        establishment: null,
        details: { memberId: sophie.user.id, member: 'Sophie', role: 'viewer', scope: 1 },
      },
      { action: 'invitation.revoked', ...ownerActs, establishment: null, details: { email: invited, role: 'viewer' } },
      { action: 'member.invited', ...ownerActs, establishment: null, details: { email: invited, role: 'viewer' } },
      { action: 'settings.changed', ...sophieActs, details: { area: 'requests' } },
      { action: 'settings.changed', ...sophieActs, details: { area: 'widget' } },
      { action: 'settings.changed', ...sophieActs, details: { area: 'game' } },
      { action: 'settings.changed', ...sophieActs, details: { area: 'ai' } },
      { action: 'requests.sent', ...sophieActs, details: { count: 1 } },
      { action: 'reply.approved', ...sophieActs, details: { reviewId: queued.id, reviewer: 'Léa B.' } },
      { action: 'reply.deleted', ...sophieActs, details: { reviewId: review.id, reviewer: 'Camille M.' } },
      { action: 'reply.changed', ...sophieActs, details: { reviewId: review.id, reviewer: 'Camille M.' } },
      { action: 'reply.published', ...sophieActs, details: { reviewId: review.id, reviewer: 'Camille M.' } },
    ]);
    // Nothing a customer wrote, nor their address, is in the journal.
    const raw = JSON.stringify(
      await db.select().from(organizationActivity).where(eq(organizationActivity.organizationId, place.organizationId)),
    );
    expect(raw).not.toContain(customer);
    expect(raw).not.toContain('Merci');
    expect(raw).not.toContain('Camille');

    // Removed from the team, Sophie is « ancien membre »: in the journal and under the replies she wrote.
    await call(sophie, 'PUT', `/reviews/private/${review.id}/reply${at}`, { responseContent: 'Merci encore !' }).then((answer) =>
      expect(answer.statusCode).toBe(403),
    );
    expect((await call(owner, 'DELETE', `/members/private/${sophie.user.id}`)).statusCode).toBe(204);
    const afterRemoval = await entries(owner);
    expect(afterRemoval[0]).toMatchObject({ action: 'member.removed', details: { memberId: sophie.user.id, member: 'Sophie' } });
    expect(afterRemoval.filter((entry) => entry.action.startsWith('reply.')).map(({ actor, former }) => ({ actor, former }))).toEqual(
      Array(4).fill({ actor: null, former: true }),
    );
    const page = (await call(owner, 'GET', `/reviews/private${at}`)).json() as { items: { id: number; repliedBy: unknown }[] };
    expect(page.items.find((item) => item.id === queued.id)?.repliedBy).toEqual({ name: null, former: true });
    expect(page.items.find((item) => item.id === review.id)?.repliedBy).toBeNull();

    // The user's data export holds their own actions, without the invited address.
    const exported = JSON.parse((await call(owner, 'GET', '/users/private/export')).body) as { activity: { action: string }[] };
    expect(exported.activity.map((entry) => entry.action)).toEqual([
      'member.invited',
      'invitation.revoked',
      'member.changed',
      'establishment.added',
      'establishment.removed',
      'member.removed',
    ]);
    expect(JSON.stringify(exported.activity)).not.toContain(invited);
  });

  it('shows the reply’s author to the team, never in the widget’s public answer', async () => {
    const { owner, place } = await paidOwner();
    await db.update(users).set({ name: 'Marc Dupont' }).where(eq(users.id, owner.user.id));
    const [review] = await addReviews(app, place.id, [{ authorName: 'Inès', content: 'Très bien.' }]);
    const published = await call(owner, 'PUT', `/reviews/private/${review.id}/reply`, { responseContent: 'Merci Inès !' });
    expect(published.json()).toMatchObject({ repliedBy: { name: 'Marc', former: false } });
    const page = (await call(owner, 'GET', '/reviews/private')).json() as { items: { id: number; repliedBy: unknown }[] };
    expect(page.items.find((item) => item.id === review.id)?.repliedBy).toEqual({ name: 'Marc', former: false });

    // Fetched again as the source shows it: the same reply keeps its author; one changed on Google itself loses it.
    const asFetched = (content: string) => ({
      externalId: review.externalId,
      authorName: 'Inès',
      authorPictUrl: null,
      rating: 5,
      date: review.date,
      isLocalGuide: false,
      content: 'Très bien.',
      language: null,
      pictures: [],
      response: { date: new Date(), content },
    });
    const authorNow = async () =>
      ((await call(owner, 'GET', '/reviews/private')).json() as { items: { id: number; repliedBy: unknown }[] }).items.find(
        (item) => item.id === review.id,
      )?.repliedBy;
    await storeFetchedReviews(db, place.id, [asFetched('Merci Inès !')]);
    expect(await authorNow()).toEqual({ name: 'Marc', former: false });

    const { publicId } = (await call(owner, 'GET', '/widgets/private/settings')).json() as { publicId: string };
    const widget = await app.inject({ method: 'GET', url: `/widget/data/${publicId}.json` });
    expect(widget.statusCode).toBe(200);
    expect(widget.body).toContain('Merci Inès !');
    expect(widget.body).not.toContain('repliedBy');
    expect(widget.body).not.toContain('Marc');

    await storeFetchedReviews(db, place.id, [asFetched('Merci Inès, à bientôt !')]);
    expect(await authorNow()).toBeNull();
  });

  it('is the owners’ and admins’ only: 403 for managers and viewers, 404 for another organisation', async () => {
    const { owner, place } = await paidOwner();
    const { owner: stranger } = await paidOwner();
    const admin = await member(place.organizationId, 'admin', 'Alice');
    const manager = await member(place.organizationId, 'manager', 'Bruno');
    const viewer = await member(place.organizationId, 'viewer', 'Chloé');
    expect((await journal(owner)).statusCode).toBe(200);
    expect((await journal(admin)).statusCode).toBe(200);
    expect((await journal(manager)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_FORBIDDEN' });
    expect((await journal(viewer)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_FORBIDDEN' });
    // Another organisation's journal, by its establishment or by its own id: as if it did not exist.
    expect((await journal(stranger, `?location=${place.id}`)).json()).toMatchObject({ statusCode: 404, code: 'LOCATION_NOT_FOUND' });
    expect((await journal(stranger, `?organization=${place.organizationId}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'ORGANIZATION_NOT_FOUND',
    });
    expect((await journal(owner, `?organization=${place.organizationId}`)).statusCode).toBe(200);
    expect((await journal(owner, '?before=abc')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect((await journal(owner, '?organization=0')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('pages by 50 with `before`, and forgets entries past 12 months', async () => {
    const { owner, place } = await paidOwner();
    const organizationId = place.organizationId;
    const now = new Date('2026-06-15T12:00:00Z');
    const old = new Date('2025-06-14T12:00:00Z');
    await db.insert(organizationActivity).values([
      { organizationId, userId: owner.user.id, action: 'settings.changed', details: { area: 'old' }, createdAt: old },
      ...Array.from({ length: 54 }, (_, index) => ({
        organizationId,
        userId: owner.user.id,
        action: 'requests.sent' as const,
        details: { count: index + 1 },
        createdAt: now,
      })),
    ]);
    const first = (await journal(owner)).json() as ActivityPage;
    expect(first.items).toHaveLength(50);
    expect(first.items.slice(0, 2).map((entry) => entry.details.count)).toEqual([54, 53]);
    const second = (await journal(owner, `?before=${first.nextBefore}`)).json() as ActivityPage;
    expect(second.items.map((entry) => entry.details)).toEqual([{ count: 4 }, { count: 3 }, { count: 2 }, { count: 1 }, { area: 'old' }]);
    expect(second.nextBefore).toBeNull();

    expect(await app.activity.purgeOld(now)).toBe(1);
    const kept = (await journal(owner, `?before=${first.nextBefore}`)).json() as ActivityPage;
    expect(kept.items.map((entry) => entry.details.count)).toEqual([4, 3, 2, 1]);
  });
});
