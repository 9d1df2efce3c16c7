import { useNavigate } from 'react-router';
import { NetworkPage } from '../features/dashboard/network-page';
import { useEstablishmentChoice } from '../features/settings/use-establishment-choice';

/**
 * The network page, composed here because features do not import each other: it covers the organisation shown, and a
 * name in its ranking chooses that
 * establishment in the settings and opens its dashboard, or its inbox on the unanswered negatives.
 */
export function NetworkRoute() {
  const navigate = useNavigate();
  const { choose, organization } = useEstablishmentChoice();
  return (
    <NetworkPage
      organizationId={organization?.id ?? null}
      onOpen={(locationId, path) => {
        choose(locationId);
        void navigate(path);
      }}
    />
  );
}
