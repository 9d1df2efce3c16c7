import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { reviewGoogleReports, reviews, reviewVersions } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { apiAs, memberWith, ownerWithProfile, type TestUser } from './test-profile';

describe('reporting a review to Google', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let connected: number;
  let notConnected: number;
  let organizationId: number;
  let api: ReturnType<typeof apiAs>;

  const aReview = async (listingId: number, source: 'google' | 'tripadvisor' = 'google') => {
    const [row] = await app.database.db
      .insert(reviews)
      .values({
        listingId,
        source,
        externalId: `report-${Math.random().toString(36).slice(2)}`,
        authorName: 'Compte Inconnu',
        reviewRate: 1,
        date: new Date('2026-11-30T09:00:00Z'),
      })
      .returning({ id: reviews.id });
    // The copy Bonavis saw, as the sync records it: the evidence file has a row per copy.
    await app.database.db.insert(reviewVersions).values({ reviewId: row.id, reviewRate: 1 });
    return row.id;
  };
  const report = (user: TestUser, reviewId: number, listingId = connected) =>
    api(user, 'POST', `/reviews/private/${reviewId}/report-to-google?location=${listingId}`);

  beforeAll(async () => {
    app = await buildTestApp({ PROFILE_POSTS_CHECK_SECONDS: '0' });
    api = apiAs(app);
    ({ owner, connected, notConnected, organizationId } = await ownerWithProfile(app));
  });
  afterAll(() => app.close());

  it("answers Google's tool and logs « Signalé à Google » with the time and the member in the evidence file", async () => {
    const reviewId = await aReview(connected);
    const before = Date.now();
    const answer = await report(owner, reviewId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ url: app.config.reviewReportUrl });

    const [logged] = await app.database.db.select().from(reviewGoogleReports).where(eq(reviewGoogleReports.reviewId, reviewId));
    expect(logged.userId).toBe(owner.user.id);
    expect(logged.reportedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const csv = await api(owner, 'GET', `/reviews/private/evidence?ids=${reviewId}&format=csv&language=fr&location=${connected}`);
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toContain(';signalé à Google;');
    expect(row).toContain(`;${logged.reportedAt.toISOString()} (${logged.memberName});`);
    const pdf = await api(owner, 'GET', `/reviews/private/evidence?ids=${reviewId}&format=pdf&language=fr&location=${connected}`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it("refuses a viewer, another establishment's review and a review from another source", async () => {
    const reviewId = await aReview(connected);
    const viewer = await memberWith(app, organizationId, 'viewer', [connected]);
    expect((await report(viewer, reviewId)).json()).toMatchObject({ statusCode: 403, code: 'ROLE_FORBIDDEN' });
    expect((await report(owner, reviewId, notConnected)).json()).toMatchObject({ statusCode: 404, code: 'REVIEW_NOT_FOUND' });
    const tripadvisor = await aReview(connected, 'tripadvisor');
    expect((await report(owner, tripadvisor)).json()).toMatchObject({ statusCode: 404, code: 'REVIEW_NOT_FOUND' });
    expect((await api(owner, 'POST', `/reviews/private/abc/report-to-google?location=${connected}`)).statusCode).toBe(400);
    expect(await app.database.db.select().from(reviewGoogleReports).where(eq(reviewGoogleReports.reviewId, reviewId))).toEqual([]);
  });
});
