import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { aStoredPersonalInformation, pasteCode, region } from './account-test-kit';
import { PersonalInformationSection } from './personal-information-section';

const api = mockApi();
const TOKEN = 'uid.1764000000000.signature';

const field = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer mes informations' });

async function renderPersonal() {
  renderWithProviders(<PersonalInformationSection />);
  const section = await region('Informations personnelles');
  await waitFor(() => expect(field('Prénom')).toHaveValue('Élodie'));
  return section;
}

async function replaceText(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
  await userEvent.tab();
}

describe('Personal information', () => {
  // The code dialog shows the owner's address.
  beforeEach(() => api.route('me', { body: aUser() }));

  it('shows placeholders while loading, then the saved answers, birth date as DD/MM/YYYY', async () => {
    api.route('personalInformation', { body: aStoredPersonalInformation() });
    renderWithProviders(<PersonalInformationSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de vos informations…');
    await waitFor(() => expect(field('Prénom')).toHaveValue('Élodie'));
    expect(field('Nom')).toHaveValue('Le Gall');
    expect(field('Date de naissance')).toHaveValue('29/02/1988');
    expect(field('Numéro de téléphone')).toHaveValue('+33 6 12 34 56 78');
    expect(saveButton()).toBeDisabled();
  });

  it('shows a birth date stored as a date value as DD/MM/YYYY', async () => {
    api.route('personalInformation', { body: aStoredPersonalInformation({ birthDate: '1988-02-29' }) });
    await renderPersonal();
    expect(field('Date de naissance')).toHaveValue('29/02/1988');
  });

  it.each([
    ['Prénom', 'É', 'Le prénom est trop court !'],
    ['Prénom', 'Élodie2', 'Le prénom ne doit contenir que des lettres, tirets ou underscores'],
    ['Prénom', '', 'Le prénom est requis'],
    ['Nom', '', 'Le nom est requis'],
    ['Date de naissance', '3102', 'La date de naissance doit être au format JJ/MM/AAAA'],
    ['Date de naissance', '31021990', 'La date de naissance est invalide'],
    ['Date de naissance', '01012999', 'La date de naissance ne peut pas être dans le futur'],
    ['Date de naissance', '', 'La date de naissance est requise'],
    ['Numéro de téléphone', '12', 'Numéro de téléphone invalide'],
    ['Numéro de téléphone', '', 'Le numéro de téléphone est requis'],
  ])('%s = %j says “%s” once left', async (name, text, message) => {
    api.route('personalInformation', { body: aStoredPersonalInformation() });
    await renderPersonal();
    await replaceText(name, text);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(name)).toHaveAccessibleDescription(message);
    expect(saveButton()).toBeDisabled();
  });

  it('formats the birth date while it is typed', async () => {
    api.route('personalInformation', { body: aStoredPersonalInformation() });
    await renderPersonal();
    await userEvent.clear(field('Date de naissance'));
    await userEvent.type(field('Date de naissance'), '14071985');
    expect(field('Date de naissance')).toHaveValue('14/07/1985');
  });

  it('saves a change of birth date without a code, and says so', async () => {
    api.route('personalInformation', { body: aStoredPersonalInformation() });
    api.route('updatePersonalInformation', { body: aStoredPersonalInformation({ birthDate: '14/07/1985' }) });
    await renderPersonal();
    await replaceText('Date de naissance', '14071985');
    await userEvent.click(saveButton());

    expect(await screen.findByText('Informations personnelles enregistrées')).toBeInTheDocument();
    const [saved] = api.callsTo('PUT /users/private/update-personal-information');
    expect(saved.body).toEqual({
      firstName: 'Élodie',
      lastName: 'Le Gall',
      birthDate: '14/07/1985',
      countryCode: 'FR',
      phoneNumber: '+33 6 12 34 56 78',
      gender: 'Unknown',
    });
    expect(saved.headers.get('2faToken')).toBeNull();
    expect(api.callsTo('POST /users/private/2fa/send-otp')).toHaveLength(0);
    // The saved answers are the new starting point.
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('confirms a change of name with a code, and sends it with the 2faToken header, as the server requires', async () => {
    api.route('personalInformation', { body: aStoredPersonalInformation() });
    api.route('sendTwoFactorCode', { body: { sent: true } });
    api.route('verifyTwoFactorCode', { body: { twoFactorToken: TOKEN } });
    api.route('updatePersonalInformation', { body: aStoredPersonalInformation({ lastName: 'Le Gall-Morvan' }) });
    await renderPersonal();
    await replaceText('Nom', 'Le Gall-Morvan');
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole('dialog', { name: "Confirmez qu'il s'agit bien de vous" });
    expect(api.callsTo('PUT /users/private/update-personal-information')).toHaveLength(0);
    await pasteCode(dialog, '123456');

    expect(await screen.findByText('Informations personnelles enregistrées')).toBeInTheDocument();
    const [saved] = api.callsTo('PUT /users/private/update-personal-information');
    expect(saved.headers.get('2faToken')).toBe(TOKEN);
    expect(saved.body).toMatchObject({ lastName: 'Le Gall-Morvan' });
    expect(saved.body).not.toHaveProperty('twoFactorToken');
  });

  it('shows a refused field beside it, with the API’s message', async () => {
    api.route('personalInformation', { body: aStoredPersonalInformation() });
    api.route('updatePersonalInformation', {
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Invalid', fields: { birthDate: 'validation.birthDate.future' } },
    });
    await renderPersonal();
    await replaceText('Date de naissance', '14071985');
    await userEvent.click(saveButton());
    expect(await screen.findByText('La date de naissance ne peut pas être dans le futur')).toBeInTheDocument();
    expect(screen.getByText(/Vérifiez le formulaire et réessayez/)).toBeInTheDocument();
  });

  it('says the answers could not load, and loads them again on request', async () => {
    api.route('personalInformation', { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } });
    renderWithProviders(<PersonalInformationSection />);
    const section = await region('Informations personnelles');
    expect(await within(section).findByText("Ces informations n'ont pas pu être chargées.")).toBeInTheDocument();

    api.route('personalInformation', { body: aStoredPersonalInformation() });
    await userEvent.click(within(section).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(field('Prénom')).toHaveValue('Élodie'));
  });

  it('offers an empty form when nothing was saved yet', async () => {
    api.route('personalInformation', {
      status: 404,
      body: { statusCode: 404, code: 'PERSONAL_INFORMATION_NOT_FOUND', message: 'No personal information yet' },
    });
    renderWithProviders(<PersonalInformationSection />);
    expect(await screen.findByRole('textbox', { name: 'Prénom' })).toHaveValue('');
  });
});
