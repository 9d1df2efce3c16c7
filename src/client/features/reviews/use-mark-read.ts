import { useCallback } from 'react';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import type { InboxReview } from '../../../shared/api/reviews';
import { useMarkReviewReadMutation } from '../../api/reviews-api';

/**
 * Marks a review read once the owner has looked at it. The endpoint updates the list at once and
 * puts it back if the server refuses; the toast says why the marker came back.
 */
export function useMarkRead(review: InboxReview) {
  const { t } = useTranslation();
  const [markReviewRead] = useMarkReviewReadMutation();
  const { id, hasBeenReadd } = review;
  const location = review.location.id;
  return useCallback(() => {
    if (hasBeenReadd) return;
    markReviewRead({ id, location })
      .unwrap()
      .catch(() => notify(t('reviews.card.readFailed'), 'error'));
  }, [hasBeenReadd, id, location, markReviewRead, t]);
}
