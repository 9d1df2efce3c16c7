import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';
import { useReviewsQuery } from '../../api/reviews-api';
import { Page } from '../../components/page';
import { apiErrorText } from '../../i18n/api-error-text';
import { AiStatusChips, NoCreditNote } from './ai-status';
import { clampPage, hasActiveFilters, pageCountOf, queryFromFilters } from './review-filters-url';
import { ReviewCard } from './review-card';
import { ReviewFiltersPanel } from './review-filters-panel';
import { GoogleConnectionCard } from '../google/google-connection-card';
import { NoMatchingReview, NoRemovedReview, NoReviewYet, ReviewListError, ReviewListSkeleton } from './review-list-states';
import { SuspiciousWaveBanner } from '../review-integrity/suspicious-wave-banner';
import { useReviewFilters } from './use-review-filters';

/** `/reviews/home` and `/reviews/all`: the owner's reviews, filtered and paged from the URL, each with its reply. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const { filters, changeFilters, changePage, resetFilters } = useReviewFilters();
  const { data, error, isLoading, isError, isFetching, refetch } = useReviewsQuery(queryFromFilters(filters));
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
          <ReviewCard key={review.id} review={review} />
        ))}
      </Box>
    );
  };

  return (
    <Page title={t('pages.reviews')} actions={<AiStatusChips />}>
      <NoCreditNote />
      <GoogleConnectionCard placement="prompt" />
      <SuspiciousWaveBanner />
      <ReviewFiltersPanel filters={filters} counts={data?.counts} onChange={changeFilters} onReset={resetFilters} />
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
    </Page>
  );
}
