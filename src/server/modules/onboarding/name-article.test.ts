import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { GameState, PlayResult, PublicGame } from '../../../shared/api/game';
import type { Listing } from '../../../shared/api/listings';
import { gameScreenMarkup } from '../../../client/app/first-screen-markup';
import { listings } from '../../db/schema';
import { buildTestApp } from '../../test-helpers';
import { injectAs, latestMailTo, uniqueEmail } from '../../test-emulator';
import { syncedOwner } from '../reviews/test-listing';

type Owner = Awaited<ReturnType<typeof syncedOwner>>;

/** A wheel that always wins a coffee, open, so a play mails its prize. */
const WINNING_WHEEL = {
  isOpen: true,
  startsOn: null,
  endsOn: null,
  segments: [
    { label: 'Café offert', color: '#4f46e5', probability: 100, isPrize: true, stock: null, validityDays: 30, conditions: '' },
    { label: 'Perdu', color: '#64748b', probability: 0, isPrize: false, stock: null, validityDays: 30, conditions: '' },
  ],
  playIntervalDays: 1,
  maxPlaysPerDay: null,
  primaryColor: '#4f46e5',
  showLogo: false,
  reviewInvitation: false,
  rules: 'Règlement du jeu.',
};

describe('PUT /api/users/private/listing/name-article', () => {
  let app: FastifyInstance;
  let owner: Owner;
  let publicId: string;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMITS: 'game-play-ip=1000/3600' });
    owner = await syncedOwner(app, 'https://maps.app.goo.gl/NameArticleTable');
    // The name comes from Google; this one starts with an article that a trade mark may keep.
    await app.database.db.update(listings).set({ name: 'La Table' }).where(eq(listings.id, owner.listing.id));
    const saved = await injectAs(app, owner, { method: 'PUT', url: '/api/game/private/settings', payload: WINNING_WHEEL });
    if (saved.statusCode !== 200) throw new Error(`The wheel was not saved: ${saved.body}`);
    publicId = (saved.json() as GameState).publicId;
  });
  afterAll(() => app.close());

  const save = (payload: unknown) =>
    injectAs(app, owner, { method: 'PUT', url: '/api/users/private/listing/name-article', payload: payload as object });

  /** The game page's title as the server draws it (its drawing is built from this module) from the public game. */
  const gamePageTitle = async () => {
    const game = (await app.inject({ method: 'GET', url: `/api/game/public/${publicId}` })).json() as PublicGame;
    return (await gameScreenMarkup(publicId, game, `?g=${publicId}`)).title;
  };

  /** The prize mail a winner receives once their address is confirmed. */
  const prizeMailText = async () => {
    const email = uniqueEmail('name-article');
    const played = await app.inject({
      method: 'POST',
      url: `/api/game/public/${publicId}/play`,
      payload: { firstName: 'Léa', email, consent: true, deviceId: randomBytes(16).toString('hex') },
    });
    const { coupon } = played.json() as PlayResult;
    const confirmation = await latestMailTo(email);
    const link = new URL(/(http\S+\/prize-mail\/\S+)/.exec(confirmation.text)![1]);
    expect((await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    return (await latestMailTo(email, 0, (mail) => mail.text.includes(coupon!.code))).text;
  };

  it('contracts the article by default, and keeps it as written once the owner marks it part of the trade mark', async () => {
    expect(await gamePageTitle()).toBe('Jeu de la Table | Bonavis');
    expect(await prizeMailText()).toContain('Vous avez gagné « Café offert » au jeu de la Table.');

    const saved = await save({ nameKeepsArticle: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'La Table', nameKeepsArticle: true } satisfies Partial<Listing>);
    const location = await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/location' });
    expect(location.json()).toMatchObject({ nameKeepsArticle: true });

    expect(await gamePageTitle()).toBe('Jeu de La Table | Bonavis');
    expect(await prizeMailText()).toContain('Vous avez gagné « Café offert » au jeu de La Table.');

    expect((await save({ nameKeepsArticle: false })).json()).toMatchObject({ nameKeepsArticle: false });
    expect(await gamePageTitle()).toBe('Jeu de la Table | Bonavis');
  });

  it.each([[{}], [{ nameKeepsArticle: 'true' }], [{ nameKeepsArticle: null }]])(
    'refuses %j with 400, changing nothing',
    async (payload) => {
      const stored = async () =>
        (await app.database.db.select().from(listings).where(eq(listings.id, owner.listing.id)))[0].nameKeepsArticle;
      const before = await stored();
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(await stored()).toBe(before);
    },
  );
});
