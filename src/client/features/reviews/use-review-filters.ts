import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, filtersFromParams, paramsFromFilters, type ReviewFilters } from './review-filters-url';

/**
 * The screen's filters, kept in the URL so a link reproduces the view. Changing a filter goes back
 * to page 1: the old page number means nothing in another list.
 */
export function useReviewFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);

  const changeFilters = useCallback(
    (change: Partial<Omit<ReviewFilters, 'page'>>) =>
      setSearchParams((current) => paramsFromFilters({ ...filtersFromParams(current), ...change, page: 1 })),
    [setSearchParams],
  );
  // A clamp is a correction, not a new view: it replaces the history entry instead of adding one.
  const changePage = useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => paramsFromFilters({ ...filtersFromParams(current), page }), options),
    [setSearchParams],
  );
  const resetFilters = useCallback(
    () => setSearchParams((current) => paramsFromFilters({ ...DEFAULT_FILTERS, sort: filtersFromParams(current).sort })),
    [setSearchParams],
  );

  return { filters, changeFilters, changePage, resetFilters };
}
