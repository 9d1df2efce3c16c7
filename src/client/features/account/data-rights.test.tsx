import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authState } from '../auth/auth-slice';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { DeleteAccountSection } from './delete-account-section';
import { ExportDataSection } from './export-data-section';

const api = mockApi();
const marie = { uid: 'uid-1', email: 'marie@boulangerie.fr', emailVerified: true, displayName: 'Marie', photoURL: null };

function renderAt(ui: React.ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/settings/general', element: ui },
      { path: '/login', element: <h1>Connexion</h1> },
    ],
    { initialEntries: ['/settings/general'] },
  );
  return {
    router,
    ...renderWithProviders(<RouterProvider router={router} />, { preloadedState: { auth: authState('signedIn', { user: marie }) } }),
  };
}

describe('ExportDataSection', () => {
  it('downloads the JSON file the server streams', async () => {
    // A file, sent as it is: the JSON text the server streams.
    api.route('exportData', { body: JSON.stringify({ account: { email: marie.email }, reviews: [] }) });
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(<ExportDataSection />);

    await userEvent.click(screen.getByRole('button', { name: 'Exporter mes données' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(JSON.parse(await blob.text())).toEqual({ account: { email: marie.email }, reviews: [] });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^bonavis-export-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('says why the export failed', async () => {
    api.route('exportData', { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'slow down' } });
    renderAt(<ExportDataSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter mes données' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('DeleteAccountSection', () => {
  it('explains, sends a code, refuses a wrong one, then deletes the account and signs out', async () => {
    api.route('sendDeletionCode', { body: { sent: true, resendAfterSeconds: 60 } });
    api.route('deleteAccount', { status: 400, body: { code: 'OTP_INVALID', message: 'Invalid code' } });
    const { store } = renderAt(<DeleteAccountSection />);

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    expect(dialog).toHaveTextContent('tout abonnement en cours sera résilié');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    expect(api.callsTo('POST /users/private/delete-account/send-otp')[0].body).toEqual({ language: 'fr' });

    const code = await screen.findByRole('textbox', { name: 'Code reçu par e-mail' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Code requis')).toBeInTheDocument();
    expect(api.callsTo('DELETE /users/private')).toHaveLength(0);

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Ce code est incorrect. Vérifiez-le et réessayez.')).toBeInTheDocument();

    api.route('deleteAccount', { status: 204 });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(api.callsTo('DELETE /users/private').at(-1)!.body).toEqual({ otp: '123456' });
  });
});
