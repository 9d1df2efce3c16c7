import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { REQUEST_MONTHLY_QUOTA, type SendRequestsAnswer } from '../../../shared/api/review-requests';
import { listings, requestQuotaUsage, reviewRequestSettings, reviewRequests, subscriptions } from '../../db/schema';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES, testDatabases } from '../../test-helpers';
import { injectAs, mailsTo, uniqueEmail } from '../../test-emulator';
import { syncedOwner } from '../reviews/test-listing';
import { lastMonth, requestsOnClock, saveSentence } from './test-requests';
import { DAY_MS } from '../../../shared/constants';
import { readSmsCountries } from '../../config/sms-countries';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

/**
 * What keeps the requests from relaying someone else's messages: a plan actually started, a quota that counts every
 * message (reminders too) and cannot be overrun by parallel sends.
 */
describe.each(testDatabases())('review requests, relay rules on %s', (_engine, database) => {
  let app: FastifyInstance;
  /** The service's clock: the real one unless a test sets its own. */
  let clock: () => Date;
  beforeAll(async () => {
    // SMS go to a file of this run's, not to the repository's data directory.
    app = await buildTestApp({
      ...databaseOverrides(database),
      ...RACE_OVERRIDES,
      SMS_OUTBOX_FILE: `/tmp/bonavis-relay-sms-${process.pid}-${_engine}.jsonl`,
    });
    app.reviewRequests = requestsOnClock(app, () => clock());
  });
  beforeEach(() => {
    clock = () => new Date();
  });
  afterAll(() => app.close());

  const askByMail = (owner: Owner, contacts: object[]) =>
    injectAs(app, owner, {
      method: 'POST',
      url: '/api/reviews/private/requests',
      payload: { contacts, channel: 'email', basis: 'customer' },
    });
  const requestsOf = (owner: Owner) => app.database.db.select().from(reviewRequests).where(eq(reviewRequests.listingId, owner.listing.id));
  const usedOf = async (owner: Owner, at: Date) => {
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(at).slice(0, 7);
    const [row] = await app.database.db
      .select({ used: requestQuotaUsage.used })
      .from(requestQuotaUsage)
      .where(and(eq(requestQuotaUsage.listingId, owner.listing.id), eq(requestQuotaUsage.month, month)));
    return row?.used ?? 0;
  };
  const setUsed = (owner: Owner, used: number) =>
    app.database.db.update(requestQuotaUsage).set({ used }).where(eq(requestQuotaUsage.listingId, owner.listing.id));

  it('refuses to send, import or take the hook for an account that never started its trial (402 SUBSCRIPTION_REQUIRED)', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RelayNoTrial');
    // The trial still to take opens the screen, not the sending.
    const screen = await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/requests/settings' });
    expect(screen.statusCode).toBe(200);
    const { hookUrl } = screen.json();
    const contact = { name: 'Marie', email: uniqueEmail() };
    const refusals = [
      await askByMail(owner, [contact]),
      await injectAs(app, owner, {
        method: 'POST',
        url: '/api/reviews/private/requests/import',
        payload: { csv: `Nom;E-mail\nMarie;${contact.email}\n`, channel: 'email', basis: 'customer' },
      }),
      await app.inject({
        method: 'POST',
        url: new URL(hookUrl).pathname,
        payload: { contacts: [contact], channel: 'email', basis: 'customer' },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: expect.stringContaining('abonnement') });
    }
    expect(await requestsOf(owner)).toEqual([]);

    await injectAs(app, owner, { method: 'POST', url: '/api/subscriptions/private/trial/activate' });
    const sent = await askByMail(owner, [contact]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ queued: 1, postponed: 0, refused: [] });
  });

  it('sends no reminder once the subscription no longer gives access', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RelayLapsed', { trial: true });
    const email = uniqueEmail();
    expect((await askByMail(owner, [{ name: 'Oublie', email }])).statusCode).toBe(200);
    await app.jobs.idle();
    expect(await mailsTo(email)).toHaveLength(1);
    await app.database.db.update(subscriptions).set({ status: 'CANCELLED' }).where(eq(subscriptions.userId, owner.user.id));

    clock = () => new Date(Date.now() + 6 * DAY_MS);
    await app.reviewRequests.sweep();
    await app.jobs.idle();
    expect(await mailsTo(email)).toHaveLength(1);
    const [request] = await requestsOf(owner);
    expect(request.remindedAt).toBeNull();
  });

  it('counts a reminder in the month’s quota, and sends none once the quota is used up', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RelayReminderQuota', { trial: true });
    // The 5th of last month: the quota's Paris month holds the send and its reminder a week later.
    const sentAt = lastMonth(5);
    clock = () => sentAt;
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const sent = await askByMail(owner, [
      { name: 'Un', email: first },
      { name: 'Deux', email: second },
    ]);
    expect(sent.json()).toMatchObject({ queued: 2 });
    await app.jobs.idle();
    expect(await usedOf(owner, sentAt)).toBe(2);
    // One place left for two due reminders.
    await setUsed(owner, REQUEST_MONTHLY_QUOTA.trial - 1);

    const remindAt = lastMonth(12);
    clock = () => remindAt;
    await app.reviewRequests.sweep();
    await app.jobs.idle();
    await app.reviewRequests.sweep();
    await app.jobs.idle();
    expect(await usedOf(owner, remindAt)).toBe(REQUEST_MONTHLY_QUOTA.trial);
    const mails = [...(await mailsTo(first)), ...(await mailsTo(second))];
    expect(mails.filter((mail) => mail.subject.startsWith('Rappel'))).toHaveLength(1);
    const rows = await requestsOf(owner);
    expect(
      rows
        .map((row) => ({ reminded: row.remindedAt !== null, refusal: row.refusal }))
        .sort((a, b) => Number(a.reminded) - Number(b.reminded)),
    ).toEqual([
      { reminded: false, refusal: 'QUOTA_REACHED' },
      { reminded: true, refusal: null },
    ]);
  });

  it('queues exactly as many as the places left when twenty sends race for three', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RelayQuotaRace', { trial: true });
    const at = lastMonth(15);
    clock = () => at;
    expect((await askByMail(owner, [{ name: 'Premier', email: uniqueEmail() }])).statusCode).toBe(200);
    await setUsed(owner, REQUEST_MONTHLY_QUOTA.trial - 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const response = await askByMail(owner, [{ name: `Client ${index}`, email: uniqueEmail() }]);
        expect(response.statusCode).toBe(200);
        return response.json() as SendRequestsAnswer;
      }),
    );
    await app.jobs.idle();
    expect(answers.reduce((sum, answer) => sum + answer.queued, 0)).toBe(3);
    expect(answers.flatMap((answer) => answer.refused)).toEqual(Array.from({ length: 17 }, () => ({ index: 0, code: 'QUOTA_REACHED' })));
    expect(await usedOf(owner, at)).toBe(REQUEST_MONTHLY_QUOTA.trial);
    expect((await requestsOf(owner)).filter((row) => row.status !== 'refused')).toHaveLength(4);
  });
  it('sends SMS only to French, overseas and EU/EEA numbers unless the operator widens the list', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RelaySmsCountries', { trial: true });
    // A Monday at 11:00 in Paris: inside the sending hours.
    clock = () => new Date('2026-11-30T10:00:00Z');
    const contacts = [
      { name: 'Paris', phone: '06 12 34 56 21' },
      { name: 'Réunion', phone: '+262 692 12 34 56' },
      { name: 'Guadeloupe', phone: '+590 690 12 34 56' },
      { name: 'Nouméa', phone: '+687 75 12 34' },
      { name: 'Berlin', phone: '+49 151 23456789' },
      { name: 'Londres', phone: '+44 7400 123456' },
      { name: 'New York', phone: '+1 201 555 0123' },
      { name: 'Moroni', phone: '+269 321 23 45' },
    ];
    const response = await injectAs(app, owner, {
      method: 'POST',
      url: '/api/reviews/private/requests',
      payload: { contacts, channel: 'sms', basis: 'consent' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      queued: 5,
      postponed: 0,
      refused: [5, 6, 7].map((index) => ({ index, code: 'COUNTRY_FORBIDDEN' })),
    });
    const refused = (await requestsOf(owner)).filter((row) => row.status === 'refused');
    expect(refused.map((row) => [row.name, row.refusal])).toEqual(
      expect.arrayContaining([
        ['Londres', 'COUNTRY_FORBIDDEN'],
        ['New York', 'COUNTRY_FORBIDDEN'],
        ['Moroni', 'COUNTRY_FORBIDDEN'],
      ]),
    );
    // By e-mail, the number does not matter.
    const byMail = await askByMail(owner, [{ name: 'Londres', email: uniqueEmail(), phone: '+44 7400 123457' }]);
    expect(byMail.json()).toMatchObject({ queued: 1, refused: [] });

    // An operator who serves British customers adds GB.
    const widened = requestsOnClock(app, () => clock(), readSmsCountries({ SMS_ALLOWED_COUNTRIES: 'GB' }));
    const answer = await widened.send(
      owner.listing.id,
      { contacts: [{ name: 'Leeds', phone: '+44 7400 123458' }], channel: 'sms', basis: 'consent' },
      'trial',
    );
    expect(answer).toEqual({ queued: 1, postponed: 0, refused: [] });
    await app.jobs.idle();
  });
  it('refuses links, e-mail addresses and phone numbers in the owner’s sentence and the business name (400 LINK_FORBIDDEN)', async () => {
    const owner = await syncedOwner(app, 'https://maps.app.goo.gl/RelayLinks', { trial: true });
    for (const [sentence, link] of [
      ['Votre avis compte : https://exemple.fr/avis', 'https://exemple.fr/avis'],
      ['Retrouvez-nous sur www.exemple.com', 'www.exemple.com'],
      ['Notre site : exemple[.]fr', 'exemple[.]fr'],
      ['Une question ? contact@exemple.fr', 'contact@exemple.fr'],
      ['Rappelez-nous au 08 99 12 34 56', '08 99 12 34 56'],
    ]) {
      const refused = await saveSentence(app, owner, sentence);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'LINK_FORBIDDEN', link, message: expect.stringContaining('lien') });
    }
    expect((await saveSentence(app, owner, 'Merci de votre visite.Il nous tarde de vous revoir.')).statusCode).toBe(200);

    // A business name carrying a link (or a sentence saved before the rule) stops the send before anyone is asked.
    await app.database.db.update(listings).set({ name: 'Boulangerie exemple.fr' }).where(eq(listings.id, owner.listing.id));
    const refused = await askByMail(owner, [{ name: 'Marie', email: uniqueEmail() }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'LINK_FORBIDDEN', link: 'exemple.fr' });
    await app.database.db.update(listings).set({ name: owner.listing.name }).where(eq(listings.id, owner.listing.id));
    await app.database.db
      .update(reviewRequestSettings)
      .set({ customSentence: 'Appelez le 06 12 34 56 78' })
      .where(eq(reviewRequestSettings.listingId, owner.listing.id));
    expect((await askByMail(owner, [{ name: 'Marie', email: uniqueEmail() }])).json()).toMatchObject({ code: 'LINK_FORBIDDEN' });
    expect(await requestsOf(owner)).toEqual([]);
  });
});
