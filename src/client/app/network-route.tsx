import { useNavigate } from 'react-router';
import { PATHS } from '../config/paths';
import { NetworkPage } from '../features/dashboard/network-page';
import { useEstablishmentChoice } from '../features/settings/use-establishment-choice';

/**
 * The network page, composed here because features do not import each other: a name in its ranking chooses that
 * establishment in the settings and opens its dashboard.
 */
export function NetworkRoute() {
  const navigate = useNavigate();
  const { choose } = useEstablishmentChoice();
  return (
    <NetworkPage
      onOpen={(locationId) => {
        choose(locationId);
        void navigate(PATHS.dashboardHome);
      }}
    />
  );
}
