import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ReviewMailSetting } from './review-mail-setting';

const api = mockApi();

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
});
