import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { MailMessage } from '../../adapters/mail/mail-transport';
import { alertSettings, listings, memberLocations, organizationMembers, subscriptions } from '../../db/schema';
import { reportFileName } from '../../../shared/api/monthly-report';
import { buildTestApp, databaseOverrides, testDatabases } from '../../test-helpers';
import { injectAs, latestMailTo, mailsTo, signUpOwner } from '../../test-emulator';
import { addReviews, syncedOwner } from '../reviews/test-listing';
import { createWeeklyDigest, parisWeekOf } from './service';

describe('parisWeekOf: when a digest is due', () => {
  it('reads the Paris weekday, hour and ISO week, across midnight and the year', () => {
    expect(parisWeekOf(new Date('2026-11-30T06:59:59Z'))).toEqual({ weekday: 'monday', hour: 7, week: '2026-W49' });
    expect(parisWeekOf(new Date('2026-11-30T07:00:00Z'))).toEqual({ weekday: 'monday', hour: 8, week: '2026-W49' });
    // Sunday 23:30 UTC is already Monday in Paris.
    expect(parisWeekOf(new Date('2026-11-29T23:30:00Z'))).toMatchObject({ weekday: 'monday', hour: 0 });
    expect(parisWeekOf(new Date('2027-01-01T12:00:00Z')).week).toBe('2026-W53');
    expect(parisWeekOf(new Date('2026-01-01T12:00:00Z')).week).toBe('2026-W01');
    // Summer time: 8:00 Paris is 6:00 UTC.
    expect(parisWeekOf(new Date('2026-06-01T06:00:00Z'))).toMatchObject({ weekday: 'monday', hour: 8 });
  });
});

describe.each(testDatabases())('the weekly digest on %s', (_engine, database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(databaseOverrides(database));
  });
  afterAll(() => app.close());

  /** A digest service whose clock is `at`, as a second instance would be; `sent` keeps what it mails, files included. */
  const digestAt = (at: Date, sent: MailMessage[] = []) =>
    createWeeklyDigest({
      db: app.database.db,
      dashboard: app.dashboard,
      subscriptions: app.subscriptions,
      mail: {
        ...app.mail,
        send: async (message) => {
          sent.push(message);
          await app.mail.send(message);
        },
      },
      publicUrl: app.config.publicUrl,
      secret: app.config.secret,
      organizations: app.organizations,
      log: app.log,
      now: () => at,
    });
  /**
   * The digests' Sunday, fixed so no test depends on the day or hour it runs: 8:30 in Paris, in the first seven days of
   * a month (the first digest of December carries November's report). The digest tests use Sundays and Saturdays: no
   * other suite chooses those days, and the PostgreSQL database is shared with the other suites, whose owners a Monday
   * run would mail in the middle of their own tests.
   */
  const SUNDAY = new Date('2030-12-01T07:30:00Z');
  /** An owner with a paid plan (no end date), so every day of the test's clock is within their access. */
  const paidOwner = async (url: string) => {
    const owner = await syncedOwner(app, url);
    await app.database.db.insert(subscriptions).values({
      userId: owner.user.id,
      status: 'ACTIVE',
      planPeriod: 'MONTHLY',
      stripeSubscriptionId: `sub_digest_${owner.user.id}`,
      stripeCustomerId: `cus_digest_${owner.user.id}`,
    });
    return owner;
  };
  const chooseDay = (owner: { user: { id: number } }, digestDay: 'sunday' | 'saturday') =>
    app.database.db
      .insert(alertSettings)
      .values({ userId: owner.user.id, digestDay })
      .onConflictDoUpdate({ target: alertSettings.userId, set: { digestDay } });

  it("mails the week's figures, equal to the dashboard's for the same days, with the unanswered reviews and a one-click unsubscribe", async () => {
    const owner = await paidOwner('https://maps.app.goo.gl/DigestWeek');
    await chooseDay(owner, 'sunday');
    const sunday = SUNDAY;
    const day = 86_400_000;
    await addReviews(app, owner.listing.id, [
      { authorName: 'Alice Martin', rating: 5, date: new Date(sunday.getTime() - 2 * day), content: 'Parfait.' },
      { authorName: 'Bruno Lefèvre', rating: 2, date: new Date(sunday.getTime() - 3 * day), content: 'Trop d’attente au comptoir.' },
    ]);
    const digest = digestAt(sunday);
    const week = await app.dashboard.figuresOver(owner.listing, 7, sunday);
    const content = await digest.contentOf({ id: owner.user.id, email: owner.email }, owner.listing, sunday);
    expect(content.rating).toEqual(week.figures.averageRating);
    expect(content.newReviews).toBe(week.figures.newReviews.current);
    expect(content.byStars).toEqual(week.distribution);
    expect(content.newReviews).toBeGreaterThanOrEqual(2);
    expect(content.unanswered.map((review) => review.authorName)).toEqual(expect.arrayContaining(['Bruno Lefèvre', 'Alice Martin']));
    // The lowest rating first, and the suggestion is about it.
    expect(content.unanswered[0]).toMatchObject({ authorName: 'Bruno Lefèvre', rating: 2 });
    expect(content.suggestion).toMatch(/3 étoiles ou moins/);

    expect(await digest.sendDue()).toBeGreaterThanOrEqual(1);
    const mail = await latestMailTo(owner.email, 0, (sent) => sent.subject.includes("votre semaine d'avis"));
    expect(mail.subject).toBe(`${owner.listing.name} : votre semaine d'avis`);
    expect(mail.text).toContain('Bruno Lefèvre');
    // Its buttons open the app's screens: the dashboard, and each unanswered review on the reviews screen.
    expect(mail.text).toContain('http://localhost:8080/dashboards/home');
    expect(mail.text).toContain('http://localhost:8080/reviews/home?answered=no&q=Bruno+Lef%C3%A8vre');
    const unsubscribe = new URL(/(http:\/\/localhost:8080\/api\/users\/digest\/unsubscribe\/\S+)/.exec(mail.text)![1]);
    // The mail's link shows a page whose button unsubscribes: fetching it (a mail scanner) leaves the digest on.
    const page = await app.inject({ method: 'GET', url: unsubscribe.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(page.body).toContain('Me désabonner</button>');
    const digestDay = async () =>
      (await app.database.db.select().from(alertSettings).where(eq(alertSettings.userId, owner.user.id)))[0].digestDay;
    expect(await digestDay()).toBe('sunday');
    // The button, or the mail client's one-click POST (the same body), turns it off; again, without harm.
    for (let time = 0; time < 2; time += 1) {
      const posted = await app.inject({
        method: 'POST',
        url: unsubscribe.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.body).toContain('Vous ne recevrez plus le résumé hebdomadaire');
    }
    expect(await digestDay()).toBe('off');
    const forged = await app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname.slice(0, unsubscribe.pathname.lastIndexOf('/'))}/${'x'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it('sends one digest per account and week, even from two instances at once, and none without access', async () => {
    const owner = await paidOwner('https://maps.app.goo.gl/DigestOnce');
    const lapsed = await paidOwner('https://maps.app.goo.gl/DigestLapsed');
    await app.database.db.update(subscriptions).set({ status: 'CANCELLED' }).where(eq(subscriptions.userId, lapsed.user.id));
    await Promise.all([chooseDay(owner, 'sunday'), chooseDay(lapsed, 'sunday')]);
    const sunday = SUNDAY;
    const dayBefore = new Date(sunday.getTime() - 12 * 3_600_000);
    await digestAt(dayBefore).sendDue();
    const digests = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.includes("votre semaine d'avis"));
    expect(await digests(owner.email)).toHaveLength(0);

    await Promise.all([digestAt(sunday).sendDue(), digestAt(sunday).sendDue()]);
    await digestAt(new Date(sunday.getTime() + 3_600_000)).sendDue();
    await latestMailTo(owner.email, 0, (mail) => mail.subject.includes("votre semaine d'avis"));
    expect(await digests(owner.email)).toHaveLength(1);
    expect(await digests(lapsed.email)).toHaveLength(0);
  });

  /** A digest other than the mail `id`: the next week's. */
  const digestOtherThan = (id: string) => (mail: { id: string; subject: string }) =>
    mail.subject.includes("votre semaine d'avis") && mail.id !== id;

  it("attaches the previous month's report to the first digest of a month, and not to the next one", async () => {
    const owner = await paidOwner('https://maps.app.goo.gl/DigestReport');
    await chooseDay(owner, 'sunday');
    // The first Sunday of a month: the Sunday after is in the same month.
    const sunday = SUNDAY;
    const month = new Date(Date.UTC(sunday.getUTCFullYear(), sunday.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await addReviews(app, owner.listing.id, [
      { authorName: 'Jeanne Lemoine', rating: 5, date: new Date(`${month}-10T12:00:00Z`), content: 'Une boulangerie formidable.' },
    ]);
    const digests = async () => (await mailsTo(owner.email)).filter((mail) => mail.subject.includes("votre semaine d'avis"));

    await digestAt(sunday).sendDue();
    await latestMailTo(owner.email, 0, (mail) => mail.subject.includes("votre semaine d'avis"));
    const [first] = await digests();
    expect(first.attachments).toEqual([
      expect.objectContaining({ fileName: `bonavis-rapport-${month}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(first.text).toContain('Votre rapport mensuel de');

    await digestAt(new Date(sunday.getTime() + 7 * 86_400_000)).sendDue();
    const second = await latestMailTo(owner.email, 0, digestOtherThan(first.id));
    expect(await digests()).toHaveLength(2);
    // No attachment, whether MailDev lists none or leaves the list out.
    expect(second).not.toHaveProperty('attachments.0');
    expect(second.text).not.toContain('rapport mensuel');
  });

  it('follows the day the owner chose, or none when off', async () => {
    const owner = await paidOwner('https://maps.app.goo.gl/DigestDay');
    await chooseDay(owner, 'saturday');
    const sunday = SUNDAY;
    await digestAt(sunday).sendDue();
    const digests = async () => (await mailsTo(owner.email)).filter((mail) => mail.subject.includes("votre semaine d'avis"));
    expect(await digests()).toHaveLength(0);
    // The Saturday before, in the same week: the owner's day.
    await digestAt(new Date(sunday.getTime() - 86_400_000)).sendDue();
    await latestMailTo(owner.email, 0, (mail) => mail.subject.includes("votre semaine d'avis"));
    expect(await digests()).toHaveLength(1);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).statusCode).toBe(200);
  });
  describe('to each member of a team, for the establishments they see', () => {
    type User = Awaited<ReturnType<typeof signUpOwner>>;
    const DAY = 86_400_000;
    const isDigest = (mail: { subject: string }) => mail.subject.includes("votre semaine d'avis");
    const digestsTo = async (user: User) => (await mailsTo(user.email)).filter(isDigest);
    /** The month whose report the first digest of December carries. */
    const REPORT_MONTH = '2030-11';

    /** A paying owner with two establishments, A (the wizard's) and B (added), each with an unanswered review of the week. */
    async function ownerOfTwo(name: string) {
      const owner = await paidOwner(`https://maps.app.goo.gl/${name}A`);
      await chooseDay(owner, 'sunday');
      const added = await injectAs(app, owner, {
        method: 'POST',
        url: '/api/locations/private',
        payload: { url: `https://maps.app.goo.gl/${name}B` },
      });
      expect(added.statusCode).toBe(201);
      await app.sync.idle();
      const [b] = await app.database.db.select().from(listings).where(eq(listings.id, added.json().id));
      const a = owner.listing;
      await addReviews(app, a.id, [
        { authorName: 'Aurore Alpha', rating: 2, date: new Date(SUNDAY.getTime() - 2 * DAY), content: 'Froid.' },
      ]);
      await addReviews(app, b.id, [
        { authorName: 'Basile Bravo', rating: 4, date: new Date(SUNDAY.getTime() - 2 * DAY), content: 'Bien.' },
      ]);
      return { owner, a, b };
    }
    /** A user made a member of the owner's organisation with `role`, seeing every establishment or those listed. */
    async function memberOf(place: { organizationId: number }, role: 'manager' | 'viewer', scope: 'all' | number[]) {
      const member = await signUpOwner(app);
      const key = { organizationId: place.organizationId, userId: member.user.id };
      await app.database.db.insert(organizationMembers).values({ ...key, role, allLocations: scope === 'all' });
      if (scope !== 'all') await app.database.db.insert(memberLocations).values(scope.map((locationId) => ({ ...key, locationId })));
      return member;
    }
    /** The lines of the section under the heading `name`, up to the next establishment's heading or the mail's button. */
    const sectionOf = (text: string, name: string, others: string[]) => {
      const lines = text.split('\n');
      const start = lines.indexOf(name);
      expect(start).toBeGreaterThanOrEqual(0);
      const end = lines.findIndex(
        (line, index) => index > start && (others.includes(line) || line.startsWith('Ouvrir le tableau de bord')),
      );
      return lines.slice(start + 1, end).join('\n');
    };

    /** The text of each page of the PDF the digest sent to `to`. */
    const pagesSent = async (sent: MailMessage[], to: string) => {
      const [file] = sent.find((message) => message.to === to)?.attachments ?? [];
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.content)), { mergePages: false });
      return text.map((page) => page.replace(/[\s\u00a0\u202f]+/g, ' '));
    };

    it("mails the owner both establishments' weeks in one mail with the network's report, and a manager scoped to B only B's", async () => {
      const { owner, a, b } = await ownerOfTwo('DigestTeam');
      expect(a.name).not.toBe(b.name);
      const manager = await memberOf(a, 'manager', [b.id]);
      await chooseDay(manager, 'sunday');

      const sent: MailMessage[] = [];
      await digestAt(SUNDAY, sent).sendDue();
      const mail = await latestMailTo(owner.email, 0, isDigest);
      expect(mail.subject).toBe("Vos 2 établissements : votre semaine d'avis");
      expect(mail.text).toContain('Votre semaine sur vos 2 établissements');
      const sectionA = sectionOf(mail.text, a.name, [b.name]);
      const sectionB = sectionOf(mail.text, b.name, [a.name]);
      expect(sectionA).toContain('Aurore Alpha');
      expect(sectionA).not.toContain('Basile Bravo');
      expect(sectionA).toContain('Note de la semaine');
      expect(sectionB).toContain('Basile Bravo');
      expect(sectionB).not.toContain('Aurore Alpha');
      // The first digest of December: November's report of the network, one PDF, named as the dashboard names it.
      expect(mail.attachments).toEqual([
        expect.objectContaining({ fileName: reportFileName(REPORT_MONTH), contentType: 'application/pdf' }),
      ]);
      expect(mail.text).toMatch(
        new RegExp(
          `Le rapport mensuel de novembre 2030 de .+ \\(2 établissements\\) est joint à ce message \\(PDF : ${reportFileName(REPORT_MONTH)}\\)`,
        ),
      );
      // The network's page, ranking both, then each establishment's two pages.
      const pages = await pagesSent(sent, owner.email);
      expect(pages).toHaveLength(5);
      expect(pages[0]).toContain('Rapport mensuel du réseau — novembre 2030');
      expect(pages[0]).toContain('2 établissements');
      const ranking = pages[0].slice(pages[0].indexOf('Classement des établissements'));
      expect(ranking).toContain(a.name);
      expect(ranking).toContain(b.name);
      expect(pages.slice(1).filter((page) => page.includes('Rapport mensuel — novembre 2030'))).toHaveLength(2);

      // The manager's: B's week alone, as a one-establishment mail reads, with B's own report.
      const managers = await latestMailTo(manager.email, 0, isDigest);
      expect(managers.subject).toBe(`${b.name} : votre semaine d'avis`);
      expect(managers.text).toContain('Basile Bravo');
      expect(managers.text).not.toContain('Aurore Alpha');
      expect(managers.text).not.toContain(a.name);
      expect(managers.text).toContain('Votre rapport mensuel de novembre 2030 est joint à ce message (PDF).');
      expect(managers.attachments).toEqual([
        expect.objectContaining({ fileName: reportFileName(REPORT_MONTH), contentType: 'application/pdf' }),
      ]);
      const own = await pagesSent(sent, manager.email);
      expect(own).toHaveLength(2);
      expect(own[0]).toContain(`${b.name} Rapport mensuel — novembre 2030`);
      expect(own.join(' ')).not.toContain('réseau');
      expect(await digestsTo(owner)).toHaveLength(1);
      expect(await digestsTo(manager)).toHaveLength(1);
    });

    it("follows each member's own day", async () => {
      const { owner, a, b } = await ownerOfTwo('DigestTeamDay');
      const manager = await memberOf(a, 'manager', [b.id]);
      await chooseDay(manager, 'saturday');

      await digestAt(SUNDAY).sendDue();
      await latestMailTo(owner.email, 0, isDigest);
      expect(await digestsTo(manager)).toHaveLength(0);
      // The Saturday before, in the same week: the manager's day.
      await digestAt(new Date(SUNDAY.getTime() - DAY)).sendDue();
      expect((await latestMailTo(manager.email, 0, isDigest)).subject).toBe(`${b.name} : votre semaine d'avis`);
      expect(await digestsTo(manager)).toHaveLength(1);
      expect(await digestsTo(owner)).toHaveLength(1);
    });

    it('stops mailing a member removed, and mails a member narrowed only what they still see, from the next send', async () => {
      const { owner, a, b } = await ownerOfTwo('DigestTeamScope');
      const manager = await memberOf(a, 'manager', [b.id]);
      const viewer = await memberOf(a, 'viewer', 'all');
      await Promise.all([chooseDay(manager, 'sunday'), chooseDay(viewer, 'sunday')]);

      await digestAt(SUNDAY).sendDue();
      expect((await latestMailTo(manager.email, 0, isDigest)).subject).toBe(`${b.name} : votre semaine d'avis`);
      const first = await latestMailTo(viewer.email, 0, isDigest);
      expect(first.subject).toBe("Vos 2 établissements : votre semaine d'avis");
      const ownersFirst = await latestMailTo(owner.email, 0, isDigest);

      const removed = await injectAs(app, owner, { method: 'DELETE', url: `/api/members/private/${manager.user.id}` });
      expect(removed.statusCode).toBe(204);
      const narrowed = await injectAs(app, owner, {
        method: 'PATCH',
        url: `/api/members/private/${viewer.user.id}`,
        payload: { role: 'viewer', locations: [a.id] },
      });
      expect(narrowed.statusCode).toBe(200);

      await digestAt(new Date(SUNDAY.getTime() + 7 * DAY)).sendDue();
      const second = await latestMailTo(viewer.email, 0, digestOtherThan(first.id));
      expect(second.subject).toBe(`${a.name} : votre semaine d'avis`);
      expect(second.text).not.toContain(b.name);
      const ownersSecond = await latestMailTo(owner.email, 0, digestOtherThan(ownersFirst.id));
      expect(ownersSecond.subject).toBe("Vos 2 établissements : votre semaine d'avis");
      expect(ownersSecond).not.toHaveProperty('attachments.0');
      expect(await digestsTo(owner)).toHaveLength(2);
      expect(await digestsTo(manager)).toHaveLength(1);
    });

    it("leaves out the establishments whose paying account has no access, and still mails the member's others", async () => {
      const paying = await paidOwner('https://maps.app.goo.gl/DigestTeamPaying');
      const lapsed = await paidOwner('https://maps.app.goo.gl/DigestTeamLapsed');
      await app.database.db.update(subscriptions).set({ status: 'CANCELLED' }).where(eq(subscriptions.userId, lapsed.user.id));
      const viewer = await memberOf(paying.listing, 'viewer', 'all');
      await app.database.db
        .insert(organizationMembers)
        .values({ organizationId: lapsed.listing.organizationId, userId: viewer.user.id, role: 'viewer', allLocations: true });
      await chooseDay(viewer, 'sunday');
      await addReviews(app, lapsed.listing.id, [
        { authorName: 'Lucien Lapsus', rating: 3, date: new Date(SUNDAY.getTime() - DAY), content: 'Moyen.' },
      ]);

      await digestAt(SUNDAY).sendDue();
      const mail = await latestMailTo(viewer.email, 0, isDigest);
      expect(mail.subject).toBe(`${paying.listing.name} : votre semaine d'avis`);
      expect(mail.text).not.toContain('Lucien Lapsus');
      expect(mail.text).not.toContain(lapsed.listing.name);
      expect(mail.attachments).toEqual([expect.objectContaining({ fileName: reportFileName(REPORT_MONTH) })]);
    });
  });
});
