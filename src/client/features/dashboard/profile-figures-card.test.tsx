import { screen, waitFor, within } from '@testing-library/react';
import { aProfileFigures } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderInRouter } from './dashboard-test-kit';
import { HolidayNotice } from './holiday-notice';
import { ProfileFiguresCard } from './profile-figures-card';

const api = mockApi();
const FIGURES = 'GET /dashboards/private/profile';

/** Each tile's heading and figure, in order (French groups thousands with a narrow space). */
const tiles = (card: HTMLElement) =>
  within(card)
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => heading.nextElementSibling?.tagName === 'P')
    .map((heading) => `${heading.textContent} ${heading.nextElementSibling?.textContent}`.replace(/\s/g, ' '));

describe('« Fiche Google » card', () => {
  it('shows calls, directions, clicks and views against the period before, and the search terms', async () => {
    api.route('profileFigures', { body: aProfileFigures() });
    renderInRouter(<ProfileFiguresCard period="30d" scope={{ location: 1 }} />);
    await screen.findByRole('heading', { name: 'Appels' });
    const card = screen.getByRole('region', { name: 'Fiche Google' });
    expect(tiles(card)).toEqual(['Appels 42', "Demandes d'itinéraire 87", 'Clics vers le site 31', 'Vues de la fiche 1 834']);
    expect(within(card).getByText('+7 vs période précédente')).toBeInTheDocument();
    expect(within(card).getByText(/^[-−]3 vs période précédente$/)).toBeInTheDocument();
    expect(within(card).getByText('Stable vs période précédente')).toBeInTheDocument();
    expect(within(card).getByText('boulangerie lyon : 312 vues')).toBeInTheDocument();
    expect(within(card).getByText('galette des rois : moins de 15 vues')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Gérer le profil Google' })).toHaveAttribute('href', '/google-profile');
    expect(api.callsTo(FIGURES)[0].query.toString()).toBe('period=30d&location=1');
  });

  it('adds bookings and orders only where the profile has some', async () => {
    const figures = aProfileFigures();
    api.route('profileFigures', { body: { ...figures, totals: { ...figures.totals, BUSINESS_BOOKINGS: 9 } } });
    renderInRouter(<ProfileFiguresCard period="365d" scope={{ location: 1 }} />);
    await screen.findByRole('heading', { name: 'Appels' });
    const card = screen.getByRole('region', { name: 'Fiche Google' });
    expect(tiles(card)).toContain('Réservations 9');
    expect(tiles(card).some((tile) => tile.startsWith('Commandes'))).toBe(false);
    // Google's figures go back about 18 months and come late: the long periods read the last 90 days.
    expect(api.callsTo(FIGURES)[0].query.get('period')).toBe('90d');
  });

  it('lists on the network the establishments left out, not connected or refused by Google', async () => {
    api.route('profileFigures', {
      body: aProfileFigures({
        establishments: [
          { id: 1, name: 'Boulangerie du Port', connected: true, problem: null },
          { id: 2, name: 'Boulangerie des Halles', connected: false, problem: null },
          { id: 3, name: 'Boulangerie de la Gare', connected: true, problem: 'PROFILE_RATE_LIMITED' },
        ],
      }),
    });
    renderInRouter(<ProfileFiguresCard period="30d" scope={{ location: 'all', organization: 4 }} network />);
    await screen.findByRole('heading', { name: 'Appels' });
    const card = screen.getByRole('region', { name: 'Fiche Google' });
    expect(within(card).getByText('Non connecté à Google Business Profile : Boulangerie des Halles')).toBeInTheDocument();
    expect(within(card).getByText(/Boulangerie de la Gare : chiffres indisponibles \(Google reçoit trop de demandes/)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Gérer le profil Google' })).not.toBeInTheDocument();
    expect(api.callsTo(FIGURES)[0].query.toString()).toBe('period=30d&location=all&organization=4');
  });

  it('stays out of the way of an establishment not connected to Google', async () => {
    api.route('profileFigures', { status: 409, body: { code: 'GOOGLE_NOT_CONNECTED', message: 'not connected' } });
    renderInRouter(<ProfileFiguresCard period="30d" scope={{ location: 1 }} />);
    await waitFor(() => expect(api.callsTo(FIGURES)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Fiche Google' })).not.toBeInTheDocument();
  });
});

describe('holiday notice', () => {
  it('says the holiday is coming and leads to the hours', async () => {
    api.route('profileHolidayReminder', { body: { holiday: { date: '2026-12-25', name: 'Noël' } } }, { id: 1 });
    renderInRouter(<HolidayNotice location={1} />);
    const notice = await screen.findByRole('region', { name: 'Horaires des jours fériés' });
    expect(notice).toHaveTextContent('Le 25 décembre approche : vos horaires ?');
    expect(within(notice).getByRole('link', { name: 'Voir les horaires' })).toHaveAttribute('href', '/google-profile');
  });
});
