import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { aListingLookup, anEstablishment } from '../../test/fixtures';
import { PATHS } from '../../config/paths';
import { AddEstablishmentDialog } from './add-establishment-dialog';

const api = mockApi();
const URL = 'https://maps.app.goo.gl/HallesBakery';

function renderDialog() {
  const onAdded = jest.fn();
  const onClose = jest.fn();
  const router = createMemoryRouter(
    [
      { path: '/reviews/home', element: <AddEstablishmentDialog open onClose={onClose} onAdded={onAdded} /> },
      { path: PATHS.dashboardHome, element: <p>Tableau de bord</p> },
    ],
    { initialEntries: ['/reviews/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { onAdded, onClose, router };
}

async function lookUp() {
  api.route('resolveListing', { body: aListingLookup({ name: 'Boulangerie des Halles' }) });
  await userEvent.type(screen.getByRole('textbox', { name: /Lien de votre fiche/ }), `${URL}{Enter}`);
  expect(await screen.findByLabelText('Aperçu de la fiche trouvée')).toHaveTextContent('Boulangerie des Halles');
}

describe('« Ajouter un établissement »', () => {
  it('adds the business looked up, then shows it on the dashboard', async () => {
    const { onAdded, router } = renderDialog();
    expect(screen.getByRole('button', { name: 'Ajouter cet établissement' })).toBeDisabled();
    await lookUp();
    api.route('addEstablishment', {
      status: 201,
      body: anEstablishment({ id: 8, name: 'Boulangerie des Halles', hasBeenSynchronized: false }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter cet établissement' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(8));
    expect(api.callsTo('POST /locations/private').map((call) => call.body)).toEqual([{ url: URL }]);
    expect(await screen.findByText('Boulangerie des Halles a été ajouté. Ses avis se synchronisent.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.dashboardHome);
  });

  it('says in French when the trial covers no more establishments, and adds nothing', async () => {
    const { onAdded } = renderDialog();
    await lookUp();
    api.route('addEstablishment', {
      status: 402,
      body: { code: 'ESTABLISHMENT_LIMIT', message: 'The free trial covers 3 establishments' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter cet établissement' }));

    expect(await screen.findByText("L'essai gratuit couvre 3 établissements : abonnez-vous pour en ajouter d'autres.")).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('checks the link before asking the server', async () => {
    renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: /Lien de votre fiche/ }), 'pas un lien{Enter}');
    expect(await screen.findByRole('textbox', { name: /Lien de votre fiche/ })).toHaveAccessibleDescription(/.+/);
    expect(api.callsTo('POST /reviews/resolve-original-url')).toEqual([]);
  });
});
