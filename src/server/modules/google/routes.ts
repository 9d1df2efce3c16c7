import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GoogleConnection, GoogleConsentStart } from '../../../shared/api/google';
import { AppError } from '../../errors';
import { hasSubscriptionAccess } from '../subscriptions';
import { BODY_LIMITS } from '../../plugins/limits';
import { listingOf } from '../../plugins/authenticate';
import { route } from '../../plugins/route';

const UNAVAILABLE: GoogleConnection = {
  available: false,
  demo: false,
  status: 'disconnected',
  account: null,
  location: null,
  candidates: [],
  lastSuccessAt: null,
  problem: null,
};

/**
 * The Google Business Profile connection, under /users/private: the consent's address, its return
 * (`/oauth/redirect/handler` with the code and state Google sent back), the location pick and
 * disconnection. A change of connection re-reads the reviews from the new source at once.
 */
export async function googleRoutes(app: FastifyInstance) {
  const google = () => {
    if (!app.google) throw new AppError(503, 'GOOGLE_NOT_CONFIGURED', 'Google Business Profile is not configured on this server');
    return app.google;
  };
  // A real change of source re-reads the reviews at once; choosing the location already in use changes nothing.
  const resync = async (request: FastifyRequest, connection: GoogleConnection, sourceChanged = true) => {
    const fullHistory = hasSubscriptionAccess(request.ownerSubscriptions);
    if (sourceChanged) await app.sync.begin(listingOf(request), { fullHistory, sourceChanged });
    return connection;
  };

  route(app, 'googleConnection', async (request): Promise<GoogleConnection> =>
    app.google ? app.google.connections.status(listingOf(request).id) : UNAVAILABLE,
  );

  route(app, 'startGoogleConsent', { bodyLimit: BODY_LIMITS.signIn }, async (request): Promise<GoogleConsentStart> => ({
    url: await google().connections.startConsent(request.owner.id, listingOf(request).id, request.owner.email),
  }));

  route(app, 'completeGoogleConsent', { bodyLimit: BODY_LIMITS.signIn }, async (request) => {
    const listing = listingOf(request);
    const before = await google().connections.status(listing.id);
    const connection = await google().connections.complete(request.owner.id, listing, request.body.code, request.body.state);
    if (connection.status !== 'connected') return connection;
    // Connecting again to the location already in use is no change of source.
    const sameSource = before.status === 'connected' && before.location?.name === connection.location?.name;
    return resync(request, connection, !sameSource);
  });

  route(app, 'chooseGoogleLocation', { bodyLimit: BODY_LIMITS.signIn }, async (request) => {
    const before = await google().connections.status(listingOf(request).id);
    const chosen = await google().connections.chooseLocation(listingOf(request).id, request.body.name);
    return resync(request, chosen, before.location?.name !== chosen.location?.name);
  });

  route(app, 'disconnectGoogle', async (request) => {
    const connected = await google().connections.isConnected(listingOf(request).id);
    const connection = await google().connections.disconnect(listingOf(request).id);
    return connected ? resync(request, connection) : connection;
  });
}
