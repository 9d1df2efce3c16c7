import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { aListingLookup } from '../../test/fixtures';
import { ListingStep } from './listing-step';
import { initialWizardState } from './wizard-slice';

const api = mockApi();
const URL = 'https://maps.app.goo.gl/PortBakery29';
const listing = aListingLookup();

function renderStep() {
  return renderWithProviders(<ListingStep />, {
    preloadedState: {
      wizard: {
        ...initialWizardState,
        activeStep: 2,
        status: { userPersonalInfo: { isDone: true }, companyInfo: { isDone: true }, googleSync: { isDone: false } },
      },
    },
  });
}

describe('listing step (wizard step 3)', () => {
  it('looks the link up when Enter is pressed in the field, without finishing the wizard', async () => {
    api.route('resolveListing', { body: listing });
    renderStep();

    await userEvent.type(screen.getByRole('textbox', { name: /Lien de votre fiche/ }), `${URL}{Enter}`);

    expect(await screen.findByLabelText('Aperçu de la fiche trouvée')).toHaveTextContent('Boulangerie du Port');
    expect(api.callsTo('POST /reviews/resolve-original-url').map((call) => call.body)).toEqual([{ url: URL }]);
    expect(api.callsTo('POST /users/private/onboarding')).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terminer' })).toBeEnabled());
  });
});
