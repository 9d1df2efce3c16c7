import { ReviewRequestsPage } from '../features/review-requests/review-requests-page';
import { useEstablishmentChoice } from '../features/settings/use-establishment-choice';

/**
 * The review requests' page, composed here because features do not import each other: a member who sees two or more
 * establishments of the organisation shown may read every one's history together.
 */
export function ReviewRequestsRoute() {
  const { organization, establishments } = useEstablishmentChoice();
  return <ReviewRequestsPage network={establishments.length >= 2 ? { organization: organization?.id ?? null } : null} />;
}
