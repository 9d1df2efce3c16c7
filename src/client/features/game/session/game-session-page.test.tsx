import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayResult, PublicGame } from '../../../../shared/api/game';
import { setPrefersReducedMotion } from '../../../test/match-media';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const api = mockApi();
const PUBLIC_ID = 'abcdefgh23456789';
const GAME: PublicGame = {
  businessName: 'Boulangerie Dupont',
  nameKeepsArticle: false,
  logo: null,
  primaryColor: '#4f46e5',
  segments: [
    { id: 11, label: 'Café offert', color: '#4f46e5', isPrize: true },
    { id: 12, label: 'Perdu, retentez votre chance', color: '#64748b', isPrize: false },
  ],
  closedReason: null,
};
const WIN: PlayResult = {
  segmentId: 11,
  coupon: { code: 'K7QX-M2PA-9RTE', label: 'Café offert', conditions: 'dès 5 € d’achat', expiresAt: '2026-12-24T10:00:00.000Z' },
  reviewUrl: 'https://maps.app.goo.gl/Dupont',
  nextPlayAt: '2026-11-25T10:00:00.000Z',
  prizeMail: 'confirm',
};
const LOSS: PlayResult = { ...WIN, segmentId: 12, coupon: null, prizeMail: 'none' };

const openGame = async (game: PublicGame = GAME) => {
  api.route('publicGame', { body: game }, { publicId: PUBLIC_ID });
  renderRoute(`/game/session?g=${PUBLIC_ID}`);
  await screen.findByRole('heading', { name: 'Jeu de Boulangerie Dupont' });
};

async function play() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Léa');
  await userEvent.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'lea@example.fr');
  await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mon prénom/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Lancer la roue' }));
}

describe('the customers’ wheel', () => {
  beforeEach(() => setPrefersReducedMotion(true));
  afterEach(() => setPrefersReducedMotion(false));

  it('asks for an explicit consent, never ticked in advance, and sends nothing without it', async () => {
    await openGame();
    expect(document.title).toBe('Jeu de Boulangerie Dupont | Bonavis');
    expect(screen.getByText("Jeu gratuit sans obligation d'achat")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Règlement du jeu' })).toHaveAttribute('href', `/game/session/rules?g=${PUBLIC_ID}`);
    const consent = screen.getByRole('checkbox', { name: /J'accepte que mon prénom/ });
    expect(consent).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Lancer la roue' }));
    expect(await screen.findByText('Cochez la case pour participer.')).toBeInTheDocument();
    expect(screen.getByText('Votre prénom est requis.')).toBeInTheDocument();
    expect(api.callsTo(`POST /game/public/${PUBLIC_ID}/play`)).toHaveLength(0);
  });

  it('contracts « de » with the article the business name starts with', async () => {
    api.route('publicGame', { body: { ...GAME, businessName: 'Le Petit Bistro' } }, { publicId: PUBLIC_ID });
    renderRoute(`/game/session?g=${PUBLIC_ID}`);
    await screen.findByRole('heading', { name: 'Jeu du Petit Bistro' });
    expect(document.title).toBe('Jeu du Petit Bistro | Bonavis');
  });

  it('shows the prize, its code and conditions, then the review invitation that says the prize does not depend on it', async () => {
    await openGame();
    api.route('playGame', { body: WIN }, { publicId: PUBLIC_ID });
    await play();
    expect(await screen.findByText('Bravo, vous avez gagné : Café offert !')).toBeInTheDocument();
    expect(screen.getByText('K7QX-M2PA-9RTE')).toBeInTheDocument();
    expect(screen.getByText('Conditions : dès 5 € d’achat')).toBeInTheDocument();
    // The prize by mail only once the player confirms the address: the page says so, and promises no mail yet.
    expect(screen.getByText(/confirmez votre adresse avec le lien que nous venons de vous envoyer/)).toBeInTheDocument();
    expect(screen.queryByText(/Vous l'avez aussi reçu par e-mail/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Laissez un avis sur Google' })).toHaveAttribute('href', 'https://maps.app.goo.gl/Dupont');
    expect(screen.getByText('Votre gain ne dépend pas de votre avis.')).toBeInTheDocument();
    const [call] = api.callsTo(`POST /game/public/${PUBLIC_ID}/play`);
    expect(call.body).toMatchObject({
      firstName: 'Léa',
      email: 'lea@example.fr',
      consent: true,
      deviceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('shows the same invitation after a loss, and none when the owner turned it off', async () => {
    await openGame();
    api.route('playGame', { body: LOSS }, { publicId: PUBLIC_ID });
    await play();
    expect(await screen.findByText("Pas de chance cette fois-ci. Merci d'avoir joué !")).toBeInTheDocument();
    expect(screen.getByText('Votre gain ne dépend pas de votre avis.')).toBeInTheDocument();
  });

  it('shows no invitation when there is no review link', async () => {
    await openGame();
    api.route('playGame', { body: { ...LOSS, reviewUrl: null } }, { publicId: PUBLIC_ID });
    await play();
    await screen.findByText("Pas de chance cette fois-ci. Merci d'avoir joué !");
    expect(screen.queryByText('Votre gain ne dépend pas de votre avis.')).not.toBeInTheDocument();
  });

  it('waits for the wheel to stop before saying the result, unless motion is reduced', async () => {
    setPrefersReducedMotion(false);
    await openGame();
    api.route('playGame', { body: WIN }, { publicId: PUBLIC_ID });
    await play();
    expect(await screen.findByText('La roue tourne…')).toBeInTheDocument();
    expect(screen.queryByText('K7QX-M2PA-9RTE')).not.toBeInTheDocument();
    act(() => void fireEvent.transitionEnd(document.querySelector('svg[viewBox="0 0 300 300"]')!));
    expect(await screen.findByText('K7QX-M2PA-9RTE')).toBeInTheDocument();
    // The review invitation never shows before the result.
    expect(screen.getByText('Votre gain ne dépend pas de votre avis.')).toBeInTheDocument();
  });

  it('says when the person may play again, and why a closed game refuses', async () => {
    await openGame();
    api.route(
      'playGame',
      {
        status: 429,
        body: { statusCode: 429, code: 'GAME_ALREADY_PLAYED', message: 'x', nextPlayAt: '2026-11-30T10:00:00.000Z' },
      },
      { publicId: PUBLIC_ID },
    );
    await play();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez déjà joué. Vous pourrez rejouer à partir du 30 novembre 2026.');
  });

  it('tells a closed game from an unknown one, and offers no form when closed', async () => {
    await openGame({ ...GAME, closedReason: 'outOfStock' });
    expect(screen.getByText('Tous les lots sont épuisés.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lancer la roue' })).not.toBeInTheDocument();
  });
});

describe('an unknown game', () => {
  it('says it does not exist', async () => {
    api.route('publicGame', { status: 404, body: { statusCode: 404, code: 'GAME_NOT_FOUND', message: 'x' } }, { publicId: PUBLIC_ID });
    renderRoute(`/game/session?g=${PUBLIC_ID}`);
    expect(await screen.findByText("Ce jeu n'existe pas ou n'est plus en ligne.")).toBeInTheDocument();
  });
});
