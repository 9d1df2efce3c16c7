import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';
import type { ReviewPage } from '../../../shared/api/reviews';
import { apiErrorText } from '../../i18n/api-error-text';
import { clampPage, hasActiveFilters, pageCountOf } from './review-filters-url';
import { ReviewCard } from './review-card';
import { NoMatchingReview, NoRemovedReview, NoReviewYet, ReviewListError, ReviewListSkeleton } from './review-list-states';
import type { useReviewFilters } from './use-review-filters';

type ReviewListProps = ReturnType<typeof useReviewFilters> & {
  /** The inbox query's state, one establishment's or the network's. */
  reviews: { data?: ReviewPage; error?: unknown; isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** Each card names its establishment (the network inbox). */
  showEstablishment?: boolean;
};

/** A page of the inbox, its loading, error and empty states, and the pagination; the page lives in the URL. */
export function ReviewList({ reviews, filters, changeFilters, changePage, resetFilters, showEstablishment = false }: ReviewListProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, isError, isFetching, refetch } = reviews;
  const listRef = useRef<HTMLElement>(null);

  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 0;
  // A link to a page past the end (reviews were removed, the URL was edited) shows the last page.
  const isPastTheEnd = data !== undefined && pageCount > 0 && filters.page > pageCount;
  useEffect(() => {
    if (isPastTheEnd) changePage(clampPage(filters.page, pageCount), { replace: true });
  }, [isPastTheEnd, filters.page, pageCount, changePage]);

  const handlePageChange = (page: number) => {
    changePage(page);
    // The new page starts at its first review, not where the pagination was.
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const renderList = () => {
    if (isLoading || isPastTheEnd) return <ReviewListSkeleton />;
    if (isError || !data) return <ReviewListError message={apiErrorText(t, error, 'reviews.list.failed')} onRetry={() => void refetch()} />;
    if (data.items.length === 0) {
      // No removed review at all in the period or search: say what « Retiré » means rather than « no match ».
      if (filters.removed && data.counts.removed === 0) return <NoRemovedReview onShowAll={() => changeFilters({ removed: false })} />;
      return hasActiveFilters(filters) ? <NoMatchingReview onReset={resetFilters} /> : <NoReviewYet />;
    }
    return (
      <Box sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.7 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
        {data.items.map((review) => (
          <ReviewCard key={review.id} review={review} showEstablishment={showEstablishment} />
        ))}
      </Box>
    );
  };

  return (
    <>
      {filters.source === 'tripadvisor' && (
        // Said where the owner looks for the missing reviews: Tripadvisor's API gives only its newest ones.
        <Alert severity="info" role="note">
          {t('sources.newestOnly')}
        </Alert>
      )}
      <Box
        component="section"
        ref={listRef}
        aria-label={t('reviews.list.label', { count: data?.total ?? 0 })}
        sx={{ display: 'grid', gap: 2 }}
      >
        {renderList()}
      </Box>
      {pageCount > 0 && !isError && (
        <Pagination
          count={pageCount}
          page={clampPage(filters.page, pageCount)}
          onChange={(_event, page) => handlePageChange(page)}
          siblingCount={1}
          boundaryCount={1}
          color="primary"
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, page, selected) => t(`reviews.pagination.${selected ? 'current' : type}`, { page })}
        />
      )}
    </>
  );
}
