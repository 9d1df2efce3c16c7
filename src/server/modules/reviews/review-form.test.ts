import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ReviewRequestState } from '../../../shared/api/review-requests';
import { demoPlaceId } from '../../adapters/maps/demo-maps';
import { listings } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { injectAs } from '../../test-emulator';
import { reviewUrlOf } from './review-form';
import { syncedOwner } from './test-listing';

const MAPS_PAGE = 'https://www.google.com/maps/place/Boulangerie/data=!4m6!3m5!1s0x47e66e1f06e2b70f:0x40b82c3688c9460';

describe("the link that asks a customer for a review (Google's form)", () => {
  it("leads to Google's review form by Google's place id, whatever id the maps provider keeps", () => {
    // SerpApi keeps its data_id as the provider id; Google's form takes only the place id kept beside it.
    expect(
      reviewUrlOf({ googlePlaceId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ', url: MAPS_PAGE, shortUrl: 'https://maps.app.goo.gl/EpisDor123' }),
    ).toBe('https://search.google.com/local/writereview?placeid=ChIJD7fiBh9u5kcRYJSMaMOCCwQ');
    // Business Profile's metadata.placeId is kept the same way, and encoded.
    expect(reviewUrlOf({ googlePlaceId: 'GhIJ+/x y', url: null, shortUrl: 'https://maps.app.goo.gl/X' })).toBe(
      'https://search.google.com/local/writereview?placeid=GhIJ%2B%2Fx%20y',
    );
  });

  it('leads to the listing’s Maps page until a synchronisation gave the place id, its short link without one', () => {
    expect(reviewUrlOf({ googlePlaceId: null, url: MAPS_PAGE, shortUrl: 'https://maps.app.goo.gl/EpisDor123' })).toBe(MAPS_PAGE);
    expect(reviewUrlOf({ googlePlaceId: null, url: null, shortUrl: 'https://maps.app.goo.gl/EpisDor123' })).toBe(
      'https://maps.app.goo.gl/EpisDor123',
    );
  });

  describe('through the app', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ SYNC_COOLDOWN_SECONDS: '0' });
    });
    afterAll(() => app.close());

    it("sends the customers of the listing's link (/r/<slug>, the posters' QR code) to Google's form, the offline one too", async () => {
      const owner = await syncedOwner(app, 'https://maps.app.goo.gl/FormLink1', { trial: true });
      // The demo provider gives a demonstration place id of Google's shape, kept at setup.
      expect(owner.listing.googlePlaceId).toBe(demoPlaceId('FormLink1'));
      const form = `https://search.google.com/local/writereview?placeid=${demoPlaceId('FormLink1')}`;

      const state = (
        await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/requests/settings' })
      ).json<ReviewRequestState>();
      expect(state.reviewFormUrl).toBe(form);
      const link = await app.inject({ method: 'GET', url: new URL(state.link).pathname });
      expect(link.statusCode).toBe(302);
      expect(link.headers.location).toBe(form);
    });

    it('sends them to the Maps page of a listing stored without a place id, then to the form once a sync kept it', async () => {
      const owner = await syncedOwner(app, 'https://maps.app.goo.gl/FormLink2', { trial: true });
      await app.database.db.update(listings).set({ googlePlaceId: null }).where(eq(listings.id, owner.listing.id));
      const state = (
        await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/requests/settings' })
      ).json<ReviewRequestState>();
      const slug = new URL(state.link).pathname;
      expect((await app.inject({ method: 'GET', url: slug })).headers.location).toBe(owner.listing.url);

      const next = await injectAs(app, owner, { method: 'PATCH', url: '/api/reviews/private/init-synchronization' });
      expect(next.statusCode).toBe(200);
      await app.sync.idle();
      expect((await app.inject({ method: 'GET', url: slug })).headers.location).toBe(
        `https://search.google.com/local/writereview?placeid=${demoPlaceId('FormLink2')}`,
      );
    });
  });
});
