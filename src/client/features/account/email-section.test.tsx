import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSessionUser, aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { authState } from '../auth/auth-slice';
import { pasteCode, region } from './account-test-kit';
import { EmailSection } from './email-section';

const api = mockApi();
const TOKEN = 'uid.1764000000000.signature';
const NEW_ADDRESS = 'contact@boulangerie-du-port.fr';

const addressField = () => screen.getByRole('textbox', { name: 'Nouvelle adresse e-mail' });

async function renderEmail() {
  const rendered = renderWithProviders(<EmailSection />, { preloadedState: { auth: authState('signedIn', { user: aSessionUser() }) } });
  const section = await region('Adresse e-mail');
  await within(section).findByText('marie@boulangerie.fr');
  return { ...rendered, section };
}

async function askForCode(address: string) {
  await userEvent.type(addressField(), address);
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir un code' }));
}

describe('E-mail address change', () => {
  beforeEach(() => {
    api.route('me', { body: aUser() });
    api.route('sendTwoFactorCode', { body: { sent: true } });
    api.route('verifyTwoFactorCode', { body: { twoFactorToken: TOKEN } });
    api.route('sendEmailChangeCode', { body: { sent: true } });
  });

  it.each([
    ['not an address', 'marie@', 'Adresse email invalide'],
    ['the current address', 'Marie@Boulangerie.fr', "C'est déjà votre adresse actuelle."],
  ])('refuses %s before sending anything', async (_case, address, message) => {
    await renderEmail();
    await askForCode(address);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(0);
  });

  it('confirms the owner, mails a code to the new address, changes it with that code, then asks to sign in again', async () => {
    api.route('updateEmail', { body: aUser({ email: NEW_ADDRESS }) });
    const { store } = await renderEmail();
    await askForCode(NEW_ADDRESS);

    // The owner proves it is them first, with a code sent to the current address.
    const dialog = await screen.findByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
    await pasteCode(dialog, '111111');

    const section = await region('Adresse e-mail');
    expect(await within(section).findByText(NEW_ADDRESS)).toBeInTheDocument();
    const [sent] = api.callsTo('POST /users/private/update-email/send-otp');
    expect(sent.body).toEqual({ email: NEW_ADDRESS, language: 'fr' });
    expect(sent.headers.get('2faToken')).toBe(TOKEN);

    await pasteCode(within(section).getByRole('group', { name: 'Code reçu à la nouvelle adresse' }), '222222');
    expect(await within(section).findByText('Adresse e-mail modifiée')).toBeInTheDocument();
    expect(within(section).getByText(/toutes vos sessions ont été fermées/)).toBeInTheDocument();
    const [changed] = api.callsTo('PUT /users/private/update-email');
    expect(changed.body).toEqual({ email: NEW_ADDRESS, otp: '222222' });
    expect(changed.headers.get('2faToken')).toBe(TOKEN);
    // One two-factor code for both calls.
    expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(1);

    // Kept at once, so even a sign-out forced by the next refused call lands on the new address.
    expect(localStorage.getItem('email')).toBe(NEW_ADDRESS);

    const signInAgain = within(section).getByRole('button', { name: 'Se reconnecter' });
    expect(signInAgain).toHaveFocus();
    await userEvent.click(signInAgain);
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
  });

  it('says an address is taken, beside the field', async () => {
    localStorage.setItem('2faToken', JSON.stringify({ token: TOKEN, expiresAt: Date.now() + 60_000 }));
    api.route('sendEmailChangeCode', {
      status: 409,
      body: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Another account already uses this e-mail address' },
    });
    await renderEmail();
    await askForCode(NEW_ADDRESS);
    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée par un autre compte.')).toBeInTheDocument();
    expect(addressField()).toHaveAccessibleDescription('Cette adresse e-mail est déjà utilisée par un autre compte.');
    expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(0);
  });

  it('explains a wrong code, lets the owner resend it or change the address', async () => {
    localStorage.setItem('2faToken', JSON.stringify({ token: TOKEN, expiresAt: Date.now() + 60_000 }));
    api.route('updateEmail', {
      status: 400,
      body: { statusCode: 400, code: 'OTP_INVALID', message: 'Invalid OTP', attemptsLeft: 1 },
    });
    await renderEmail();
    await askForCode(NEW_ADDRESS);
    const section = await region('Adresse e-mail');
    const code = await within(section).findByRole('group', { name: 'Code reçu à la nouvelle adresse' });
    await pasteCode(code, '999999');
    expect(await within(section).findByText('Ce code est incorrect. Vérifiez-le et réessayez. Il vous reste 1 essai.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Renvoyer le code' }));
    expect(await within(section).findByText('Un nouveau code vient de vous être envoyé.')).toBeInTheDocument();
    expect(api.callsTo('POST /users/private/update-email/send-otp')).toHaveLength(2);

    await userEvent.click(within(section).getByRole('button', { name: "Modifier l'adresse" }));
    expect(addressField()).toHaveValue('');
  });
});
