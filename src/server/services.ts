import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createSmtpTransport, type MailTransport } from './adapters/mail/mail-transport';
import { createFirebaseIdentity } from './adapters/identity/firebase-identity';
import type { IdentityProvider } from './adapters/identity/identity-provider';
import { shareTokenForgetting } from './adapters/identity/shared-token-forgetting';
import { createVerifiedTokenCache, type VerifiedTokenCache } from './adapters/identity/verified-token-cache';
import { createLocalFileStorage, type FileStorage } from './adapters/storage/local-file-storage';
import { createMapsProvider } from './adapters/maps';
import type { MapsProvider } from './adapters/maps/maps-provider';
import type { PaymentsProvider } from './adapters/payments/payments-provider';
import { createPaymentsProvider } from './adapters/payments';
import { createCodeMails, createMailThrottle, createOtpService, type CodeMails, type MailThrottle, type OtpService } from './modules/auth';
import { createOnboardingService, type OnboardingService } from './modules/onboarding';
import { createSubscriptionsService, createTrialAddresses, type SubscriptionsService } from './modules/subscriptions';
import { createPageBudget, createReconciliation, createSyncService, type Reconciliation, type SyncService } from './modules/sync';
import { createClock } from './adapters/test-clock';
import {
  createAccountDeletion,
  createAccountExport,
  createContactDesk,
  createEmailChange,
  createUsersService,
  type AccountDeletion,
  type AccountExport,
  type ContactDesk,
  type EmailChange,
  type UsersService,
} from './modules/users';
import { realtime } from './plugins/realtime';
import { createAiProvider } from './adapters/ai';
import type { AiProvider } from './adapters/ai/ai-provider';
import { createAiService, type AiService } from './modules/ai';
import {
  createNewReviewsChecker,
  createReviewIntegrity,
  createReviewSource,
  createReviewsService,
  type NewReviewsChecker,
  type ReviewIntegrity,
  type ReviewsService,
} from './modules/reviews';
import { createJobQueue } from './jobs';
import type { JobQueue } from './jobs/job-queue';
import { createDashboardService, type DashboardService } from './modules/dashboard';
import { createGameService, createPrizeMails, type GameService, type PrizeMails } from './modules/game';
import { createReviewRequests, type ReviewRequests } from './modules/review-requests';
import { createWeeklyDigest, type WeeklyDigest } from './modules/digest';
import { createSmsSender } from './adapters/sms';
import { createBillingService, type BillingService } from './modules/payments';
import { createBusinessProfileClient, type BusinessProfileClient } from './adapters/google/business-profile';
import { createTokenCipher, keyFromSecret } from './adapters/google/token-cipher';
import { createReviewSources, createSourceAdapters, type ReviewSources } from './modules/review-sources';
import {
  createGoogleConnections,
  createGoogleQuota,
  createGoogleReplies,
  type GoogleConnections,
  type GoogleReplies,
} from './modules/google';
import {
  createFiguresStore,
  createProfileAccess,
  createProfileCallBudget,
  createProfileService,
  createScheduledPosts,
  type ProfileService,
} from './modules/google-profile';
import { createPushSender } from './adapters/push';
import { createAlerts, type Alerts } from './modules/alerts';
import { createWidgets, type Widgets } from './modules/widgets';
import {
  createEstablishmentRooms,
  createActivity,
  createEstablishments,
  createGroups,
  createMembers,
  createOrganizations,
  createRemovedEstablishments,
  type Activity,
  type Establishments,
  type Groups,
  type Members,
  type Organizations,
  type RemovedEstablishments,
} from './modules/organizations';

/**
 * How often removed establishments' histories past their date are deleted. Hourly rather than daily: a schedule
 * restarts with the process, and an instance restarted more often than daily would never run a daily one.
 */
const REMOVED_HISTORY_PURGE_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: DatabaseHandle;
    mail: MailTransport;
    identity: IdentityProvider;
    verifiedTokens: VerifiedTokenCache;
    storage: FileStorage;
    maps: MapsProvider;
    payments: PaymentsProvider;
    billing: BillingService;
    otp: OtpService;
    codes: CodeMails;
    emailChange: EmailChange;
    contactDesk: ContactDesk;
    mailThrottle: MailThrottle;
    users: UsersService;
    accountExport: AccountExport;
    accountDeletion: AccountDeletion;
    onboarding: OnboardingService;
    establishments: Establishments;
    removedEstablishments: RemovedEstablishments;
    reviews: ReviewsService;
    reviewIntegrity: ReviewIntegrity;
    subscriptions: SubscriptionsService;
    sync: SyncService;
    reconciliation: Reconciliation;
    aiProvider: AiProvider;
    ai: AiService;
    newReviews: NewReviewsChecker;
    dashboard: DashboardService;
    game: GameService;
    reviewRequests: ReviewRequests;
    weeklyDigest: WeeklyDigest;
    prizeMails: PrizeMails;
    jobs: JobQueue;
    alerts: Alerts;
    widgets: Widgets;
    organizations: Organizations;
    members: Members;
    /** Each organisation's groups of establishments. */
    groups: Groups;
    /** Each organisation's activity journal. */
    activity: Activity;
    /** Google Business Profile, when configured (Google itself or the demonstration stand-in). */
    google: { client: BusinessProfileClient; connections: GoogleConnections; replies: GoogleReplies } | null;
    /** Each connected establishment's Google profile (hours, posts, photos, figures): Google's APIs or the offline stand-in. */
    googleProfile: ProfileService | null;
    /** TheFork, Tripadvisor and Facebook beside Google: connections, scheduled reads, Facebook's replies (docs/review-sources.md). */
    reviewSources: ReviewSources;
  }
}

/**
 * The app's services: each outside adapter as the configuration chooses it, then the domain
 * services built on them, then their lifecycle (jobs resume when ready, everything closes in order).
 */
export const services = fp(
  async (app: FastifyInstance, { config }: { config: ServerConfig }) => {
    const database = await openDatabase(config.database);
    const { db } = database;
    const identity = createFirebaseIdentity(config.identity);
    const mail = createSmtpTransport(config.mail.smtpUrl, config.mail.from);
    const maps = createMapsProvider(config);
    const aiProvider = createAiProvider(config.ai);
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('identity', identity);
    const tokenCache = createVerifiedTokenCache(identity, { lifetimeMs: config.tokenCacheMs });
    if (config.redisUrl) {
      // Several instances: forgetting an account's tokens must reach all of them.
      const shared = await shareTokenForgetting(tokenCache, config.redisUrl, (error) => app.log.warn({ err: error }, 'token forgetting'));
      app.addHook('onClose', shared.close);
      app.decorate('verifiedTokens', shared.cache);
    } else app.decorate('verifiedTokens', tokenCache);
    app.decorate('mail', mail);
    const storage = createLocalFileStorage(config.uploadsDir);
    app.decorate('storage', storage);
    app.decorate('maps', maps);
    app.decorate('aiProvider', aiProvider);
    const payments = createPaymentsProvider(config);
    app.decorate('payments', payments);

    app.decorate('otp', createOtpService({ db, secret: config.secret }));
    app.decorate(
      'mailThrottle',
      createMailThrottle({ db, limit: config.rateLimits['mail-address'], addressLimit: config.rateLimits['mail-address-total'] }),
    );
    await app.register(realtime, {
      recheckMs: config.socketRecheckMs,
      socketsPerAccount: config.socketsPerAccount,
      redisUrl: config.redisUrl,
      rooms: createEstablishmentRooms(db),
    });
    const jobs = createJobQueue(config, app.log);
    app.decorate('jobs', jobs);

    // Alerts before everything that triggers them (Google, the AI replies, syncs, new reviews); they ask about access.
    const trialAddresses = createTrialAddresses(config.secret);
    const subscriptions = createSubscriptionsService({
      db,
      realtime: app.realtime,
      trialDurationMs: config.trialDurationMs,
      trialAddresses,
    });
    app.decorate('subscriptions', subscriptions);
    // The time of what counts days (the alerts' once-a-day problems, the sync's daily page budget): the real one, or
    // the one a browser test set (TEST_CLOCK_FILE).
    const dayClock = createClock(config.testClockFile);
    const push = createPushSender(config.push);
    app.log.info({ push: push.kind }, 'push alerts');
    const alerts = createAlerts({
      db,
      push,
      jobs,
      subscriptions,
      vapidPublicKey: config.push.vapid?.publicKey ?? null,
      publicUrl: config.publicUrl,
      log: app.log,
      now: dayClock,
    });
    app.decorate('alerts', alerts);

    // Google first: the AI service sends replies through it and the account deletion disconnects it.
    let google: FastifyInstance['google'] = null;
    if (config.google.kind !== 'off') {
      const client = createBusinessProfileClient({ ...config.google, beforeApiCall: createGoogleQuota(db, config.google.quotaPerMinute) });
      const cipher = createTokenCipher(config.google.tokenKeys);
      const connections = createGoogleConnections({ db, client, cipher, demo: config.google.kind === 'demo', log: app.log });
      const replies = createGoogleReplies({
        db,
        connections,
        client,
        jobs,
        realtime: app.realtime,
        alerts,
        retryDelaysMs: config.syncRetryDelaysMs,
        log: app.log,
      });
      google = { client, connections, replies };
    }
    app.decorate('google', google);
    // The profile's calls count in the same per-minute quota as the reviews' (the rows are shared).
    let googleProfile: ProfileService | null = null;
    if (google && config.google.kind !== 'off') {
      const profileAccess = createProfileAccess({
        config: config.google,
        connections: google.connections,
        beforeApiCall: createGoogleQuota(db, config.google.quotaPerMinute),
        // Each account's own daily budget besides, by the day clock as the sync's page budget.
        budget: createProfileCallBudget(db, config.google.profileCallsPerDay, dayClock),
      });
      const posts = createScheduledPosts({ db, access: profileAccess, now: dayClock, log: app.log });
      googleProfile = createProfileService(profileAccess, posts, dayClock, createFiguresStore(db));
      jobs.handle('google-profile-posts', async () => {
        await posts.publishDue();
      });
    }
    app.decorate('googleProfile', googleProfile);

    const organizations = createOrganizations(db, app.realtime);
    app.decorate('organizations', organizations);
    app.decorate('activity', createActivity(db));
    app.decorate('members', createMembers({ db, mail, publicUrl: config.publicUrl, rooms: app.realtime }));
    app.decorate('groups', createGroups({ db, rooms: app.realtime, seen: organizations }));
    const users = createUsersService(db, identity, trialAddresses, { accountsKept: config.accountsKept });
    app.decorate('users', users);
    const codes = createCodeMails({ otp: app.otp, mail, mailThrottle: app.mailThrottle });
    app.decorate('codes', codes);
    app.decorate('emailChange', createEmailChange({ users, codes, mail, identity, verifiedTokens: app.verifiedTokens }));
    app.decorate(
      'contactDesk',
      createContactDesk({ mail, mailThrottle: app.mailThrottle, supportAddress: config.mail.supportAddress, log: app.log }),
    );
    app.decorate('accountExport', createAccountExport(db));
    app.decorate(
      'accountDeletion',
      createAccountDeletion({
        db,
        identity,
        payments,
        storage,
        publicUrl: config.publicUrl,
        trialAddresses,
        organizations,
        disconnectGoogle: google ? (userId) => google.connections.disconnectEstablishmentsOf(userId) : undefined,
      }),
    );
    app.decorate('onboarding', createOnboardingService(db, codes, organizations, app.realtime));
    app.decorate('establishments', createEstablishments(db, subscriptions, app.realtime));
    app.decorate('removedEstablishments', createRemovedEstablishments(db));
    jobs.handle('removed-establishments-purge', async () => {
      await app.removedEstablishments.purge();
    });
    app.decorate('reviews', createReviewsService(db, { pagesKept: config.reviewPagesKept }));
    app.decorate('reviewIntegrity', createReviewIntegrity(db));
    app.decorate(
      'billing',
      createBillingService({ db, provider: payments, subscriptions, realtime: app.realtime, publicUrl: config.publicUrl, log: app.log }),
    );
    const ai = createAiService({
      db,
      provider: aiProvider,
      realtime: app.realtime,
      toGoogle: google?.replies.queue,
      toSource: (reviewId, revision) => app.reviewSources.replies.queue(reviewId, revision),
      alerts,
    });
    app.decorate('ai', ai);
    app.decorate(
      'dashboard',
      createDashboardService(db, {
        demo: maps.kind === 'demo',
        figuresKept: config.dashboardFiguresKept,
        // The monthly report's « Profil Google » page, for the establishments connected to Google.
        profileMonth: googleProfile?.monthReport,
      }),
    );
    const prizeMails = createPrizeMails({ db, mail, secret: config.secret, publicUrl: config.publicUrl, log: app.log });
    app.decorate('prizeMails', prizeMails);
    app.decorate('game', createGameService(db, { realtime: app.realtime, prizeMails, log: app.log }));
    const reviewRequests = createReviewRequests({
      db,
      mail,
      sms: createSmsSender(config.sms),
      smsSender: config.sms.sender,
      jobs,
      publicUrl: config.publicUrl,
      intervalDays: config.reviewRequests.intervalDays,
      retentionMonths: config.reviewRequests.retentionMonths,
      smsCountries: config.reviewRequests.smsCountries,
      log: app.log,
    });
    app.decorate('reviewRequests', reviewRequests);
    app.decorate('widgets', createWidgets({ db, publicUrl: config.publicUrl }));
    // Through the decorator, as the routes do: the service a test swaps in (with its own clock) runs the jobs too.
    jobs.handle('review-request', ({ requestId }) => app.reviewRequests.deliver(requestId));
    // The sweep also forgets the activity journal's entries past their 12 months (once a day).
    jobs.handle('review-request-sweep', async () => {
      await app.reviewRequests.sweep();
      await app.activity.purgeDaily();
    });
    app.decorate(
      'weeklyDigest',
      createWeeklyDigest({
        db,
        dashboard: app.dashboard,
        subscriptions,
        organizations,
        mail,
        publicUrl: config.publicUrl,
        secret: config.secret,
        log: app.log,
        // Each connected establishment's next holiday without special hours; none when Google cannot say.
        holidayReminder: googleProfile?.holidayOf,
      }),
    );
    jobs.handle('weekly-digest', async () => {
      await app.weeklyDigest.sendDue();
    });

    // The sources beyond Google, each its platform's API or its stand-in, chosen here once; their secrets sealed as Google's tokens.
    const sourceAdapters = createSourceAdapters(config.reviewSources);
    app.log.info(sourceAdapters.kinds, 'review sources');
    const reviewSources = createReviewSources({
      db,
      config: config.reviewSources,
      adapters: sourceAdapters,
      cipher: createTokenCipher(config.google.kind === 'off' ? [keyFromSecret(config.secret)] : config.google.tokenKeys),
      jobs,
      realtime: app.realtime,
      googleDemo: maps.kind === 'demo',
      log: app.log,
    });
    app.decorate('reviewSources', reviewSources);

    const reviewSource = createReviewSource({ maps, google });
    // The sync's cooldown reads the day clock too, against times stored by the real clock: a test clock ahead only
    // shortens it.
    const sync = createSyncService({
      db,
      reviewSource,
      realtime: app.realtime,
      jobs,
      retryDelaysMs: config.syncRetryDelaysMs,
      cooldownMs: config.syncCooldownMs,
      freeReviews: config.syncFreeReviews,
      pagesPerDay: config.syncPagesPerDay,
      alerts,
      log: app.log,
      now: dayClock,
    });
    app.decorate('sync', sync);
    const reconciliation = createReconciliation({
      db,
      sync,
      budget: createPageBudget(db, config.syncPagesPerDay, dayClock),
      log: app.log,
    });
    app.decorate('reconciliation', reconciliation);
    jobs.handle('review-reconciliation', async () => {
      await app.reconciliation.runDue();
    });
    const newReviews = createNewReviewsChecker({
      db,
      reviewSource,
      realtime: app.realtime,
      ai,
      subscriptions,
      mail,
      alerts,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    app.decorate('newReviews', newReviews);
    jobs.handle('new-review-check', async () => {
      await newReviews.checkAll();
    });

    // Jobs a previous process left running carry on; on close each finishes its page first.
    app.addHook('onReady', async () => {
      await jobs.repeat('new-review-check', config.newReviewsCheckMs);
      await jobs.repeat('review-request-sweep', config.reviewRequests.sweepMs);
      await jobs.repeat('weekly-digest', config.digestCheckMs);
      await jobs.repeat('review-reconciliation', config.reconcileCheckMs);
      await jobs.repeat('removed-establishments-purge', REMOVED_HISTORY_PURGE_MS);
      await jobs.repeat('review-source-schedule', config.reviewSources.checkMs);
      if (googleProfile) await jobs.repeat('google-profile-posts', config.profilePostsCheckMs);
      await jobs.start();
      await sync.resumeAll().catch((error: unknown) => app.log.error({ err: error }, 'could not resume synchronisations'));
      await google?.replies.resumeAll().catch((error: unknown) => app.log.error({ err: error }, 'could not resume replies to Google'));
      await reviewSources.replies
        .resumeAll()
        .catch((error: unknown) => app.log.error({ err: error }, 'could not resume replies to the review sources'));
    });
    app.addHook('preClose', async () => {
      sync.stop();
      google?.replies.stop();
      await jobs.close();
    });
    app.addHook('onClose', async () => {
      mail.close();
      await identity.close();
      await database.close();
    });
  },
  { name: 'services' },
);
