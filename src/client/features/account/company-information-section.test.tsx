import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { aStoredCompanyInformation, region } from './account-test-kit';
import { CompanyInformationSection } from './company-information-section';

const api = mockApi();

const field = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: "Enregistrer l'entreprise" });

async function renderCompany() {
  renderWithProviders(<CompanyInformationSection />);
  const section = await region('Entreprise');
  await waitFor(() => expect(field("Nom de l'entreprise")).toHaveValue('Boulangerie du Port'));
  return section;
}

async function replaceText(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
  await userEvent.tab();
}

describe('Company information', () => {
  beforeEach(() => {
    api.route('companyInformation', { body: aStoredCompanyInformation() });
  });

  it('shows the saved answers, the selects included', async () => {
    const section = await renderCompany();
    expect(field('Numéro SIRET')).toHaveValue('12345678901234');
    expect(field('Code postal')).toHaveValue('29900');
    expect(field('Ville')).toHaveValue('Concarneau');
    expect(field("Email de l'entreprise")).toHaveValue('contact@boulangerie-du-port.fr');
    expect(within(section).getByRole('combobox', { name: 'Statut juridique' })).toHaveTextContent('Micro/Auto-entrepreneur');
    expect(within(section).getByRole('combobox', { name: "Secteur d'activité" })).toHaveTextContent('Boulangerie');
    expect(saveButton()).toBeDisabled();
  });

  it.each([
    ['Numéro SIRET', '1234', 'Numéro SIRET invalide (14 chiffres requis)'],
    ["Nom de l'entreprise", 'B', "Le nom de l'entreprise est trop court !"],
    ['Code postal', '2990', 'Code postal invalide (5 chiffres requis)'],
    ['Adresse', '12 q', "L'adresse est trop courte"],
    ['Pays', 'Belgique', 'Seules les entreprises situées en France sont acceptées'],
    ["Email de l'entreprise", 'contact@', 'Adresse email invalide'],
    ["Téléphone de l'entreprise", '12', 'Numéro de téléphone invalide'],
  ])('%s = %j says “%s” once left', async (name, text, message) => {
    await renderCompany();
    await replaceText(name, text);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('saves a change with the VAT number optional, and says so', async () => {
    api.route('updateCompanyInformation', { body: aStoredCompanyInformation({ city: 'Quimper' }) });
    await renderCompany();
    await replaceText('Ville', 'Quimper');
    await userEvent.click(saveButton());
    expect(await screen.findByText("Informations de l'entreprise enregistrées")).toBeInTheDocument();
    expect(api.callsTo('PUT /users/private/update-company-information')[0].body).toMatchObject({
      city: 'Quimper',
      vatNumber: '',
      legalStatus: 'Auto-entrepreneur',
      countryCode: 'FR',
    });
  });

  it('says why a save failed, and keeps what was typed', async () => {
    api.route('updateCompanyInformation', {
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' },
    });
    await renderCompany();
    await replaceText('Ville', 'Quimper');
    await userEvent.click(saveButton());
    expect(await screen.findByText("L'enregistrement n'a pas abouti. Réessayez dans un instant.")).toBeInTheDocument();
    expect(field('Ville')).toHaveValue('Quimper');
    expect(saveButton()).toBeEnabled();
  });
});
