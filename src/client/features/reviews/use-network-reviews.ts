import { useState } from 'react';
import { useNetworkReviewsQuery } from '../../api/reviews-api';
import { networkQueryFromFilters, type ReviewFilters } from './review-filters-url';

/** A view's key: its filters but the page, so the pages of one view share its `asOf`. */
const viewOf = (filters: ReviewFilters) => JSON.stringify({ ...filters, page: 0 });

/**
 * The network inbox's page of the view. Pages are numbered, and reviews keep arriving from every establishment: the
 * pages after the first are read as of the first read (`asOf`, the last review stored then), so a review arriving
 * between two pages neither pushes an item onto the next page twice nor hides one. Reading a view without `asOf`
 * (its first page, or a page opened from a link) gives the one its next pages send; page 1 is always read afresh.
 */
export function useNetworkReviews(filters: ReviewFilters, organization: number | null) {
  const view = viewOf(filters);
  const [firstRead, setFirstRead] = useState<{ view: string; asOf: number }>();
  const asOf = filters.page > 1 && firstRead?.view === view ? firstRead.asOf : undefined;
  const reviews = useNetworkReviewsQuery(networkQueryFromFilters(filters, organization, asOf));

  // Kept as it comes in, while rendering (React's pattern for state following a value), not one render late.
  const answeredAsOf = reviews.currentData?.asOf;
  const isFirstRead = reviews.originalArgs?.asOf === undefined && answeredAsOf !== undefined;
  if (isFirstRead && (firstRead?.view !== view || firstRead.asOf !== answeredAsOf)) setFirstRead({ view, asOf: answeredAsOf });
  return reviews;
}
