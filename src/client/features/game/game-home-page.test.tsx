import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameCoupon } from '../../../shared/api/game';
import { mockApi } from '../../test/mock-api';
import { GameHomePage } from './game-home-page';
import { aGameState, renderGameScreen, someGameStats } from './game-test-kit';

const api = mockApi();
const COUPON: GameCoupon = {
  code: 'K7QX-M2PA-9RTE',
  label: 'Café offert',
  conditions: '',
  expiresAt: '2999-01-01T00:00:00.000Z',
  redeemedAt: null,
  firstName: 'Léa',
  email: 'lea@example.fr',
  wonAt: '2026-11-24T10:00:00.000Z',
};

function answer(stats = someGameStats(), coupons: GameCoupon[] = [COUPON]) {
  api.route('gameState', { body: aGameState() });
  api.route('gameStats', { body: stats });
  api.route('gameCoupons', { body: { coupons, total: coupons.length, page: 1, pageSize: 20 } });
}

describe('game home', () => {
  it('shows the period’s plays, prizes won and given, the stock and the coupons', async () => {
    answer();
    renderGameScreen(<GameHomePage />, '/game/home');
    expect(await screen.findByText('K7QX-M2PA-9RTE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Participations' }).nextSibling).toHaveTextContent('5');
    expect(screen.getByRole('heading', { name: 'Lots gagnés' }).nextSibling).toHaveTextContent('2');
    expect(screen.getByText(/2 gagné\(s\), 1 remis, stock : 8/)).toBeInTheDocument();
    expect(screen.getByText('À remettre')).toBeInTheDocument();
    expect(api.callsTo('GET /game/private/stats').at(-1)!.query.get('days')).toBe('30');
    await userEvent.click(screen.getByRole('button', { name: '7 jours' }));
    await waitFor(() => expect(api.callsTo('GET /game/private/stats').at(-1)!.query.get('days')).toBe('7'));
  });

  it('marks a coupon given with « Remis », and finds a coupon by its code', async () => {
    answer();
    api.route('redeemCoupon', { body: { ...COUPON, redeemedAt: '2026-11-24T11:00:00.000Z' } }, { code: COUPON.code });
    renderGameScreen(<GameHomePage />, '/game/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer le gain K7QX-M2PA-9RTE comme remis' }));
    expect(await screen.findByText('Gain K7QX-M2PA-9RTE remis')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un code' }), 'K7QX');
    await waitFor(() => expect(api.callsTo('GET /game/private/coupons').at(-1)!.query.get('q')).toBe('K7QX'));
  });

  it('says what the counter must know when a coupon was already given', async () => {
    answer();
    api.route(
      'redeemCoupon',
      {
        status: 409,
        body: { statusCode: 409, code: 'COUPON_ALREADY_REDEEMED', message: 'x' },
      },
      { code: COUPON.code },
    );
    renderGameScreen(<GameHomePage />, '/game/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer le gain K7QX-M2PA-9RTE comme remis' }));
    expect(await screen.findByText('Ce gain a déjà été remis.')).toBeInTheDocument();
  });

  it('guides an owner whose game nobody has played yet', async () => {
    answer(someGameStats({ plays: 0, won: 0, redeemed: 0 }), []);
    renderGameScreen(<GameHomePage />, '/game/home');
    expect(await screen.findByText("Personne n'a encore joué")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QR code' })).toHaveAttribute('href', '/game/code');
    expect(screen.getByText('Aucun gain pour le moment.')).toBeInTheDocument();
  });
});
