import { useTranslation } from 'react-i18next';
import { useReviewsQuery } from '../../api/reviews-api';
import { Page } from '../../components/page';
import { AiStatusChips, NoCreditNote } from './ai-status';
import { queryFromFilters } from './review-filters-url';
import { ReviewFiltersPanel } from './review-filters-panel';
import { ReviewList } from './review-list';
import { GoogleConnectionCard } from '../google/google-connection-card';
import { SuspiciousWaveBanner } from '../review-integrity/suspicious-wave-banner';
import { useReviewFilters } from './use-review-filters';

/** `/reviews/home` and `/reviews/all`: the owner's reviews, filtered and paged from the URL, each with its reply. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const view = useReviewFilters();
  const reviews = useReviewsQuery(queryFromFilters(view.filters));

  return (
    <Page title={t('pages.reviews')} actions={<AiStatusChips />}>
      <NoCreditNote />
      <GoogleConnectionCard placement="prompt" />
      <SuspiciousWaveBanner />
      <ReviewFiltersPanel filters={view.filters} counts={reviews.data?.counts} onChange={view.changeFilters} onReset={view.resetFilters} />
      <ReviewList reviews={reviews} {...view} />
    </Page>
  );
}
