import type { FastifyInstance } from 'fastify';
import { boolean, number, object, string } from 'yup';
import { listingUrlSchema } from '../../../shared/validation/onboarding-schemas';
import { demoCoverSvg } from '../../adapters/maps/demo-maps';
import { registerPrivate } from '../../plugins/authenticate';
import { AppError } from '../../plugins/error-handler';
import { publicJob } from '../sync/sync-service';
import { lookUpListing } from './listing-lookup';
import { toApiLocation, type ReviewFilters } from './service';

const listQuerySchema = object({
  page: number().integer('validation.page.invalid').min(1, 'validation.page.invalid').max(100_000, 'validation.page.invalid').default(1),
  pageSize: number()
    .integer('validation.pageSize.invalid')
    .min(1, 'validation.pageSize.invalid')
    .max(100, 'validation.pageSize.invalid')
    .default(20),
  rating: number().integer('validation.rating.invalid').min(1, 'validation.rating.invalid').max(5, 'validation.rating.invalid').optional(),
  answered: boolean().optional(),
  unread: boolean().optional(),
});

const MAX_ID = 2_147_483_647;
const idParamsSchema = object({
  id: number()
    .integer('validation.id.invalid')
    .positive('validation.id.invalid')
    .max(MAX_ID, 'validation.id.invalid')
    .required('validation.id.invalid'),
});

/** Listings and reviews (spec §7): the lookup is public, the rest belongs to the signed-in owner. */
export async function reviewsRoutes(app: FastifyInstance) {
  app.post<{ Body: { url: string } }>(
    '/resolve-original-url',
    { schema: { body: listingUrlSchema }, config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
    async (request) => ({ ...(await lookUpListing(app.maps, request.body.url)), demo: app.maps.kind === 'demo' }),
  );

  // Covers of the demonstration listings, drawn on the fly.
  app.get<{ Params: { name: string } }>(
    '/demo-covers/:name',
    {
      schema: {
        params: object({
          name: string()
            .matches(/^[\w-]+\.svg$/, 'validation.file.invalid')
            .required(),
        }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(demoCoverSvg(request.params.name.replace(/\.svg$/, ''), app.config.publicUrl)),
  );

  await registerPrivate(app, '/private', async (owner) => {
    const locationOf = async (uid: string) => {
      const user = await app.users.requireByUid(uid);
      const location = await app.reviews.locationOf(user.id);
      if (!location) throw new AppError(404, 'LOCATION_NOT_FOUND', 'No listing is linked to this account yet');
      return location;
    };

    owner.get('/location', async (request) => {
      const location = await locationOf(request.identity.uid);
      const job = await app.sync.latestJob(location.id);
      return { ...toApiLocation(location), demo: app.maps.kind === 'demo', synchronization: job && publicJob(job) };
    });

    owner.patch('/init-synchronization', async (request) => publicJob(await app.sync.begin((await locationOf(request.identity.uid)).id)));

    owner.get<{ Querystring: ReviewFilters }>('/', { schema: { querystring: listQuerySchema } }, async (request) =>
      app.reviews.list((await locationOf(request.identity.uid)).id, request.query),
    );

    owner.patch<{ Params: { id: number } }>('/:id/read', { schema: { params: idParamsSchema } }, async (request) => {
      const review = await app.reviews.markRead((await locationOf(request.identity.uid)).id, request.params.id);
      if (!review) throw new AppError(404, 'REVIEW_NOT_FOUND', 'Review not found');
      return review;
    });
  });
}
