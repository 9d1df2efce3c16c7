import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GameState, GameStats } from '../../../shared/api/game';
import { renderWithProviders } from '../../test/render';

/** A saved wheel: one prize with a stock (two won) and a losing slice, open. */
export function aGameState(overrides: Partial<GameState['settings']> = {}): GameState {
  return {
    settings: {
      isOpen: true,
      startsOn: null,
      endsOn: null,
      segments: [
        { id: 11, label: 'Café offert', color: '#4f46e5', probability: 40, isPrize: true, stock: 8, validityDays: 30, conditions: '' },
        {
          id: 12,
          label: 'Perdu, retentez votre chance',
          color: '#64748b',
          probability: 60,
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
      rules: 'Règlement du jeu – Boulangerie Dupont',
      ...overrides,
    },
    publicId: 'abcdefgh23456789',
    generatedRules: 'Règlement généré',
    wonBySegment: { 11: 2 },
    closedReason: null,
  };
}

export function someGameStats(totals = { plays: 5, won: 2, redeemed: 1 }): GameStats {
  return {
    days: 30,
    totals,
    byDay: [{ day: '2026-11-24', ...totals }],
    prizes: [{ segmentId: 11, label: 'Café offert', stock: 8, won: 2, redeemed: 1 }],
  };
}

/** Renders an owner screen at `path` in a router, with the other screens as plain text. */
export function renderGameScreen(ui: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>Ailleurs</p> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}
