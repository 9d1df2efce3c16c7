import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAlertState } from '../../test/fixtures';
import { mockApi, routeOf } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ReviewMailSetting } from './review-mail-setting';

const api = mockApi();

// The section also holds the weekly digest's day, an alert setting.
beforeEach(() => api.route('alertState', { body: anAlertState() }));

describe('ReviewMailSetting', () => {
  it('shows the stored choice and saves a change on the server', async () => {
    api.route('notificationPreferences', { body: { newReviewMail: true } });
    api.route('saveNotificationPreferences', { body: { newReviewMail: false } });
    renderWithProviders(<ReviewMailSetting />);

    const toggle = await screen.findByRole('switch', { name: 'Recevoir un e-mail quand de nouveaux avis arrivent' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /users/private/notifications')).toHaveLength(1));
    expect(api.callsTo('PUT /users/private/notifications')[0].body).toEqual({ newReviewMail: false });
  });

  it('says why a change failed', async () => {
    api.route('notificationPreferences', { body: { newReviewMail: false } });
    api.route('saveNotificationPreferences', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } });
    renderWithProviders(<ReviewMailSetting />);
    const toggle = await screen.findByRole('switch', { name: 'Recevoir un e-mail quand de nouveaux avis arrivent' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText('Un problème est survenu de notre côté. Réessayez dans un instant.')).toBeInTheDocument();
  });

  it('shows the weekly digest day and saves another one', async () => {
    api.route('notificationPreferences', { body: { newReviewMail: true } });
    const saved = anAlertState({ settings: { ...anAlertState().settings, digestDay: 'friday' } });
    api.route('saveAlertSettings', { body: saved });
    renderWithProviders(<ReviewMailSetting />);

    const digest = await screen.findByRole('combobox', { name: 'Résumé hebdomadaire par e-mail' });
    await waitFor(() => expect(digest).toHaveTextContent('Le lundi'));
    expect(screen.getByText('Les avis et la note de la semaine, envoyés à 8 h le jour choisi.')).toBeInTheDocument();
    await userEvent.click(digest);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Le lundi',
      'Le mardi',
      'Le mercredi',
      'Le jeudi',
      'Le vendredi',
      'Le samedi',
      'Le dimanche',
      "Ne pas l'envoyer",
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Le vendredi' }));
    await waitFor(() => expect(api.callsTo(routeOf('saveAlertSettings'))).toHaveLength(1));
    expect(api.callsTo(routeOf('saveAlertSettings'))[0].body).toEqual(saved.settings);
    await waitFor(() => expect(digest).toHaveTextContent('Le vendredi'));
  });
});
