import { NetworkReviewsPage } from '../features/reviews/network-reviews-page';
import { useEstablishmentChoice } from '../features/settings/use-establishment-choice';

/** The network inbox, composed here because features do not import each other: it covers the organisation shown. */
export function NetworkReviewsRoute() {
  const { organization, establishments } = useEstablishmentChoice();
  return <NetworkReviewsPage organizationId={organization?.id ?? null} establishments={establishments} />;
}
