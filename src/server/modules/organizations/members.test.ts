import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { listings, organizationInvitations, subscriptions } from '../../db/schema';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES, testDatabases } from '../../test-helpers';
import { injectAs, latestMailTo, setUpOwner, signUpOwner, uniqueEmail } from '../../test-emulator';
import { INVITATIONS_PER_DAY } from './members';

type User = Awaited<ReturnType<typeof signUpOwner>>;

describe.each(testDatabases())('a team: invitations, roles and scopes, on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ ...databaseOverrides(database), ...RACE_OVERRIDES });
  });
  afterAll(() => app.close());

  const listingOf = async (user: User) => (await app.database.db.select().from(listings).where(eq(listings.userId, user.user.id)))[0];
  /** An owner on a paid monthly plan (inviting needs one), and their establishment. */
  async function paidOwner() {
    const owner = await setUpOwner(app);
    await app.database.db.insert(subscriptions).values({ userId: owner.user.id, status: 'ACTIVE', planPeriod: 'MONTHLY', isTrial: false });
    return { owner, place: await listingOf(owner) };
  }
  const invite = (user: User, payload: object) => injectAs(app, user, { method: 'POST', url: '/api/members/private/invitations', payload });
  const accept = (user: User, token: string) =>
    injectAs(app, user, { method: 'POST', url: '/api/members/private/invitations/accept', payload: { token } });
  const team = async (user: User) => (await injectAs(app, user, { method: 'GET', url: '/api/members/private' })).json();
  /** The token of the invitation mailed to `email` since `since`, read from the link as the invitee clicks it. */
  async function mailedToken(email: string, since: number) {
    const mail = await latestMailTo(email, since);
    expect(mail.subject).toMatch(/^Invitation à rejoindre .+ sur Bonavis$/);
    const link = /https?:\/\/\S+\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();
    return link![1];
  }

  it('invites by mail, and the invited address joins with the role and scope it was given, once', async () => {
    const { owner, place } = await paidOwner();
    const email = uniqueEmail('manager');
    const since = Date.now();
    const sent = await invite(owner, { email, role: 'manager', locations: [place.id] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ id: expect.any(Number), email, role: 'manager', locations: [place.id], expiresAt: expect.any(String) });
    const token = await mailedToken(email, since);
    // Only the hash is stored.
    const [stored] = await app.database.db.select().from(organizationInvitations).where(eq(organizationInvitations.email, email));
    expect(stored.tokenHash).not.toContain(token);
    expect((await team(owner)).invitations).toEqual([sent.json()]);

    // Someone else signed in with the link: refused, and the invitation is not spent.
    const other = await signUpOwner(app);
    expect((await accept(other, token)).json()).toMatchObject({ statusCode: 403, code: 'INVITATION_EMAIL_MISMATCH' });

    const manager = await signUpOwner(app, email);
    const joined = await accept(manager, token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({
      id: place.organizationId,
      name: expect.any(String),
      role: 'manager',
      establishments: [{ id: place.id, name: place.name }],
    });
    expect((await accept(manager, token)).json()).toMatchObject({ statusCode: 410, code: 'INVITATION_EXPIRED' });
    expect((await team(owner)).members).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: manager.user.id, email, role: 'manager', locations: [place.id] })]),
    );
    expect((await team(owner)).invitations).toEqual([]);
    // The manager works on the establishment on the owner's plan, and may not manage the team.
    expect((await injectAs(app, manager, { method: 'GET', url: `/api/reviews/private?location=${place.id}` })).statusCode).toBe(200);
    expect((await injectAs(app, manager, { method: 'GET', url: '/api/members/private' })).json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
  });

  it('needs a paid plan, a role at most the inviter’s, and establishments of the organisation', async () => {
    const trialOwner = await setUpOwner(app);
    await injectAs(app, trialOwner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
    const onTrial = await invite(trialOwner, { email: uniqueEmail(), role: 'viewer', locations: 'all' });
    expect(onTrial.json()).toMatchObject({ statusCode: 402, code: 'PLAN_REQUIRED' });

    const { owner, place } = await paidOwner();
    const { place: elsewhere } = await paidOwner();
    expect((await invite(owner, { email: uniqueEmail(), role: 'owner', locations: 'all' })).json()).toMatchObject({
      statusCode: 400,
      fields: { role: 'validation.role.invalid' },
    });
    for (const locations of [[elsewhere.id], [], [place.id, place.id], 'some']) {
      expect((await invite(owner, { email: uniqueEmail(), role: 'viewer', locations })).json()).toMatchObject({
        statusCode: 400,
        fields: { locations: 'validation.scope.invalid' },
      });
    }
    expect((await invite(owner, { email: owner.email, role: 'viewer', locations: 'all' })).json()).toMatchObject({
      statusCode: 409,
      code: 'ALREADY_MEMBER',
    });
  });

  it('lets an admin change and remove members but never an owner or themselves; the member feels it at once', async () => {
    const { owner, place } = await paidOwner();
    const join = async (role: 'admin' | 'manager' | 'viewer', locations: 'all' | number[]) => {
      const email = uniqueEmail(role);
      const since = Date.now();
      expect((await invite(owner, { email, role, locations })).statusCode).toBe(201);
      const token = await mailedToken(email, since);
      const member = await signUpOwner(app, email);
      expect((await accept(member, token)).statusCode).toBe(200);
      return member;
    };
    const admin = await join('admin', 'all');
    const manager = await join('manager', [place.id]);
    const change = (actor: User, target: User, payload: object) =>
      injectAs(app, actor, { method: 'PATCH', url: `/api/members/private/${target.user.id}`, payload });

    const protectedMember = { statusCode: 409, code: 'MEMBER_PROTECTED' };
    expect((await change(admin, owner, { role: 'viewer', locations: 'all' })).json()).toMatchObject(protectedMember);
    expect((await change(admin, admin, { role: 'admin', locations: 'all' })).json()).toMatchObject(protectedMember);
    expect((await injectAs(app, admin, { method: 'DELETE', url: `/api/members/private/${owner.user.id}` })).json()).toMatchObject(
      protectedMember,
    );
    expect((await injectAs(app, owner, { method: 'DELETE', url: `/api/members/private/${owner.user.id}` })).json()).toMatchObject(
      protectedMember,
    );

    const reply = `/api/reviews/private/1/reply/generate?location=${place.id}`;
    expect((await injectAs(app, manager, { method: 'POST', url: reply })).json().code).not.toBe('ROLE_FORBIDDEN');
    const narrowed = await change(admin, manager, { role: 'viewer', locations: [place.id] });
    expect(narrowed.json()).toEqual({
      userId: manager.user.id,
      email: manager.email,
      name: expect.any(String),
      role: 'viewer',
      locations: [place.id],
    });
    expect((await injectAs(app, manager, { method: 'POST', url: reply })).json()).toMatchObject({
      statusCode: 403,
      code: 'ROLE_FORBIDDEN',
    });

    expect((await injectAs(app, admin, { method: 'DELETE', url: `/api/members/private/${manager.user.id}` })).statusCode).toBe(204);
    expect((await injectAs(app, manager, { method: 'GET', url: `/api/reviews/private?location=${place.id}` })).json()).toMatchObject({
      statusCode: 404,
      code: 'LOCATION_NOT_FOUND',
    });
    expect((await injectAs(app, manager, { method: 'GET', url: '/api/organizations/private' })).json()).toEqual([]);
  });

  it(`sends at most ${INVITATIONS_PER_DAY} invitations a day per organisation, however many are asked at once`, async () => {
    const { owner } = await paidOwner();
    const answers = await Promise.all(
      Array.from({ length: INVITATIONS_PER_DAY + 5 }, () =>
        invite(owner, { email: uniqueEmail('crowd'), role: 'viewer', locations: 'all' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(INVITATIONS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('revokes an invitation: its link no longer works', async () => {
    const { owner } = await paidOwner();
    const email = uniqueEmail('revoked');
    const since = Date.now();
    const { id } = (await invite(owner, { email, role: 'viewer', locations: 'all' })).json();
    const token = await mailedToken(email, since);
    expect((await injectAs(app, owner, { method: 'DELETE', url: `/api/members/private/invitations/${id}` })).statusCode).toBe(204);
    const invitee = await signUpOwner(app, email);
    expect((await accept(invitee, token)).json()).toMatchObject({ statusCode: 410, code: 'INVITATION_EXPIRED' });
  });
});
