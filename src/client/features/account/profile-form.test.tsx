import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { pasteCode, region } from './account-test-kit';
import { ProfileSection } from './profile-section';

const api = mockApi();
const TOKEN = 'uid.1764000000000.signature';

const nameField = () => screen.getByRole('textbox', { name: 'Nom affiché' });
const phoneField = () => screen.getByRole('textbox', { name: 'Numéro de téléphone' });
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer le profil' });

async function renderProfile() {
  renderWithProviders(<ProfileSection />);
  await region('Profil');
  await waitFor(() => expect(nameField()).toHaveValue('Marie'));
}

/** Replaces a field's text, as a user pastes it. */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (!text) return;
  await userEvent.click(field);
  await userEvent.paste(text);
}

const rename = (name: string) => replaceText(nameField(), name);

describe('Profile: name and phone', () => {
  beforeEach(() => {
    api.route('me', { body: aUser({ phone: '+33 6 12 34 56 78' }) });
    api.route('sendTwoFactorCode', { body: { sent: true } });
    api.route('verifyTwoFactorCode', { body: { twoFactorToken: TOKEN } });
  });

  it('shows the saved name and phone, and keeps Save off until something changes', async () => {
    await renderProfile();
    expect(phoneField()).toHaveValue('+33 6 12 34 56 78');
    expect(saveButton()).toBeDisabled();
  });

  it.each([
    ['empty', '', 'Votre nom est requis'],
    ['one letter', 'M', 'Le nom est trop court !'],
    ['101 letters', 'M'.repeat(101), 'Le nom est trop long !'],
  ])('says what is wrong with a name (%s) once the field is left', async (_case, name, message) => {
    await renderProfile();
    await rename(name);
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it.each([
    ['06.12.34.56.78', 'Numéro de téléphone invalide'],
    ['', 'Le numéro de téléphone est requis'],
  ])('says what is wrong with the phone %j, with the wizard’s rules', async (phone, message) => {
    await renderProfile();
    await replaceText(phoneField(), phone);
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for a code once, sends the change with the 2faToken header, then remembers the token', async () => {
    api.route('updateInfo', { body: aUser({ name: 'Marie Curie', phone: '+33 6 12 34 56 78' }) });
    await renderProfile();
    await rename('Marie Curie');
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
    expect(within(dialog).getByText('marie@boulangerie.fr')).toBeInTheDocument();
    expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(1);
    await pasteCode(dialog, '123456');

    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    expect(api.callsTo('POST /users/private/2fa/verify-otp')[0].body).toEqual({ otp: '123456' });
    const [update] = api.callsTo('PUT /users/private/update-info');
    expect(update.headers.get('2faToken')).toBe(TOKEN);
    expect(update.body).toEqual({ name: 'Marie Curie', phone: '+33 6 12 34 56 78' });
    expect(JSON.parse(localStorage.getItem('2faToken')!)).toMatchObject({ token: TOKEN });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A second change within the token's lifetime asks nothing.
    api.route('updateInfo', { body: aUser({ name: 'Marie C.', phone: '+33 6 12 34 56 78' }) });
    await rename('Marie C.');
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT /users/private/update-info')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(1);
    expect(api.callsTo('PUT /users/private/update-info')[1].headers.get('2faToken')).toBe(TOKEN);
  });

  it.each([
    ['OTP_INVALID', { attemptsLeft: 4 }, 'Ce code est incorrect. Vérifiez-le et réessayez. Il vous reste 4 essais.'],
    ['OTP_EXPIRED', {}, 'Ce code a expiré, demandez-en un nouveau'],
    ['OTP_TOO_MANY_ATTEMPTS', {}, 'Trop de tentatives, demandez un nouveau code'],
  ] as const)('explains a refused code (%s) and changes nothing', async (code, details, message) => {
    api.route('verifyTwoFactorCode', { status: 400, body: { statusCode: 400, code, message: 'Rejected', ...details } });
    await renderProfile();
    await rename('Marie Curie');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    await pasteCode(dialog, '000000');

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toHaveValue('');
    expect(api.callsTo('PUT /users/private/update-info')).toHaveLength(0);
    expect(localStorage.getItem('2faToken')).toBeNull();
  });

  it('sends a new code on request and drops the change when the dialog is closed', async () => {
    await renderProfile();
    await rename('Marie Curie');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renvoyer le code' }));
    expect(await within(dialog).findByText('Un nouveau code vient de vous être envoyé.')).toBeInTheDocument();
    expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveButton()).toBeEnabled();
    expect(api.callsTo('PUT /users/private/update-info')).toHaveLength(0);
  });

  it('asks for a new code when the server no longer accepts the remembered token', async () => {
    localStorage.setItem('2faToken', JSON.stringify({ token: 'stale', expiresAt: Date.now() + 60_000 }));
    api.route('updateInfo', {
      status: 428,
      body: { statusCode: 428, code: 'TWO_FACTOR_REQUIRED', message: 'Confirm this change with a one-time code first' },
    });
    await renderProfile();
    await rename('Marie Curie');
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole('dialog');
    api.route('updateInfo', { body: aUser({ name: 'Marie Curie' }) });
    await pasteCode(dialog, '123456');
    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/private/update-info').map((call) => call.headers.get('2faToken'))).toEqual(['stale', TOKEN]);
  });

  it('says why the code could not be sent', async () => {
    api.route('sendTwoFactorCode', {
      status: 429,
      body: { statusCode: 429, code: 'RESEND_TOO_SOON', message: 'Wait', retryAfterSeconds: 42 },
    });
    await renderProfile();
    await rename('Marie Curie');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        "Un e-mail vient de vous être envoyé. Patientez un instant avant d'en demander un nouveau. Vous pourrez réessayer dans 42 secondes.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the profile’s load error with a retry', async () => {
    api.route('me', { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } });
    renderWithProviders(<ProfileSection />);
    expect(await screen.findByText("Ces informations n'ont pas pu être chargées.")).toBeInTheDocument();
    api.route('me', { body: aUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(nameField()).toHaveValue('Marie'));
  });
});

describe('Profile: the code boxes', () => {
  beforeEach(() => {
    api.route('me', { body: aUser({ phone: '+33 6 12 34 56 78' }) });
    api.route('sendTwoFactorCode', { body: { sent: true } });
    api.route('verifyTwoFactorCode', { body: { twoFactorToken: TOKEN } });
    api.route('updateInfo', { body: aUser({ name: 'Marie Curie' }) });
  });

  it('take a code typed digit by digit, or a whole code entered in the first box (a phone’s autofill)', async () => {
    await renderProfile();
    await rename('Marie Curie');
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    const firstBox = within(dialog).getByRole('textbox', { name: 'Chiffre 1 sur 6' });
    await userEvent.type(firstBox, '12');
    expect(within(dialog).getByRole('textbox', { name: 'Chiffre 2 sur 6' })).toHaveValue('2');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(firstBox).toHaveValue('');

    fireEvent.change(firstBox, { target: { value: '654321' } });
    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    expect(api.callsTo('POST /users/private/2fa/verify-otp')[0].body).toEqual({ otp: '654321' });
  });
});
