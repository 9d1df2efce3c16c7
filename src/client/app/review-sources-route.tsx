import { roleCan } from '../../shared/roles';
import { FacebookCallbackPage } from '../features/review-sources/facebook-callback-page';
import { ReviewSourcesPage } from '../features/review-sources/review-sources-page';
import { useEstablishmentChoice } from '../features/settings/use-establishment-choice';

/**
 * Settings → « Sources d'avis », composed here: the sources of the establishment shown; its owners, admins and
 * managers (the `configure` permission) connect and disconnect them.
 */
export function ReviewSourcesRoute() {
  const { chosen, organization } = useEstablishmentChoice();
  return (
    <ReviewSourcesPage establishmentId={chosen?.id ?? null} canManage={organization !== null && roleCan(organization.role, 'configure')} />
  );
}

/** Meta's login comes back here: Facebook is connected to the establishment shown when the owner left for it. */
export function FacebookCallbackRoute() {
  const { chosen } = useEstablishmentChoice();
  return <FacebookCallbackPage establishmentId={chosen?.id ?? null} />;
}
