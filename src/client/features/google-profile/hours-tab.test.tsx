import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { LOCATION, renderProfile, someHours } from './profile-test-kit';

const api = mockApi();
const at = { id: LOCATION };
const PUT_HOURS = `PUT /locations/private/${LOCATION}/hours`;

function answerHours(hours = someHours(), holiday: { date: string; name: string } | null = null) {
  api.route('profileHours', { body: hours }, at);
  api.route('profileHolidayReminder', { body: { holiday } }, at);
}

describe('« Profil Google » — Horaires', () => {
  it('shows the week Monday first, closed days, a lunch break, 24:00 and the exceptional dates', async () => {
    answerHours();
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil Google' })).toBeInTheDocument();
    const days = await screen.findAllByRole('group', { name: /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)$/ });
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    expect(within(days[0]).getByText('Fermé')).toBeInTheDocument();
    expect(
      within(days[1])
        .getAllByLabelText('Ouverture')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['07:00', '15:00']);
    expect(within(days[5]).getByLabelText('Fermeture')).toHaveValue('24:00');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-11');
    expect(screen.getByText('Appliqué')).toBeInTheDocument();
    expect(api.callsTo(`GET /locations/private/${LOCATION}/hours`)[0].query.get('location')).toBe(String(LOCATION));
  });

  it('says which time is wrong, sends nothing, then saves and says Google reviews the change', async () => {
    answerHours();
    api.route('saveProfileHours', { body: someHours({ state: 'pending', updated: ['regularHours'] }) }, at);
    renderProfile();
    const monday = await screen.findByRole('group', { name: 'Lundi' });
    await userEvent.click(within(monday).getByRole('button', { name: 'Ouvrir le Lundi' }));
    const close = within(monday).getByLabelText('Fermeture');
    await userEvent.clear(close);
    await userEvent.type(close, '25:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(within(monday).getByText("Indiquez l'heure de fermeture au format HH:MM (jusqu'à 24:00).")).toBeInTheDocument();
    expect(api.callsTo(PUT_HOURS)).toHaveLength(0);

    // Typed on a phone's number pad, without the colon.
    await userEvent.clear(close);
    await userEvent.type(close, '1200');
    await userEvent.tab();
    expect(close).toHaveValue('12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(await screen.findByText('Horaires enregistrés : En attente de validation par Google.')).toBeInTheDocument();
    const body = api.callsTo(PUT_HOURS)[0].body as { regular: unknown[]; special: unknown[] };
    expect(body.regular[0]).toEqual({ day: 'MONDAY', open: '09:00', close: '12:00' });
    expect(body.regular).toContainEqual({ day: 'SATURDAY', open: '07:00', close: '24:00' });
    expect(body.special).toEqual([{ date: '2026-11-11', closed: true }]);
  });

  it('adds an exceptional date open in the afternoon, with both times required', async () => {
    answerHours(someHours({ special: [] }));
    api.route(
      'saveProfileHours',
      { body: someHours({ special: [{ date: '2026-12-24', closed: false, open: '08:00', close: '16:00' }] }) },
      at,
    );
    renderProfile();
    expect(await screen.findByText('Aucune date exceptionnelle.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une date' }));
    const date = screen.getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-24');
    await userEvent.click(screen.getByRole('switch', { name: 'Fermé' }));
    const row = screen.getByRole('group', { name: /24 décembre 2026/ });
    await userEvent.clear(within(row).getByLabelText('Ouverture'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(within(row).getByText("Indiquez l'heure d'ouverture au format HH:MM (de 00:00 à 23:59).")).toBeInTheDocument();
    await userEvent.type(within(row).getByLabelText('Ouverture'), '08:00');
    await userEvent.clear(within(row).getByLabelText('Fermeture'));
    await userEvent.type(within(row).getByLabelText('Fermeture'), '16:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(await screen.findByText('Horaires enregistrés : Appliqué sur Google.')).toBeInTheDocument();
    expect(api.callsTo(PUT_HOURS).map((call) => (call.body as { special: unknown }).special)).toEqual([
      [{ date: '2026-12-24', closed: false, open: '08:00', close: '16:00' }],
    ]);
  });

  it('reminds of Christmas and closes that day in one click', async () => {
    answerHours(someHours(), { date: '2026-12-25', name: 'Noël' });
    api.route(
      'saveProfileHours',
      {
        body: someHours({
          state: 'pending',
          special: [
            { date: '2026-11-11', closed: true },
            { date: '2026-12-25', closed: true },
          ],
        }),
      },
      at,
    );
    renderProfile();
    expect(await screen.findByText('Le 25 décembre approche : vos horaires ?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermé ce jour-là' }));
    expect(await screen.findByText('Horaires enregistrés : En attente de validation par Google.')).toBeInTheDocument();
    expect(api.callsTo(PUT_HOURS).map((call) => (call.body as { special: unknown }).special)).toEqual([
      [
        { date: '2026-11-11', closed: true },
        { date: '2026-12-25', closed: true },
      ],
    ]);
    // The reminder is asked again once the hours are saved: the date has its hours now.
    await waitFor(() => expect(api.callsTo(`GET /locations/private/${LOCATION}/hours/reminder`)).toHaveLength(2));
  });

  it('shows a viewer the hours without anything to change, and no reminder', async () => {
    answerHours();
    renderProfile({ mayEdit: false });
    const tuesday = await screen.findByRole('group', { name: 'Mardi' });
    expect(within(tuesday).getAllByLabelText('Ouverture')[0]).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Enregistrer les horaires' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ajouter/ })).not.toBeInTheDocument();
    expect(screen.getByText(/lecture seule/)).toBeInTheDocument();
    expect(api.callsTo(`GET /locations/private/${LOCATION}/hours/reminder`)).toHaveLength(0);
  });

  it('points an establishment not connected to Google to the Google card', async () => {
    api.route('profileHours', { status: 409, body: { code: 'GOOGLE_NOT_CONNECTED', message: 'not connected' } }, at);
    renderProfile({ connect: <p>La carte Google</p> });
    expect(
      await screen.findByRole('heading', { name: "Cet établissement n'est pas connecté à Google Business Profile" }),
    ).toBeInTheDocument();
    expect(screen.getByText('La carte Google')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir les paramètres Google' })).toHaveAttribute('href', '/settings/general');
  });

  it("says Google's refusal to save, by its code", async () => {
    answerHours();
    api.route('saveProfileHours', { status: 429, body: { code: 'PROFILE_RATE_LIMITED', message: 'slow down', retryAfterSeconds: 30 } }, at);
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer les horaires' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Google reçoit trop de demandes pour le moment/);
  });
});
