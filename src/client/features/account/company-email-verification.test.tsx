import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { aStoredCompanyInformation, pasteCode, region } from './account-test-kit';
import { CompanyInformationSection } from './company-information-section';

const api = mockApi();

const verifyButton = () => screen.findByRole('button', { name: "Vérifier l'adresse" });

async function openDialog() {
  renderWithProviders(<CompanyInformationSection />);
  await region('Entreprise');
  await userEvent.click(await verifyButton());
  return screen.findByRole('dialog', { name: "Vérifier l'adresse de l'entreprise" });
}

describe('Verifying the company address', () => {
  beforeEach(() => {
    api.route('companyInformation', { body: aStoredCompanyInformation() });
    api.route('sendCompanyEmailCode', { body: { sent: true } });
  });

  it('mails a code in the interface language, refuses a wrong one, and says « Adresse vérifiée » after the right one', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Saisissez le code à 6 chiffres envoyé à contact@boulangerie-du-port.fr.');
    expect(api.callsTo('POST /users/private/company-information/email/send-otp').map((call) => call.body)).toEqual([{ language: 'fr' }]);

    api.route('verifyCompanyEmail', {
      status: 400,
      body: { statusCode: 400, code: 'OTP_INVALID', message: 'Ce code est incorrect.', attemptsLeft: 4 },
    });
    await pasteCode(dialog, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    expect(await within(dialog).findByText('Ce code est incorrect. Vérifiez-le et réessayez. Il vous reste 4 essais.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Chiffre 1 sur 6' })).toHaveValue('');

    api.route('verifyCompanyEmail', { body: aStoredCompanyInformation({ companyEmailVerifiedAt: '2026-03-02T10:00:00.000Z' }) });
    await pasteCode(dialog, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Adresse vérifiée')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Vérifier l'adresse" })).not.toBeInTheDocument();
    expect(api.callsTo('POST /users/private/company-information/email/verify-otp').map((call) => call.body)).toEqual([
      { otp: '000000' },
      { otp: '123456' },
    ]);
  });

  it.each([
    ['OTP_EXPIRED', 400, 'Ce code a expiré, demandez-en un nouveau'],
    ['OTP_TOO_MANY_ATTEMPTS', 429, 'Trop de tentatives, demandez un nouveau code'],
  ] as const)('explains a refused code by its code (%s)', async (code, status, message) => {
    api.route('verifyCompanyEmail', { status, body: { statusCode: status, code, message: 'Refusé' } });
    const dialog = await openDialog();
    await pasteCode(dialog, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('says when a new code cannot be sent yet, and keeps the dialog open', async () => {
    const dialog = await openDialog();
    api.route('sendCompanyEmailCode', {
      status: 429,
      body: { statusCode: 429, code: 'RESEND_TOO_SOON', message: 'Patientez', retryAfterSeconds: 42 },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renvoyer le code' }));
    expect(
      await within(dialog).findByText(
        "Un e-mail vient de vous être envoyé. Patientez un instant avant d'en demander un nouveau. Vous pourrez réessayer dans 42 secondes.",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /users/private/company-information/email/send-otp')).toHaveLength(2);
  });

  it('shows « Adresse vérifiée » for a proven address, and nothing for one being typed', async () => {
    api.route('companyInformation', { body: aStoredCompanyInformation({ companyEmailVerifiedAt: '2026-03-02T10:00:00.000Z' }) });
    renderWithProviders(<CompanyInformationSection />);
    expect(await screen.findByText('Adresse vérifiée')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: "Email de l'entreprise" });
    await userEvent.clear(field);
    await userEvent.type(field, 'autre@boulangerie-du-port.fr');
    expect(screen.queryByText('Adresse vérifiée')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Vérifier l'adresse" })).not.toBeInTheDocument();
  });
});
