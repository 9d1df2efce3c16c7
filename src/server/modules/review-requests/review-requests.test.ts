import { readFile, rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { REQUEST_MONTHLY_QUOTA, type ReviewRequestState, type SendRequestsAnswer } from '../../../shared/api/review-requests';
import { requestQuotaUsage, requestSuppressions, reviewRequests } from '../../db/schema';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES, testDatabases } from '../../test-helpers';
import { injectAs, latestMailTo, mailsTo, uniqueEmail } from '../../test-emulator';
import { addReviews, syncedOwner } from '../reviews/test-listing';
import { namesMatch } from './service';
import { lastMonth, requestsOnClock, saveSentence } from './test-requests';
import { DAY_MS } from '../../../shared/constants';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

/** What a browser sends when a person opens a link (Fetch Metadata), with an ordinary browser's user agent. */
const BROWSER_NAVIGATION = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
  'sec-fetch-site': 'none',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** The path of the request's own link in a mail's text: `/r/<slug>/<token>`, the first link it carries. */
const requestLinkIn = (text: string) => /http:\/\/localhost:8080(\/r\/[\w-]+\/[\w-]+)/.exec(text)![1];

describe('namesMatch: the estimate of who wrote a review', () => {
  it('matches the same first name and the initial of the next word, folded', () => {
    expect(namesMatch('Marie Dupont', 'Marie D.')).toBe(true);
    expect(namesMatch('Hélène Martin', 'helene martin')).toBe(true);
    expect(namesMatch('Marie', 'Marie Durand')).toBe(true);
    expect(namesMatch('Marie Dupont', 'Marie L.')).toBe(false);
    expect(namesMatch('Marie Dupont', 'Mariette Dupont')).toBe(false);
    expect(namesMatch('', 'Marie')).toBe(false);
  });
});

// Owners start their trial: sending needs it (relay-rules.test.ts).
// Both engines: on PostgreSQL parallel sends run on separate connections and truly race for the quota and the contact.
describe.each(testDatabases())('review requests on %s', (_engine, database) => {
  let app: FastifyInstance;
  const outbox = `/tmp/bonavis-requests-sms-${process.pid}-${_engine}.jsonl`;
  /** The service's clock: the real one unless a test sets its own (quiet hours, reminders). */
  let clock: () => Date;
  beforeAll(async () => {
    await rm(outbox, { force: true });
    app = await startApp();
  });
  /** An instance whose review requests (routes and jobs) read the test's clock. */
  const startApp = async () => {
    const instance = await buildTestApp({ ...databaseOverrides(database), ...RACE_OVERRIDES, SMS_OUTBOX_FILE: outbox });
    instance.reviewRequests = requestsOnClock(instance, () => clock());
    return instance;
  };
  /**
   * Runs `work` with a second instance beside `app`: on PostgreSQL another app with its own pool, so the two truly
   * race; on PGlite, which has one connection, `app` itself.
   */
  const withSecondInstance = async (work: (other: FastifyInstance) => Promise<unknown>) => {
    if (database.kind !== 'postgres') return work(app);
    const other = await startApp();
    try {
      return await work(other);
    } finally {
      await other.close();
    }
  };
  beforeEach(() => {
    clock = () => new Date();
  });
  afterAll(() => app.close());

  const send = (owner: Owner, body: object) =>
    injectAs(app, owner, { method: 'POST', url: '/api/reviews/private/requests', payload: body });
  const askByMail = async (owner: Owner, contacts: object[]) => {
    const response = await send(owner, { contacts, channel: 'email', basis: 'customer' });
    expect(response.statusCode).toBe(200);
    await app.jobs.idle();
    return response.json() as SendRequestsAnswer;
  };
  const stateOf = async (owner: Owner) =>
    (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/requests/settings' })).json() as ReviewRequestState;
  const suppressionsOf = async (owner: Owner) =>
    app.database.db.select().from(requestSuppressions).where(eq(requestSuppressions.listingId, owner.listing.id));
  const requestsOf = async (owner: Owner) =>
    app.database.db.select().from(reviewRequests).where(eq(reviewRequests.listingId, owner.listing.id));
  /** What the unsubscribe page's button posts, and a mail client's one-click unsubscription (RFC 8058). */
  const postOneClick = (url: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const smsSent = async () =>
    (await readFile(outbox, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; text: string });

  it("gives the listing a link to Google's form, a hook and the month's quota", async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskLink', { trial: true });
    const state = await stateOf(owner);
    expect(state.link).toMatch(/^http:\/\/localhost:8080\/r\/[\w-]+$/);
    expect(state.hookUrl).toMatch(/^http:\/\/localhost:8080\/api\/reviews\/requests\/hook\/[\w-]{32}$/);
    expect(state.quota).toMatchObject({ limit: REQUEST_MONTHLY_QUOTA.trial, used: 0 });
    expect(state.settings).toEqual({ channel: 'email', reminder: true, reminderAfterDays: 5, customSentence: '' });
    expect(state.smsOffline).toBe(true);

    const link = await app.inject({ method: 'GET', url: new URL(state.link).pathname });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe(state.reviewFormUrl);
    expect((await app.inject({ method: 'GET', url: '/r/nope' })).statusCode).toBe(404);
  });

  it('refuses an owner sentence that promises something in return, in French, English and Spanish', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskIncentive', { trial: true });
    for (const sentence of ['-10 % sur votre prochain passage', 'Get a free coffee for your review', 'Un regalo por su opinión']) {
      const refused = await saveSentence(app, owner, sentence);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INCENTIVE_FORBIDDEN', incentive: expect.any(String) });
    }
    const saved = await saveSentence(app, owner, 'Toute l’équipe vous remercie de votre visite.');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.customSentence).toBe('Toute l’équipe vous remercie de votre visite.');
    const invalid = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/reviews/private/requests/settings',
      payload: { channel: 'fax', reminder: true, reminderAfterDays: 40, customSentence: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({ channel: expect.any(String), reminderAfterDays: 'validation.requests.reminderDays' });
  });

  it('mails the request with the business as sender, one-click unsubscribe headers, and a link that counts the open', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskMail', { trial: true });
    const email = uniqueEmail();
    const since = Date.now();
    expect(await askByMail(owner, [{ name: 'Marie Dupont', email, language: 'fr' }])).toEqual({ queued: 1, postponed: 0, refused: [] });
    const mail = (await latestMailTo(email, since)) as Awaited<ReturnType<typeof latestMailTo>> & { headers: Record<string, string> };
    expect(mail.subject).toBe(`Votre avis sur ${owner.listing.name}`);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:8080\/r\/unsubscribe\/[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers.from).toContain(`${owner.listing.name} via Bonavis`);
    expect(mail.text).toContain('Bonjour Marie Dupont');
    expect(mail.text).not.toMatch(/satisfait/i);

    const link = requestLinkIn(mail.text);
    const { reviewFormUrl } = await stateOf(owner);
    // Mail scanners, link previews, a HEAD and a known robot dressed as a browser all reach the same form, uncounted.
    for (const robot of [
      { method: 'GET', headers: {} },
      { method: 'GET', headers: { 'user-agent': 'Mozilla/5.0 (compatible; Proofpoint URL Defense)' } },
      { method: 'GET', headers: { ...BROWSER_NAVIGATION, 'sec-fetch-user': '?0' } },
      { method: 'GET', headers: { ...BROWSER_NAVIGATION, 'user-agent': 'WhatsApp/2.23.20.0' } },
      { method: 'HEAD', headers: BROWSER_NAVIGATION },
    ] as const) {
      const fetched = await app.inject({ method: robot.method, url: link, headers: robot.headers });
      expect(fetched.statusCode).toBe(302);
      expect(fetched.headers.location).toBe(reviewFormUrl);
    }
    expect(await requestsOf(owner)).toMatchObject([{ status: 'sent', openedAt: null }]);
    const opened = await app.inject({ method: 'GET', url: link, headers: BROWSER_NAVIGATION });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(reviewFormUrl);
    const [request] = await requestsOf(owner);
    expect(request).toMatchObject({ status: 'sent', openedAt: expect.any(Date) });
    const history = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/requests?status=opened' })).json();
    expect(history.items).toMatchObject([{ name: 'Marie Dupont', email, status: 'sent', openedAt: expect.any(String) }]);
  });

  it('refuses each contact with its reason: invalid, asked recently, unsubscribed, over the quota', async () => {
    // The quota is counted per Paris month: a fixed instant in the middle of a past month, so that no month begins
    // during the test, and the queued mails are already due.
    const at = lastMonth(15);
    clock = () => at;
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskRefusals', { trial: true });
    const [first, second, third] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const answer = await askByMail(owner, [
      { name: 'Paul', email: first },
      { name: 'Sans adresse', phone: '+33612345678' },
      { name: 'Mauvaise', email: 'pas-une-adresse' },
      { name: 'Paul encore', email: first.toUpperCase() },
    ]);
    expect(answer).toEqual({
      queued: 1,
      postponed: 0,
      refused: [
        { index: 1, code: 'INVALID_CONTACT' },
        { index: 2, code: 'INVALID_CONTACT' },
        { index: 3, code: 'RECENTLY_INVITED' },
      ],
    });

    // The unsubscribe link shows a page whose button posts; fetching it (a scanner, a preview) changes nothing.
    const mail = await latestMailTo(first);
    const unsubscribe = /http:\/\/localhost:8080(\/r\/unsubscribe\/[\w-]+)/.exec(mail.text)![1];
    const page = await app.inject({ method: 'GET', url: unsubscribe });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // « de » + « Le Fournil de Léa » contracts to « du Fournil de Léa ».
    expect(owner.listing.name).toBe('Le Fournil de Léa');
    expect(page.body).toContain('Ne plus recevoir de demandes d&#39;avis du Fournil de Léa ?');
    expect(page.body).toContain('<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(page.body).toContain('Se désabonner</button>');
    expect(page.body).not.toContain('Vous ne recevrez plus de demandes');
    expect((await app.inject({ method: 'HEAD', url: unsubscribe })).statusCode).toBe(200);
    expect(await suppressionsOf(owner)).toEqual([]);
    // The page's button posts the one-click body; again, without harm; the address is never asked again.
    for (let time = 0; time < 2; time += 1) {
      const posted = await postOneClick(unsubscribe);
      expect(posted.statusCode).toBe(200);
      expect(posted.body).toContain('Vous ne recevrez plus de demandes d&#39;avis du Fournil de Léa.');
    }
    clock = () => new Date(at.getTime() + 200 * DAY_MS);
    expect((await askByMail(owner, [{ name: 'Paul', email: first }])).refused).toEqual([{ index: 0, code: 'UNSUBSCRIBED' }]);
    clock = () => at;
    // The refusal names the contact the listing knows, so the owner sees who was not asked.
    const unsubscribed = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/requests?status=refused' })).json();
    expect(unsubscribed.items.find((item: { refusal: string }) => item.refusal === 'UNSUBSCRIBED')).toMatchObject({ email: first });

    // The month's quota, taken atomically: the last place goes to one contact only.
    await app.database.db
      .update(requestQuotaUsage)
      .set({ used: REQUEST_MONTHLY_QUOTA.trial - 1 })
      .where(eq(requestQuotaUsage.listingId, owner.listing.id));
    const [a, b] = await Promise.all([askByMail(owner, [{ name: 'A', email: second }]), askByMail(owner, [{ name: 'B', email: third }])]);
    expect([a.queued, b.queued].sort()).toEqual([0, 1]);
    expect([...a.refused, ...b.refused]).toEqual([{ index: 0, code: 'QUOTA_REACHED' }]);
    expect((await stateOf(owner)).quota).toMatchObject({ used: REQUEST_MONTHLY_QUOTA.trial, limit: REQUEST_MONTHLY_QUOTA.trial });

    const refusedHistory = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/requests?status=refused' })).json();
    expect(refusedHistory.items.map((item: { refusal: string }) => item.refusal).sort()).toEqual(
      ['INVALID_CONTACT', 'INVALID_CONTACT', 'QUOTA_REACHED', 'RECENTLY_INVITED', 'UNSUBSCRIBED'].sort(),
    );
  });

  it('unsubscribes by a one-click POST from the mail client', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskOneClick', { trial: true });
    const email = uniqueEmail();
    await askByMail(owner, [{ name: 'Lucie', email, language: 'en' }]);
    const mail = (await latestMailTo(email)) as Awaited<ReturnType<typeof latestMailTo>> & { headers: Record<string, string> };
    const target = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1]);
    const page = await app.inject({ method: 'GET', url: target.pathname });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`Stop receiving review requests from ${owner.listing.name}?`);
    expect(page.body).toContain('Unsubscribe</button>');
    const posted = await postOneClick(target.pathname);
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('You will not receive review requests');
    clock = () => new Date(Date.now() + 200 * 24 * 3600 * 1000);
    expect((await askByMail(owner, [{ name: 'Lucie', email }])).refused).toEqual([{ index: 0, code: 'UNSUBSCRIBED' }]);
  });

  it('keeps an SMS asked on a Sunday until Monday 9:00 in Paris, then sends it once with its STOP link', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskSunday', { trial: true });
    const sunday = new Date('2026-11-29T10:00:00Z');
    clock = () => sunday;
    const response = await send(owner, { contacts: [{ name: 'Jean', phone: '06 12 34 56 01' }], channel: 'sms', basis: 'consent' });
    expect(response.json()).toEqual({ queued: 1, postponed: 1, refused: [] });
    const [request] = await requestsOf(owner);
    expect(request).toMatchObject({ status: 'postponed', sendAfter: new Date('2026-11-30T08:00:00Z') });
    await app.reviewRequests.sweep();
    await app.jobs.idle();
    expect((await smsSent()).filter((sms) => sms.to === '+33612345601')).toEqual([]);

    clock = () => new Date('2026-11-30T08:00:00Z');
    await app.reviewRequests.sweep();
    await app.jobs.idle();
    expect((await smsSent()).filter((sms) => sms.to === '+33612345601')).toHaveLength(1);

    // Two instances (on PostgreSQL, a second app with its own pool) both handed a queued request, as after a job added
    // twice: it is taken and sent once.
    const [again] = await send(owner, { contacts: [{ name: 'Jeanne', phone: '06 12 34 56 09' }], channel: 'sms', basis: 'consent' }).then(
      async () => (await requestsOf(owner)).filter((row) => row.name === 'Jeanne'),
    );
    await app.jobs.idle();
    await app.database.db.update(reviewRequests).set({ status: 'queued', sentAt: null }).where(eq(reviewRequests.id, again.id));
    await withSecondInstance((other) => Promise.all([app.reviewRequests.deliver(again.id), other.reviewRequests.deliver(again.id)]));
    expect((await smsSent()).filter((sms) => sms.to === '+33612345609')).toHaveLength(2);
    const sent = (await smsSent()).filter((sms) => sms.to === '+33612345601');
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toMatch(/^Bonjour Jean, merci pour votre visite chez .+ STOP : http:\/\/localhost:8080\/r\/unsubscribe\/[\w-]+$/);
  });

  it('reminds once, after the delay, only when the link was not followed', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskReminder', { trial: true });
    const [opens, ignores] = [uniqueEmail(), uniqueEmail()];
    await askByMail(owner, [
      { name: 'Ouvre', email: opens },
      { name: 'Oublie', email: ignores },
    ]);
    const link = requestLinkIn((await latestMailTo(opens)).text);
    await app.inject({ method: 'GET', url: link, headers: BROWSER_NAVIGATION });
    // A scanner fetching the other link does not open it: its reminder stays due.
    const ignored = requestLinkIn((await latestMailTo(ignores)).text);
    await app.inject({ method: 'GET', url: ignored });

    clock = () => new Date(Date.now() + 4 * 24 * 3600 * 1000);
    await app.reviewRequests.sweep();
    await app.jobs.idle();
    expect(await mailsTo(ignores)).toHaveLength(1);
    clock = () => new Date(Date.now() + 6 * 24 * 3600 * 1000);
    await app.reviewRequests.sweep();
    await app.jobs.idle();
    await app.reviewRequests.sweep();
    await app.jobs.idle();
    const reminded = await latestMailTo(ignores, 0, (mail) => mail.subject.startsWith('Rappel'));
    expect(reminded.subject).toBe(`Rappel : votre avis sur ${owner.listing.name}`);
    expect(await mailsTo(ignores)).toHaveLength(2);
    expect(await mailsTo(opens)).toHaveLength(1);
  });

  it('attributes a review from a matching name within 14 days, as an estimate', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskAttribution', { trial: true });
    await askByMail(owner, [
      { name: 'Camille Roux', email: uniqueEmail() },
      { name: 'Bruno Petit', email: uniqueEmail() },
    ]);
    await addReviews(app, owner.listing.id, [
      { authorName: 'Camille R.', rating: 5, date: new Date(Date.now() + 3 * 24 * 3600 * 1000) },
      { authorName: 'Bruno Petit', rating: 4, date: new Date(Date.now() - 24 * 3600 * 1000) },
    ]);
    await app.reviewRequests.sweep();
    const reviewed = (await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/requests?status=reviewed' })).json();
    expect(reviewed.items.map((item: { name: string }) => item.name)).toEqual(['Camille Roux']);
    const summary = (await injectAs(app, owner, { method: 'GET', url: '/api/dashboards/private/summary?period=30d' })).json();
    expect(summary.requests).toEqual({ sent: 2, opened: 0, reviewsReceived: 1 });
  });

  it('imports a CSV: the preview shows the refused and merged rows, the send names their rows', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskImport', { trial: true });
    const [one, two] = [uniqueEmail(), uniqueEmail()];
    const csv = `Nom;E-mail;Téléphone;Langue\nAnne;${one};;fr\nSans rien;;;\nAnne bis;${one.toUpperCase()};;\nLéo;${two};06 12 34 56 02;es\n`;
    const body = { csv, channel: 'email', basis: 'customer' };
    const preview = await injectAs(app, owner, { method: 'POST', url: '/api/reviews/private/requests/import/preview', payload: body });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      columns: ['Nom', 'E-mail', 'Téléphone', 'Langue'],
      merged: 1,
      rows: [
        { row: 2, name: 'Anne', email: one, problem: null },
        { row: 3, problem: 'INVALID_CONTACT' },
        { row: 4, problem: 'DUPLICATE' },
        { row: 5, name: 'Léo', phone: '+33612345602', language: 'es', problem: null },
      ],
    });
    const imported = await injectAs(app, owner, { method: 'POST', url: '/api/reviews/private/requests/import', payload: body });
    expect(imported.json()).toEqual({ queued: 2, postponed: 0, refused: [] });
    const unreadable = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/reviews/private/requests/import/preview',
      payload: { ...body, csv: 'Nom\n' },
    });
    expect(unreadable.statusCode).toBe(400);
  });

  it('imports 200 rows at most, like a send, and parses no further than the 201st', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskImportMax', { trial: true });
    const rows = (count: number) =>
      `Nom;E-mail\n${Array.from({ length: count }, (_, index) => `Client ${index};client-${index}@example.fr`).join('\n')}\n`;
    const preview = (csv: string) =>
      injectAs(app, owner, {
        method: 'POST',
        url: '/api/reviews/private/requests/import/preview',
        payload: { csv, channel: 'email', basis: 'customer' },
      });
    expect((await preview(rows(200))).json().rows).toHaveLength(200);
    const tooMany = await preview(rows(201));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { csv: 'validation.requests.tooMany' } });
    // An unclosed quote after the 201st row is never reached: the answer is still "too many rows".
    const broken = await preview(`${rows(300)}"unclosed;x\n`);
    expect(broken.json()).toMatchObject({ fields: { csv: 'validation.requests.tooMany' } });
  });

  it('keeps the newest 1,000 refusals of a listing, and forgets refusals past the contacts retention', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskRefusalsKept', { trial: true });
    const at = new Date();
    clock = () => at;
    // 1,000 refusals already stored, the oldest first.
    await app.database.db.insert(reviewRequests).values(
      Array.from({ length: 1000 }, (_, index) => ({
        listingId: owner.listing.id,
        name: `Refus ${index}`,
        channel: 'email' as const,
        basis: 'customer' as const,
        token: `kept-${owner.listing.id}-${index}`,
        status: 'refused' as const,
        refusal: 'INVALID_CONTACT' as const,
        createdAt: new Date(at.getTime() - (2000 - index) * 60_000),
      })),
    );
    expect((await askByMail(owner, [{ name: 'Sans adresse', phone: '+33612345678' }])).refused).toEqual([
      { index: 0, code: 'INVALID_CONTACT' },
    ]);
    const kept = await requestsOf(owner);
    expect(kept).toHaveLength(1000);
    expect(kept.map((row) => row.name)).not.toContain('Refus 0');
    expect(kept.map((row) => row.name)).toEqual(expect.arrayContaining(['Refus 1', 'Refus 999', 'Sans adresse']));

    // Past the retention (12 months), refusals without a stored contact go too.
    clock = () => new Date(at.getTime() + 400 * DAY_MS);
    await app.reviewRequests.sweep();
    expect(await requestsOf(owner)).toEqual([]);
  });

  it("takes a customer from the till's hook with the listing's secret", async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/AskHook', { trial: true });
    const { hookUrl } = await stateOf(owner);
    const hook = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        payload: { contacts: [{ name: 'Client caisse', email: uniqueEmail() }], channel: 'email', basis: 'customer' },
      });
    const taken = await hook(new URL(hookUrl).pathname);
    expect(taken.json()).toEqual({ queued: 1, postponed: 0, refused: [] });
    expect((await hook('/api/reviews/requests/hook/not-the-secret')).statusCode).toBe(404);

    // The owner rotates the secret: the old URL is refused at once, the new one takes customers.
    const rotated = await injectAs(app, owner, { method: 'POST', url: '/api/reviews/private/requests/hook-secret' });
    expect(rotated.statusCode).toBe(200);
    const newHookUrl = (rotated.json() as ReviewRequestState).hookUrl;
    expect(newHookUrl).toMatch(/^http:\/\/localhost:8080\/api\/reviews\/requests\/hook\/[\w-]{32}$/);
    expect(newHookUrl).not.toBe(hookUrl);
    expect((await stateOf(owner)).hookUrl).toBe(newHookUrl);
    const refused = await hook(new URL(hookUrl).pathname);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect((await hook(new URL(newHookUrl).pathname)).json()).toEqual({ queued: 1, postponed: 0, refused: [] });
  });
});
