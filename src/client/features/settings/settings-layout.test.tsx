import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '../../../shared/roles';
import { organizationsApi } from '../../api/organizations-api';
import { PATHS } from '../../config/paths';
import { anEstablishment } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { SettingsLayout } from './settings-layout';

const api = mockApi();

function renderSettings(role: Role) {
  api.route('organizations', { body: [{ id: 1, name: 'Boulangeries Marie', role, establishments: [{ id: 10, name: 'Le Port' }] }] });
  api.route('establishments', { body: { items: [anEstablishment({ id: 10, organizationId: 1, name: 'Le Port' })] } });
  const router = createMemoryRouter(
    [{ path: PATHS.settings, element: <SettingsLayout />, children: [{ path: PATHS.settingsGeneral, element: <p>Général</p> }] }],
    { initialEntries: [PATHS.settingsGeneral] },
  );
  return renderWithProviders(<RouterProvider router={router} />).store;
}

type Store = ReturnType<typeof renderSettings>;
const organizationsOf = (store: Store) => organizationsApi.endpoints.organizations.select()(store.getState());

describe('Settings tabs', () => {
  it.each(['owner', 'admin'] as const)('offer « Activité » to an %s, beside « Équipe »', async (role) => {
    renderSettings(role);
    expect(await screen.findByRole('tab', { name: 'Activité' })).toHaveAttribute('href', PATHS.settingsActivity);
    expect(screen.getByRole('tab', { name: 'Équipe' })).toBeInTheDocument();
  });

  it.each(['manager', 'viewer'] as const)('hide « Activité » from a %s', async (role) => {
    const store = renderSettings(role);
    // Once the role is known (the organisations answered), the tab is not there.
    await waitFor(() => expect(organizationsOf(store)?.status).toBe('fulfilled'));
    expect(await screen.findByRole('tab', { name: 'Équipe' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Activité' })).not.toBeInTheDocument();
  });
});
