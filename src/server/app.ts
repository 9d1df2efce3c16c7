import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createSmtpTransport, type MailTransport } from './adapters/mail/mail-transport';
import { errorHandler } from './plugins/error-handler';
import { spa } from './plugins/spa';
import multipart from '@fastify/multipart';
import { createFirebaseIdentity } from './adapters/identity/firebase-identity';
import type { IdentityProvider } from './adapters/identity/identity-provider';
import { createLocalFileStorage, type FileStorage } from './adapters/storage/local-file-storage';
import { authRoutes } from './modules/auth/routes';
import { createOtpService, type OtpService } from './modules/auth/otp-service';
import { createMailThrottle, type MailThrottle } from './modules/auth/mail-throttle';
import { BODY_LIMITS, limits } from './plugins/limits';
import { requestSerializer } from './plugins/request-log';
import { healthRoutes } from './modules/health/routes';
import { uploadsRoutes } from './modules/users/picture-routes';
import { usersRoutes } from './modules/users/routes';
import { createUsersService, type UsersService } from './modules/users/service';
import { yupValidation } from './plugins/yup-validation';
import { activeAdapters } from './modules/health/service';
import { createMapsProvider } from './adapters/maps';
import type { MapsProvider } from './adapters/maps/maps-provider';
import { onboardingRoutes } from './modules/onboarding/routes';
import { createOnboardingService, type OnboardingService } from './modules/onboarding/service';
import { reviewsRoutes } from './modules/reviews/routes';
import { createReviewsService, type ReviewsService } from './modules/reviews/service';
import { createSyncService, type SyncService } from './modules/sync/sync-service';
import { registerPrivate } from './plugins/authenticate';
import { realtime } from './plugins/realtime';
import type { PaymentsProvider } from './adapters/payments/payments-provider';
import { createDisabledPayments, createStripePayments } from './adapters/payments/stripe-payments';
import { paymentsRoutes } from './modules/payments/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { createSubscriptionsService, type SubscriptionsService } from './modules/subscriptions/service';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: DatabaseHandle;
    mail: MailTransport;
    identity: IdentityProvider;
    storage: FileStorage;
    otp: OtpService;
    mailThrottle: MailThrottle;
    users: UsersService;
    maps: MapsProvider;
    onboarding: OnboardingService;
    reviews: ReviewsService;
    sync: SyncService;
    payments: PaymentsProvider;
    subscriptions: SubscriptionsService;
    /** Every route as registered, for documentation and for the "no private route forgets auth" test. */
    registeredRoutes: { method: string; url: string }[];
  }
}

function contentSecurityPolicy(config: ServerConfig) {
  const emulator = config.identity.emulatorHost;
  const emulatorOrigins = emulator ? [`http://${emulator}`, `http://${emulator.replace('127.0.0.1', 'localhost')}`] : [];
  const firebase = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  return {
    directives: {
      defaultSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:', ...firebase, ...emulatorOrigins],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", 'https://apis.google.com'],
      frameSrc: ["'self'", 'https://*.firebaseapp.com', ...emulatorOrigins],
      // Local runs are plain http: upgrading would break every request.
      upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    },
  };
}

/** A hop count trusts that many proxies nearest the server (what Fastify does with a number, which its types omit). */
function trustedProxies(trust: ServerConfig['trustProxy']) {
  if (trust === null) return false;
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Builds the whole server: outside services first, then plugins, then routes.
 * `main.ts` and every test build it the same way.
 */
export async function buildApp(config: ServerConfig, { logStream }: { logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestSerializer }, stream: logStream },
    // Routes that take more say so (the Stripe webhook); the upload route has its own file limit.
    bodyLimit: BODY_LIMITS.form,
    // Behind a proxy, the client's address comes from X-Forwarded-For, believed only from the configured proxies.
    trustProxy: trustedProxies(config.trustProxy),
  });

  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });

  const database = await openDatabase(config.database);
  const mail = createSmtpTransport(config.mail.smtpUrl, config.mail.from);
  const identity = createFirebaseIdentity(config.identity);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mail', mail);
  app.decorate('identity', identity);
  app.decorate('storage', createLocalFileStorage(config.uploadsDir));
  app.decorate('otp', createOtpService({ db: database.db, secret: config.secret }));
  app.decorate('mailThrottle', createMailThrottle({ db: database.db, limit: config.rateLimits['mail-address'] }));
  app.decorate('users', createUsersService(database.db, identity));
  const maps = createMapsProvider(config);
  app.decorate('maps', maps);
  app.decorate('onboarding', createOnboardingService(database.db));
  app.decorate('reviews', createReviewsService(database.db));
  app.decorate('payments', config.stripe ? createStripePayments(config.stripe) : createDisabledPayments());
  app.decorate('subscriptions', createSubscriptionsService(database.db, config.trialDurationMs));
  await app.register(realtime, { recheckMs: config.socketRecheckMs });
  const sync = createSyncService({
    db: database.db,
    maps,
    realtime: app.realtime,
    retryDelaysMs: config.syncRetryDelaysMs,
    cooldownMs: config.syncCooldownMs,
    log: app.log,
  });
  app.decorate('sync', sync);
  // Jobs a previous process left running carry on; on close each finishes its page first.
  app.addHook('onReady', async () => {
    await sync.resumeAll().catch((error: unknown) => app.log.error({ err: error }, 'could not resume synchronisations'));
  });
  app.addHook('preClose', () => sync.stop());
  app.addHook('onClose', async () => {
    mail.close();
    await identity.close();
    await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Social sign-in popups talk back to their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(errorHandler);
  await app.register(yupValidation);
  await app.register(limits, { rateLimits: config.rateLimits });
  await app.register(multipart);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(uploadsRoutes);
      await api.register(authRoutes, { prefix: '/users/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await registerPrivate(api, '/users/private', onboardingRoutes);
      await api.register(reviewsRoutes, { prefix: '/reviews' });
      await registerPrivate(api, '/subscriptions/private', subscriptionsRoutes);
      await api.register(paymentsRoutes, { prefix: '/payments' });
    },
    { prefix: '/api' },
  );
  await app.register(spa, { staticDir: config.staticDir });

  app.log.info({ adapters: activeAdapters(app) }, 'active adapters');
  return app;
}
