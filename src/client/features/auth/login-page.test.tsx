import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { FakeIdentity } from '../../test/fake-identity';
import { createTestStore, renderRoute } from '../../test/render';

const api = mockApi();
const EMAIL = 'marie@boulangerie.fr';
const SIGN_IN_LINK = 'http://localhost/auth/redirect?apiKey=demo-key&oobCode=code-1&mode=signIn';

function renderLogin(path = '/login') {
  const identity = new FakeIdentity();
  return { identity, ...renderRoute(path, { store: createTestStore(undefined, identity) }) };
}

const digitBoxes = () => Array.from({ length: 6 }, (_, index) => screen.getByRole('textbox', { name: `Chiffre ${index + 1} sur 6` }));

/** Opens the one-time code tab and asks for a code for EMAIL. */
async function requestCode() {
  api.route('sendOtp', { body: { sent: true, resendAfterSeconds: 60 } });
  await userEvent.click(await screen.findByRole('tab', { name: 'Code à usage unique' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), EMAIL);
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir le code' }));
  await screen.findByRole('textbox', { name: 'Chiffre 1 sur 6' });
}

async function pasteCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' }));
  await userEvent.paste(code);
}

describe('login page', () => {
  it('remembers the referral code of the link', async () => {
    renderLogin('/login?ref=ABC');
    expect(await screen.findByRole('heading', { name: 'Bienvenue sur Bonavis' })).toBeInTheDocument();
    expect(localStorage.getItem('ref')).toBe('ABC');
  });

  it('switches method with the keyboard: the arrows move between the tabs, Enter selects, one tab stop', async () => {
    renderLogin();
    const magicLink = await screen.findByRole('tab', { name: 'Lien magique' });
    const oneTimeCode = screen.getByRole('tab', { name: 'Code à usage unique' });
    expect(magicLink).toHaveAttribute('aria-selected', 'true');
    expect(oneTimeCode).toHaveAttribute('tabindex', '-1');
    magicLink.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(oneTimeCode).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(oneTimeCode).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Code à usage unique' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recevoir le code' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(magicLink).toHaveFocus();
  });

  it('flags an invalid e-mail once the field is left', async () => {
    renderLogin();
    const email = await screen.findByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.type(email, 'marie@');
    expect(screen.queryByText('Adresse email invalide')).not.toBeInTheDocument();

    await userEvent.tab();

    expect(await screen.findByText('Adresse email invalide')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // Tied to its field, and read out as it appears.
    expect(email).toHaveAccessibleDescription('Adresse email invalide');
    expect(screen.getByText('Adresse email invalide')).toHaveAttribute('aria-live', 'polite');
  });

  it('sends the stored referral code with the magic link request', async () => {
    api.route('sendMagicLink', { body: { sent: true } });
    renderLogin('/login?ref=ABCD2345');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Adresse e-mail' }), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir le lien' }));

    await screen.findByRole('heading', { name: 'Consultez votre boîte de réception' });
    expect(api.callsTo('POST /users/auth/magic-link').map((call) => call.body)).toEqual([
      { email: EMAIL, referral: 'ABCD2345', language: 'fr' },
    ]);
  });

  it('shows a message when a social sign-in popup is closed', async () => {
    const { identity } = renderLogin();
    identity.nextError = { code: 'auth/popup-closed-by-user' };

    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));

    expect(await screen.findByText('La fenêtre de connexion a été fermée avant la fin.')).toBeInTheDocument();
    expect(identity.signInWithPopup).toHaveBeenCalledWith('google');
  });
});

describe('login page: one-time code', () => {
  it('sends the code, then shows six digit boxes and a resend countdown', async () => {
    renderLogin();
    await requestCode();

    expect(api.callsTo('POST /users/auth/send-otp')[0].body).toEqual({ email: EMAIL, language: 'fr' });
    expect(localStorage.getItem('email')).toBe(EMAIL);
    expect(digitBoxes()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Renvoyer le code dans 60 s' })).toBeDisabled();
  });

  it('fills every box from a pasted code and verifies it', async () => {
    api.route('verifyOtp', { body: { link: SIGN_IN_LINK } });
    const { identity } = renderLogin();
    await requestCode();

    await pasteCode('123456');

    expect(digitBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await waitFor(() => expect(identity.signInWithLink).toHaveBeenCalledWith(EMAIL, SIGN_IN_LINK));
    expect(api.callsTo('POST /users/auth/verify-otp').map((call) => call.body)).toEqual([{ email: EMAIL, otp: '123456' }]);
  });

  it.each([
    [400, 'OTP_INVALID', 'Ce code est incorrect. Vérifiez-le et réessayez.'],
    [400, 'OTP_EXPIRED', 'Ce code a expiré, demandez-en un nouveau'],
    [400, 'OTP_TOO_MANY_ATTEMPTS', 'Trop de tentatives, demandez un nouveau code'],
    [500, 'INTERNAL_ERROR', 'Erreur inconnue lors de la vérification du code'],
  ] as const)('explains a verification answered %i %s', async (status, code, message) => {
    api.route('verifyOtp', { status, body: { statusCode: status, code, message: 'Rejected' } });
    renderLogin();
    await requestCode();

    await pasteCode('123456');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(digitBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
  });
});
