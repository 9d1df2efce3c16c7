import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStatus } from '../../app/guards/auth-status';
import { aSessionUser, aUser } from '../../test/fixtures';
import { answerAsSetUpOwner, mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { aStoredCompanyInformation, aStoredPersonalInformation } from '../account/account-test-kit';
import { authState } from '../auth/auth-slice';

jest.mock('../../app/guards/auth-status', () => ({ useAuthStatus: jest.fn() }));

const api = mockApi();

describe('Settings → General', () => {
  beforeEach(() => {
    jest.mocked(useAuthStatus).mockReturnValue({ isLoading: false, isAuthenticated: true });
    answerAsSetUpOwner(api);
    api.route('me', { body: aUser({ phone: '+33 6 12 34 56 78' }) });
    api.route('personalInformation', { body: aStoredPersonalInformation() });
    api.route('companyInformation', { body: aStoredCompanyInformation() });
    api.route('referrals', { body: { referralId: 'MARIE42', referredCount: 2 } });
    api.route('removedEstablishments', { body: { items: [] } });
  });

  it('shows the account sections, the referral link, the language, then the data rights', async () => {
    renderRoute('/settings/general');
    // The page's code loads lazily, as in the app: a busy test machine may take more than the default second.
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Profil',
      'Adresse e-mail',
      'Informations personnelles',
      'Entreprise',
      'Établissement',
      'Établissements',
      'Parrainage',
      "Langue de l'interface",
      'Exporter mes données',
      'Supprimer mon compte',
    ]);
    expect(document.title).toBe('Général · Paramètres | Bonavis');
    const personal = screen.getByRole('region', { name: 'Informations personnelles' });
    await waitFor(() => expect(within(personal).getByRole('textbox', { name: 'Date de naissance' })).toHaveValue('29/02/1988'));
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Français');
  });

  it('shows a new name in the header as soon as it is saved', async () => {
    localStorage.setItem('2faToken', JSON.stringify({ token: 'tfa', expiresAt: Date.now() + 60_000 }));
    api.route('updateInfo', { body: aUser({ name: 'Marie Curie', phone: '+33 6 12 34 56 78' }) });
    renderRoute('/settings/general', { preloadedState: { auth: authState('signedIn', { user: aSessionUser() }) } });
    const header = await screen.findByRole('banner');

    // The header shows before the page's lazily loaded code.
    const profile = await screen.findByRole('region', { name: 'Profil' });
    const name = await within(profile).findByRole('textbox', { name: 'Nom affiché' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Marie Curie');
    await userEvent.click(within(profile).getByRole('button', { name: 'Enregistrer le profil' }));

    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    // The account menu of the header names the owner with the saved name, without asking the server again.
    await userEvent.click(within(header).getByRole('button', { name: 'Mon compte' }));
    expect(within(await screen.findByRole('menu')).getByText('Marie Curie')).toBeInTheDocument();
    expect(api.callsTo('GET /users/private/me')).toHaveLength(1);
  });
});
