import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import type { GameSettings, GameState, PlayResult, PublicGame } from '../../../shared/api/game';
import { MANDATORY_RULES } from '../../../shared/game-rules';
import { gameCoupons, gamePlays, gameSegments, games } from '../../db/schema';
import { buildTestApp, databaseOverrides, RACE_OVERRIDES, testDatabases } from '../../test-helpers';
import { injectAs, latestMailTo, mailsTo, uniqueEmail } from '../../test-emulator';
import { syncedOwner } from '../reviews/test-listing';
import { createGameService } from './service';
import { seededRandom, ticketsAt } from './test-random';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

/** Noon in Paris (summer time), half a day from the shops' midnight on either side. */
const NOON_IN_PARIS = new Date('2026-06-15T10:00:00Z');

const deviceId = () => randomBytes(16).toString('hex');
const player = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Léa',
  email: uniqueEmail('player'),
  consent: true,
  deviceId: deviceId(),
  ...overrides,
});

/** A wheel of one prize with a stock and a losing slice, open, one play a day per person. */
const wheel = (
  overrides: Partial<GameSettings> = {},
  prize: { probability: number; stock: number | null } = { probability: 50, stock: 10 },
) =>
  ({
    isOpen: true,
    startsOn: null,
    endsOn: null,
    segments: [
      {
        label: 'Café offert',
        color: '#4f46e5',
        probability: prize.probability,
        isPrize: true,
        stock: prize.stock,
        validityDays: 30,
        conditions: 'dès 5 € d’achat',
      },
      {
        label: 'Perdu, retentez votre chance',
        color: '#64748b',
        probability: 100 - prize.probability,
        isPrize: false,
        stock: null,
        validityDays: 30,
        conditions: '',
      },
    ],
    playIntervalDays: 1,
    maxPlaysPerDay: null,
    primaryColor: '#4f46e5',
    showLogo: true,
    reviewInvitation: true,
    rules: 'Règlement du jeu.',
    ...overrides,
  }) satisfies GameSettings;

// Both engines: on PostgreSQL simultaneous plays and redemptions run on separate connections of the pool and truly race.
describe.each(testDatabases())('the game on %s', (_engine, database) => {
  let app: FastifyInstance;
  /** The draw's source: each test that depends on a draw sets it; the others draw from a seeded one. */
  let draw: (max: number) => number;
  /** The service's clock: the real one, unless a test that counts by day sets its own. */
  let clock: () => Date;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMITS: 'game-play-ip=1000/3600', ...databaseOverrides(database), ...RACE_OVERRIDES });
    const game = createGameService(app.database.db, {
      realtime: app.realtime,
      prizeMails: app.prizeMails,
      log: app.log,
      random: (max) => draw(max),
    });
    // The routes call the service without a time; the test's clock is passed to every function that reads one.
    app.game = {
      ...game,
      stateOf: (scope) => game.stateOf(scope, clock()),
      publicView: (publicId) => game.publicView(publicId, clock()),
      play: (publicId, request) => game.play(publicId, request, clock()),
      stats: (scope, days) => game.stats(scope, days, clock()),
      redeem: (scope, code) => game.redeem(scope, code, clock()),
    };
  });
  beforeEach(() => {
    draw = seededRandom(2026);
    clock = () => new Date();
  });
  afterAll(() => app.close());

  const stateOf = async (owner: Owner) =>
    (await injectAs(app, owner, { method: 'GET', url: '/api/game/private/settings' })).json() as GameState;
  const save = (owner: Owner, settings: unknown) =>
    injectAs(app, owner, { method: 'PUT', url: '/api/game/private/settings', payload: settings as object });
  const play = (publicId: string, body: object = player()) =>
    app.inject({ method: 'POST', url: `/api/game/public/${publicId}/play`, payload: body });
  /** An owner whose wheel is saved with `settings`; returns the owner and the public id. */
  const ownerWithGame = async (name: string, settings: GameSettings = wheel()) => {
    const owner = await syncedOwner(app, `https://maps.app.goo.gl/Game${name}`);
    const saved = await save(owner, settings);
    expect(saved.statusCode).toBe(200);
    return { owner, publicId: (saved.json() as GameState).publicId };
  };

  describe('settings', () => {
    it('starts closed with a wheel whose chances add up to 100 %, and rules that say no prize depends on a review', async () => {
      const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GameDefaults');
      const state = await stateOf(owner);
      expect(state.settings.isOpen).toBe(false);
      expect(state.closedReason).toBe('closed');
      expect(state.settings.segments.reduce((sum, segment) => sum + segment.probability, 0)).toBe(100);
      expect(state.publicId).toMatch(/^[0-9a-z]{16}$/);
      for (const sentence of MANDATORY_RULES.fr) expect(state.settings.rules).toContain(sentence);
      expect(state.generatedRules).toContain(state.settings.segments[0].label);
    });

    it('refuses chances that do not add up to 100 %, a wheel with no prize, and says which rule', async () => {
      const owner = await syncedOwner(app, 'https://maps.app.goo.gl/GameInvalid');
      const unbalanced = await save(owner, wheel({}, { probability: 45, stock: 1 }));
      expect(unbalanced.statusCode).toBe(200);
      const settings = wheel();
      settings.segments[1].probability = 45;
      const refused = await save(owner, settings);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toMatchObject({ segments: 'validation.game.segments.total' });
      const noPrize = wheel();
      noPrize.segments[0].isPrize = false;
      expect((await save(owner, noPrize)).json().fields).toMatchObject({ segments: 'validation.game.segments.noPrize' });
      expect((await save(owner, wheel({ endsOn: '2026-01-01', startsOn: '2026-02-01' }))).json().fields).toMatchObject({
        endsOn: 'validation.game.dateOrder',
      });
      expect((await save(owner, { ...wheel(), primaryColor: 'red' })).statusCode).toBe(400);
    });

    it('keeps the sentences every rules text must carry, whatever the owner writes', async () => {
      const { owner, publicId } = await ownerWithGame('Rules', wheel({ rules: 'Mes règles à moi.' }));
      const { rules } = (await stateOf(owner)).settings;
      expect(rules.startsWith('Mes règles à moi.')).toBe(true);
      for (const sentence of MANDATORY_RULES.fr) expect(rules).toContain(sentence);
      const published = await app.inject({ method: 'GET', url: `/api/game/public/${publicId}/rules` });
      expect(published.json().rules).toBe(rules);
    });

    it('keeps the slices of another owner out of reach: an id that is not this wheel’s makes a new slice', async () => {
      const first = await ownerWithGame('SliceA');
      const other = await ownerWithGame('SliceB');
      const foreignId = (await stateOf(other.owner)).settings.segments[0].id!;
      const settings = wheel();
      settings.segments[0] = { ...settings.segments[0], id: foreignId, label: 'Volé' };
      expect((await save(first.owner, settings)).statusCode).toBe(200);
      expect((await stateOf(other.owner)).settings.segments[0].label).toBe('Café offert');
    });
  });

  describe('playing', () => {
    it('draws on the server and records a coupon; mails it only once the winner confirmed the address', async () => {
      const { owner, publicId } = await ownerWithGame('Win', wheel({}, { probability: 100, stock: 3 }));
      const view = (await app.inject({ method: 'GET', url: `/api/game/public/${publicId}` })).json() as PublicGame;
      expect(view).toMatchObject({ closedReason: null, segments: [{ label: 'Café offert' }, { label: 'Perdu, retentez votre chance' }] });
      const body = player();
      const since = Date.now();
      const response = await play(publicId, body);
      expect(response.statusCode).toBe(200);
      const result = response.json() as PlayResult;
      expect(result.segmentId).toBe(view.segments[0].id);
      expect(result.coupon).toMatchObject({
        label: 'Café offert',
        conditions: 'dès 5 € d’achat',
        code: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/),
      });
      expect(result.prizeMail).toBe('confirm');
      const state = await stateOf(owner);
      expect(state.settings.segments[0].stock).toBe(2);
      expect(state.wonBySegment[view.segments[0].id]).toBe(1);

      // The address typed gets fixed words and a link: no code, no prize, nothing the owner wrote.
      const confirmation = await latestMailTo(body.email, since);
      expect(confirmation.subject).toBe('Confirmez votre adresse pour recevoir votre gain');
      expect(confirmation.text).not.toContain(result.coupon!.code);
      expect(confirmation.text).not.toContain('Café offert');
      const link = new URL(/(http\S+\/prize-mail\/\S+)/.exec(confirmation.text)![1]);
      const forged = await app.inject({ method: 'GET', url: `${link.pathname}?token=${'A'.repeat(43)}` });
      expect(forged.statusCode).toBe(404);
      expect(await mailsTo(body.email)).toHaveLength(1);

      const confirmed = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('Votre gain vous a été envoyé par e-mail');
      const prize = await latestMailTo(body.email, since, (mail) => mail.text.includes(result.coupon!.code));
      expect(prize.text).toContain('Café offert');
      // Clicking again sends nothing more.
      await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(await mailsTo(body.email)).toHaveLength(2);
    });

    it('asks an address once per game; once confirmed, its next prizes are mailed at once', async () => {
      const { publicId } = await ownerWithGame('AskOnce', wheel({}, { probability: 100, stock: null }));
      const body = player();
      const playAgain = async () => {
        // A new interval for this player: their earlier plays moved back two days.
        await app.database.db
          .update(gamePlays)
          .set({ playedAt: new Date(Date.now() - 2 * 86_400_000) })
          .where(eq(gamePlays.email, body.email));
        return (await play(publicId, { ...body, deviceId: deviceId() })).json() as PlayResult;
      };
      expect(((await play(publicId, body)).json() as PlayResult).prizeMail).toBe('confirm');
      const firstMail = await latestMailTo(body.email);
      expect((await playAgain()).prizeMail).toBe('none');
      expect(await mailsTo(body.email)).toHaveLength(1);

      const link = new URL(/(http\S+\/prize-mail\/\S+)/.exec(firstMail.text)![1]);
      expect((await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
      const won = await playAgain();
      expect(won.prizeMail).toBe('sent');
      expect((await latestMailTo(body.email, 0, (mail) => mail.text.includes(won.coupon!.code))).subject).toMatch(/^Votre gain chez /);
    });

    it('shows the same review invitation to winners and losers, and none when the owner turned it off', async () => {
      const { publicId } = await ownerWithGame('Invite', wheel({}, { probability: 50, stock: null }));
      // A ticket in the prize's half, then one in the losing half, and so on.
      draw = ticketsAt(0.1, 0.9);
      const results = await Promise.all(Array.from({ length: 12 }, () => play(publicId).then((response) => response.json() as PlayResult)));
      expect(results.filter((result) => result.coupon)).toHaveLength(6);
      expect(new Set(results.map((result) => result.reviewUrl))).toEqual(new Set([expect.stringMatching(/^https:\/\//)]));
      const { publicId: silent } = await ownerWithGame('NoInvite', wheel({ reviewInvitation: false }));
      expect(((await play(silent)).json() as PlayResult).reviewUrl).toBeNull();
    });

    it('gives the last prize to one of ten racing players only; the stock never goes below zero', async () => {
      const { owner, publicId } = await ownerWithGame('Race', wheel({}, { probability: 90, stock: 1 }));
      // Every ticket lands on the prize: each of the ten plays wants it while it lasts.
      draw = ticketsAt(0);
      // Ten at once: as many as the PostgreSQL pool's connections.
      const results = await Promise.all(Array.from({ length: 10 }, () => play(publicId)));
      expect(results.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect(results.filter((response) => (response.json() as PlayResult).coupon)).toHaveLength(1);
      expect((await stateOf(owner)).settings.segments[0].stock).toBe(0);
      const stats = (await injectAs(app, owner, { method: 'GET', url: '/api/game/private/stats?days=7' })).json();
      expect(stats.totals).toMatchObject({ plays: 10, won: 1 });
    });

    it('refuses a stock below zero at the database, whatever the code that writes', async () => {
      const { publicId } = await ownerWithGame('Check');
      const [game] = await app.database.db.select().from(games).where(eq(games.publicId, publicId));
      await expect(app.database.db.update(gameSegments).set({ stock: -1 }).where(eq(gameSegments.gameId, game.id))).rejects.toThrow();
    });

    it('says the game is out of stock when only exhausted prizes have a chance', async () => {
      const { publicId } = await ownerWithGame('Empty', wheel({}, { probability: 100, stock: 1 }));
      expect((await play(publicId)).statusCode).toBe(200);
      const refused = await play(publicId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'GAME_CLOSED', reason: 'outOfStock' });
      expect(((await app.inject({ method: 'GET', url: `/api/game/public/${publicId}` })).json() as PublicGame).closedReason).toBe(
        'outOfStock',
      );
    });

    it('lets a person play once per interval, by e-mail and by device', async () => {
      const { publicId } = await ownerWithGame('Limits', wheel({ playIntervalDays: 7 }));
      const first = player();
      expect((await play(publicId, first)).statusCode).toBe(200);
      const sameEmail = await play(publicId, player({ email: first.email.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(429);
      expect(sameEmail.json()).toMatchObject({ code: 'GAME_ALREADY_PLAYED', nextPlayAt: expect.any(String) });
      expect(sameEmail.json().retryAfterSeconds).toBeGreaterThan(6 * 86_400);
      expect((await play(publicId, player({ deviceId: first.deviceId }))).json().code).toBe('GAME_ALREADY_PLAYED');
      expect((await play(publicId, player())).statusCode).toBe(200);
    });

    it('closes for the day after the daily number of plays', async () => {
      // The plays are counted per day in Paris: on the real clock, a Paris midnight between the plays would open a new day.
      clock = () => NOON_IN_PARIS;
      const { publicId } = await ownerWithGame('Daily', wheel({ maxPlaysPerDay: 2 }));
      expect((await play(publicId)).statusCode).toBe(200);
      expect((await play(publicId)).statusCode).toBe(200);
      const refused = await play(publicId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'GAME_CLOSED', reason: 'dailyLimit' });
    });

    it('refuses plays when closed, before its first day and after its last', async () => {
      const closed = await ownerWithGame('Closed', wheel({ isOpen: false }));
      expect((await play(closed.publicId)).json()).toMatchObject({ code: 'GAME_CLOSED', reason: 'closed' });
      const later = await ownerWithGame('Later', wheel({ startsOn: '2999-01-01' }));
      expect((await play(later.publicId)).json()).toMatchObject({ code: 'GAME_CLOSED', reason: 'notStarted' });
      const over = await ownerWithGame('Over', wheel({ endsOn: '2020-01-01' }));
      expect((await play(over.publicId)).json()).toMatchObject({ code: 'GAME_CLOSED', reason: 'ended' });
    });

    it('answers bad input with a code and the field, and an unknown game with 404', async () => {
      const { publicId } = await ownerWithGame('Input');
      const noConsent = await play(publicId, player({ consent: false }));
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json().fields).toMatchObject({ consent: 'validation.game.consent' });
      expect((await play(publicId, player({ email: `${'a'.repeat(300)}@example.fr` }))).json().fields).toMatchObject({
        email: 'validation.email.invalid',
      });
      expect((await play(publicId, player({ email: `${'a'.repeat(100_000)}@example.fr` }))).statusCode).toBe(413);
      expect((await play(publicId, player({ deviceId: 'short' }))).json().fields).toMatchObject({ deviceId: 'validation.game.device' });
      expect((await app.inject({ method: 'GET', url: '/api/game/public/aaaaaaaaaaaaaaaa' })).json().code).toBe('GAME_NOT_FOUND');
      expect((await app.inject({ method: 'GET', url: '/api/game/public/not-an-id' })).statusCode).toBe(400);
    });
  });

  describe('at the counter', () => {
    it('redeems a coupon once, refuses an expired one, and keeps each owner to their own coupons', async () => {
      // The statistics' last day is today in Paris: on the real clock, a Paris midnight between the plays and the
      // statistics would put the plays on the day before.
      clock = () => NOON_IN_PARIS;
      const { owner, publicId } = await ownerWithGame('Redeem', wheel({}, { probability: 100, stock: null }));
      const other = await ownerWithGame('RedeemOther');
      const coupons = await Promise.all([play(publicId), play(publicId)]).then((responses) =>
        responses.map((response) => (response.json() as PlayResult).coupon!.code),
      );
      const redeem = (who: Owner, code: string) => injectAs(app, who, { method: 'POST', url: `/api/game/private/coupons/${code}/redeem` });
      expect((await redeem(other.owner, coupons[0])).json().code).toBe('COUPON_NOT_FOUND');
      const typed = coupons[0].toLowerCase().replaceAll('-', ' ');
      // Six at once, as typed and as printed: one gives the prize, the others are told it was given.
      const codes = [coupons[0], typed, coupons[0], typed, coupons[0], typed];
      const attempts = await Promise.all(codes.map((code) => redeem(owner, code)));
      expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      for (const refused of attempts.filter((attempt) => attempt.statusCode === 409)) {
        expect(refused.json().code).toBe('COUPON_ALREADY_REDEEMED');
      }
      await app.database.db
        .update(gameCoupons)
        .set({ expiresAt: new Date(NOON_IN_PARIS.getTime() - 1000) })
        .where(eq(gameCoupons.code, coupons[1]));
      const expired = await redeem(owner, coupons[1]);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe('COUPON_EXPIRED');

      const page = (await injectAs(app, owner, { method: 'GET', url: `/api/game/private/coupons?q=${coupons[0].slice(0, 6)}` })).json();
      expect(page.coupons.map((coupon: { code: string }) => coupon.code)).toEqual([coupons[0]]);
      expect(page.coupons[0].redeemedAt).not.toBeNull();
      const statsResponse = await injectAs(app, owner, { method: 'GET', url: '/api/game/private/stats?days=7' });
      expect(statsResponse.json()).toMatchObject({ days: 7 });
      const stats = statsResponse.json();
      expect(stats.totals).toEqual({ plays: 2, won: 2, redeemed: 1 });
      expect(stats.byDay).toHaveLength(7);
      expect(stats.byDay.at(-1)).toMatchObject({ plays: 2, won: 2, redeemed: 1 });
      expect((await injectAs(app, owner, { method: 'GET', url: '/api/game/private/stats?days=5' })).statusCode).toBe(400);
    });
  });

  it("tells the owner's open screens when a customer plays and when a coupon is redeemed", async () => {
    const { owner, publicId } = await ownerWithGame('Live', wheel({}, { probability: 100, stock: null }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const socket = io(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { authorization: owner.idToken },
    });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      const events: string[] = [];
      socket.onAny((event: string) => events.push(event));
      const next = () => new Promise<void>((resolve) => socket.once('gameUpdated', () => resolve()));
      const played = next();
      const { coupon } = (await play(publicId)).json() as PlayResult;
      await played;
      expect(events).toEqual(['gameUpdated']);
      const redeemed = next();
      const redemption = await injectAs(app, owner, { method: 'POST', url: `/api/game/private/coupons/${coupon!.code}/redeem` });
      expect(redemption.statusCode).toBe(200);
      await redeemed;
      expect(events).toEqual(['gameUpdated', 'gameUpdated']);
    } finally {
      socket.disconnect();
    }
  });

  it('has no route and no setting that could tie a prize to a review', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    const gamePaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/game'));
    expect(gamePaths.sort()).toEqual([
      '/api/game/private/coupons',
      '/api/game/private/coupons/{code}/redeem',
      '/api/game/private/settings',
      '/api/game/private/stats',
      '/api/game/public/prize-mail/{playId}',
      '/api/game/public/{publicId}',
      '/api/game/public/{publicId}/play',
      '/api/game/public/{publicId}/rules',
    ]);
    // The settings the API keeps for a wheel: the only one that mentions reviews is the invitation shown to every player alike.
    const { owner } = await ownerWithGame('Extra');
    const { settings } = await stateOf(owner);
    expect(Object.keys(settings).sort()).toEqual([
      'endsOn',
      'isOpen',
      'maxPlaysPerDay',
      'playIntervalDays',
      'primaryColor',
      'reviewInvitation',
      'rules',
      'segments',
      'showLogo',
      'startsOn',
    ]);
    for (const segment of settings.segments) {
      expect(Object.keys(segment).sort()).toEqual([
        'color',
        'conditions',
        'id',
        'isPrize',
        'label',
        'probability',
        'stock',
        'validityDays',
      ]);
    }
    // What a player is shown: nothing about a review's rating either.
    const { publicId } = await ownerWithGame('ExtraPublic');
    const view = (await app.inject({ method: 'GET', url: `/api/game/public/${publicId}` })).json() as PublicGame;
    expect(JSON.stringify(view)).not.toMatch(/rating|requireReview|minRating/i);
    const withReviewCondition = {
      ...wheel(),
      requireReview: true,
      segments: wheel().segments.map((segment) => ({ ...segment, minRating: 5 })),
    };
    expect((await save(owner, withReviewCondition)).statusCode).toBe(200);
    const stored = JSON.stringify(await stateOf(owner));
    expect(stored).not.toContain('requireReview');
    expect(stored).not.toContain('minRating');
  });
});
