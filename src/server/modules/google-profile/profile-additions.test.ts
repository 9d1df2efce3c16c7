import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { lastDays, sumByMonth, sumRows } from '../../adapters/google-profile/period-sums';
import { listings } from '../../db/schema';
import { injectAs, setUpOwner } from '../../test-emulator';
import { digestMail, holidayLine } from '../digest/digest-mail';
import { buildTestApp } from '../../test-helpers';
import { monthBefore } from './figures';
import {
  apiAs,
  connectToGoogle,
  memberWith,
  ownerWithProfile,
  profileLocationOf,
  standInOf,
  testClockFile,
  type TestUser,
} from './test-profile';

/** The smallest PNG and JPEG a browser would send (the server reads the first bytes only). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF', 'ascii'), Buffer.alloc(4), Buffer.from('WEBP', 'ascii'), Buffer.alloc(64, 1)]);

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----bonavis-profile-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe("the Google profile's drafts, photo uploads, holiday reminder and figures (offline stand-in)", () => {
  const clock = testClockFile();
  let app: FastifyInstance;
  let owner: TestUser;
  let viewer: TestUser;
  let connected: number;
  let notConnected: number;
  let api: ReturnType<typeof apiAs>;
  const at = (iso: string) => clock.move(Date.parse(iso) - Date.now());
  const on = (path: string, listingId = connected) => `/locations/private/${listingId}/${path}?location=${listingId}`;

  beforeAll(async () => {
    app = await buildTestApp({ TEST_CLOCK_FILE: clock.file, PROFILE_POSTS_CHECK_SECONDS: '0' });
    api = apiAs(app);
    let organizationId: number;
    ({ owner, connected, notConnected, organizationId } = await ownerWithProfile(app));
    viewer = await memberWith(app, organizationId, 'viewer', [connected]);
  });
  afterAll(() => app.close());
  afterEach(() => {
    clock.move(0);
    jest.restoreAllMocks();
  });

  it('keeps every new route behind the premium gate', async () => {
    // An organisation whose owner never took the trial: its manager has no access (the trial is the owner's to take).
    const owner = await setUpOwner(app);
    const [place] = await app.database.db.select().from(listings).where(eq(listings.userId, owner.user.id));
    await connectToGoogle(app, place.id);
    const unpaid = await memberWith(app, place.organizationId, 'manager', [place.id]);
    const at = (path: string) => `/locations/private/${place.id}/${path}?location=${place.id}`;
    const answers = [
      await api(unpaid, 'GET', at('hours/reminder')),
      await api(unpaid, 'POST', at('posts/draft'), { kind: 'news', idea: 'Bonjour' }),
      await api(unpaid, 'POST', at('posts'), {
        kind: 'news',
        summary: 'Bonjour',
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
      await injectAs(app, unpaid, { method: 'POST', url: `/api${at('photos/upload')}`, ...multipart(PNG, 'a.png', 'image/png') }),
      await api(unpaid, 'POST', `/reviews/private/1/report-to-google?location=${place.id}`),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(Array(5).fill([402, 'PREMIUM_REQUIRED']));
  });

  describe('the AI draft of a post', () => {
    const draft = (body: object, user = owner) => api(user, 'POST', on('posts/draft'), body);

    it("writes the owner's idea in the establishment's voice, tu or vous, with its signature", async () => {
      const settings = (await api(owner, 'GET', `/reviews/private/ai-settings?location=${connected}`)).json().settings;
      const save = (address: 'tu' | 'vous') =>
        api(owner, 'PUT', `/reviews/private/ai-settings?location=${connected}`, { ...settings, address, signature: 'Marie, au Fournil' });
      expect((await save('vous')).statusCode).toBe(200);
      const formal = await draft({ kind: 'news', idea: 'notre pain au levain est de retour le dimanche' });
      expect(formal.statusCode).toBe(200);
      expect(formal.json().summary).toMatch(
        /^Du nouveau chez .+ ! Notre pain au levain est de retour le dimanche\. .*vous.*\n\nMarie, au Fournil$/s,
      );

      await save('tu');
      const casual = (await draft({ kind: 'news', idea: 'notre pain au levain est de retour le dimanche' })).json().summary;
      expect(casual).toMatch(/t’accueillir/);
      expect(casual).not.toMatch(/\bvous\b/);
    });

    it('refuses an idea trading for a review, an empty or long idea, another kind and a viewer', async () => {
      const incentive = await draft({ kind: 'offer', idea: 'un café offert contre un avis 5 étoiles' });
      expect(incentive.json()).toMatchObject({ statusCode: 400, code: 'INCENTIVE_FORBIDDEN' });
      for (const body of [
        { kind: 'news', idea: '' },
        { kind: 'news', idea: 'a'.repeat(501) },
        { kind: 'alert', idea: 'Bonjour' },
        { kind: 'news' },
      ]) {
        const refused = await draft(body);
        expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_ERROR']);
      }
      expect((await draft({ kind: 'news', idea: 'Bonjour' }, viewer)).json().code).toBe('ROLE_FORBIDDEN');
    });

    it('calls unusable a text from the model that asks for reviews', async () => {
      jest.spyOn(app.aiProvider, 'writePost').mockResolvedValue('Laissez-nous un avis et gagnez un croissant offert !');
      const answer = await draft({ kind: 'news', idea: 'les croissants du matin' });
      expect([answer.statusCode, answer.json().code]).toEqual([502, 'AI_INVALID_OUTPUT']);
    });
  });

  describe("a photo's bytes", () => {
    const upload = (file: Buffer, name: string, type: string, user = owner, listingId = connected) =>
      injectAs(app, user, { method: 'POST', url: `/api${on('photos/upload', listingId)}`, ...multipart(file, name, type) });

    it('stores a PNG, then Google (the stand-in) lists the photo from its address, and a post carries it', async () => {
      const uploaded = await upload(PNG, 'vitrine.png', 'image/png');
      expect(uploaded.statusCode).toBe(201);
      const { url } = uploaded.json();
      expect(url).toMatch(new RegExp(`^${app.config.publicUrl}/api/uploads/[0-9a-f-]{36}\\.png$`));
      const served = await app.inject({ method: 'GET', url: url.slice(app.config.publicUrl.length) });
      expect([served.statusCode, served.rawPayload.equals(PNG)]).toEqual([200, true]);

      const photo = await api(owner, 'POST', on('photos'), { sourceUrl: url, category: 'FOOD_AND_DRINK' });
      expect(photo.statusCode).toBe(201);
      expect(photo.json()).toMatchObject({ category: 'FOOD_AND_DRINK', googleUrl: url });
      expect((await api(owner, 'GET', on('photos'))).json().items).toContainEqual(photo.json());

      const post = await api(owner, 'POST', on('posts'), { kind: 'news', summary: 'La vitrine de Noël est prête.', photoUrl: url });
      expect(post.statusCode).toBe(201);
      expect(post.json()).toMatchObject({ state: 'live', photoUrl: url });
    });

    it('refuses another image kind, no multipart, a viewer, an establishment not connected, and an address not stored', async () => {
      expect((await upload(GIF, 'a.gif', 'image/gif')).json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_IMAGE' });
      expect((await upload(WEBP, 'a.webp', 'image/webp')).json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_IMAGE' });
      expect((await api(owner, 'POST', on('photos/upload'), { file: 'x' })).json()).toMatchObject({
        statusCode: 415,
        code: 'MULTIPART_REQUIRED',
      });
      expect((await upload(PNG, 'a.png', 'image/png', viewer)).json().code).toBe('ROLE_FORBIDDEN');
      expect((await upload(PNG, 'a.png', 'image/png', owner, notConnected)).json().code).toBe('GOOGLE_NOT_CONNECTED');
      const tooLarge = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
      expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'FILE_TOO_LARGE']);

      const missing = `${app.config.publicUrl}/api/uploads/00000000-0000-4000-8000-000000000000.png`;
      const refused = await api(owner, 'POST', on('photos'), { sourceUrl: missing, category: 'EXTERIOR' });
      expect(refused.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', fields: { sourceUrl: expect.any(String) } });
      const elsewhere = await api(owner, 'POST', on('posts'), {
        kind: 'news',
        summary: 'Bonjour',
        photoUrl: 'http://example.fr/api/uploads/00000000-0000-4000-8000-000000000000.png',
      });
      expect(elsewhere.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', fields: { photoUrl: expect.any(String) } });
    });
  });

  describe('the holiday reminder', () => {
    const reminder = (user = owner, listingId = connected) => api(user, 'GET', on('hours/reminder', listingId));

    it('names the next holiday without special hours, then the one after once it has some', async () => {
      at('2026-12-20T10:00:00Z');
      expect((await reminder()).json()).toEqual({ holiday: { date: '2026-12-25', name: 'Noël' } });
      // A viewer sees it too.
      expect((await reminder(viewer)).json()).toEqual({ holiday: { date: '2026-12-25', name: 'Noël' } });

      const hours = (await api(owner, 'GET', on('hours'))).json();
      const saved = await api(owner, 'PUT', on('hours'), { regular: hours.regular, special: [{ date: '2026-12-25', closed: true }] });
      expect(saved.statusCode).toBe(200);
      expect((await reminder()).json()).toEqual({ holiday: { date: '2027-01-01', name: "Jour de l'an" } });
    });

    it('puts the same line in the weekly digest of an establishment connected, and none in another', async () => {
      const day = new Date('2026-12-20T10:00:00Z');
      at(day.toISOString());
      const member = { id: owner.user.id, email: owner.email };
      const listingOf = async (id: number) => (await app.database.db.select().from(listings).where(eq(listings.id, id)))[0];
      const content = await app.weeklyDigest.contentOf(member, await listingOf(connected), day);
      // Christmas has its special hours since the test above: the next one is New Year's Day.
      expect(content.holiday).toEqual({ date: '2027-01-01', name: "Jour de l'an" });
      const mail = digestMail(content, [content]);
      expect(mail.text).toContain("Le 1er janvier approche : vos horaires ? (Jour de l'an)");
      expect(mail.text).toContain(`${app.config.publicUrl}/google-profile`);
      const other = await app.weeklyDigest.contentOf(member, await listingOf(notConnected), day);
      expect(other.holiday).toBeNull();
      expect(digestMail(other, [other]).text).not.toContain('approche : vos horaires ?');
    });

    it('follows Easter: Ascension 2027 is on 6 May; nothing near in June, without asking Google', async () => {
      at('2027-05-03T10:00:00Z');
      expect((await reminder()).json()).toEqual({ holiday: { date: '2027-05-06', name: 'Ascension' } });
      at('2026-06-01T10:00:00Z');
      const read = jest.spyOn(standInOf(app), 'getHours');
      expect((await reminder()).json()).toEqual({ holiday: null });
      expect(read).not.toHaveBeenCalled();
      expect((await reminder(owner, notConnected)).json().code).toBe('GOOGLE_NOT_CONNECTED');
    });
  });

  describe('the figures', () => {
    it("gives the previous period, 12 months and the keywords, each the sum of the stand-in's daily rows", async () => {
      at('2026-12-20T10:00:00Z');
      const answer = await api(owner, 'GET', `/dashboards/private/profile?period=30d&location=${connected}`);
      expect(answer.statusCode).toBe(200);
      const figures = answer.json();
      const { current, previous } = lastDays(30, '2026-12-20');
      const location = profileLocationOf(connected);
      const standIn = standInOf(app);

      // The period: the sum of its days, and each day of the chart one of those rows.
      const days = await standIn.fetchDailyMetrics(location, current);
      expect(figures.range).toEqual(current);
      expect(figures.totals).toEqual(sumRows(days).totals);
      expect(figures.days.map((day: { impressions: number }) => day.impressions)).toEqual(days.map((row) => sumRows([row]).impressions));
      expect(figures.days.reduce((sum: number, day: { impressions: number }) => sum + day.impressions, 0)).toBe(figures.impressions);
      // The period before, summed the same way.
      const before = sumRows(await standIn.fetchDailyMetrics(location, previous));
      expect(figures.previous).toEqual({ totals: before.totals, impressions: before.impressions });
      // Twelve months up to yesterday, the current one cut at yesterday.
      const monthRows = await standIn.fetchDailyMetrics(location, { from: '2026-01-01', to: '2026-12-19' });
      expect(figures.months.map((month: { month: string }) => month.month)).toEqual(
        Array.from({ length: 12 }, (_, index) => monthBefore('2026-12', 11 - index)),
      );
      expect(figures.months).toEqual(sumByMonth(monthRows).map(({ month, totals, impressions }) => ({ month, totals, impressions })));
      // November's top search terms, most first, as Google gives them (small counts as a bound).
      const keywords = await standIn.fetchMonthlyKeywords(location, { from: '2026-11', to: '2026-11' });
      expect(figures.keywords.length).toBe(Math.min(10, keywords.length));
      expect(figures.keywords[0]).toEqual({
        keyword: keywords[0].keyword,
        // The most searched term has a count; only small ones come as a bound.
        impressions: keywords[0].impressions,
        fewerThan: false,
      });
      expect(figures.keywords.map((keyword: { impressions: number }) => keyword.impressions)).toEqual(
        [...figures.keywords.map((keyword: { impressions: number }) => keyword.impressions)].sort((a, b) => b - a),
      );
    });
  });
});

describe('the monthly report', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PROFILE_POSTS_CHECK_SECONDS: '0' });
  });
  afterAll(() => app.close());

  /** The PDF's text, page by page, its spaces made plain. */
  async function pagesOf(pdf: Buffer): Promise<string[]> {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
    return text.map((page) => page.replace(/[\s\u00a0\u202f]+/g, ' '));
  }

  it("adds a « Profil Google » page for a connected establishment, its figures the sums of November's days", async () => {
    const { connected, notConnected } = await ownerWithProfile(app);
    const listingOf = async (id: number) => (await app.database.db.select().from(listings).where(eq(listings.id, id)))[0];
    const location = profileLocationOf(connected);
    const standIn = standInOf(app);
    const november = sumRows(await standIn.fetchDailyMetrics(location, { from: '2026-11-01', to: '2026-11-30' }));
    const month = await app.googleProfile!.monthReport(connected, '2026-11');
    expect(month).toMatchObject({
      calls: november.totals.CALL_CLICKS,
      directions: november.totals.BUSINESS_DIRECTION_REQUESTS,
      websiteClicks: november.totals.WEBSITE_CLICKS,
      impressions: november.impressions,
    });
    expect(month!.keywords.length).toBeGreaterThan(0);

    const pages = await pagesOf(
      await app.dashboard.monthlyReport(await listingOf(connected), '2026-11', 'fr', new Date('2026-12-02T08:00:00Z')),
    );
    const page = pages.at(-1)!;
    expect(page).toContain('Profil Google');
    expect(page).toContain('Demandes d’itinéraire');
    expect(page).toContain(month!.keywords[0].keyword);
    const withoutGoogle = await pagesOf(
      await app.dashboard.monthlyReport(await listingOf(notConnected), '2026-11', 'fr', new Date('2026-12-02T08:00:00Z')),
    );
    expect(withoutGoogle).toHaveLength(pages.length - 1);
    expect(withoutGoogle.join(' ')).not.toContain('Profil Google');
  });
});

describe('the reminder line', () => {
  it('words the date as the app does: « Le 25 décembre approche : vos horaires ? »', () => {
    expect(holidayLine({ date: '2026-12-25', name: 'Noël' })).toBe('Le 25 décembre approche : vos horaires ? (Noël)');
    expect(holidayLine({ date: '2027-05-06', name: 'Ascension' }, 'https://app.bonavis.fr/google-profile')).toBe(
      'Le 6 mai approche : vos horaires ? (Ascension) Vos horaires sur Google : https://app.bonavis.fr/google-profile',
    );
  });
});
