import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_FILTERS, filtersFromParams, paramsFromFilters, type ReviewFilters } from './review-filters-url';

/**
 * The URL the filters build on. react-router hands a functional update the params of the last
 * render, so two clicks before the next render would both start from the same URL and the first
 * would be lost. So the URLs asked for and not yet shown are kept in order, with the URL shown when
 * the first was asked: once one is shown, it and those before it are done; a URL that is neither
 * (back button, a link) replaces them all.
 */
function useLatestSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The URL on screen, kept current once React has drawn it (before any click can read it).
  const shown = useRef(searchParams.toString());
  useLayoutEffect(() => {
    shown.current = searchParams.toString();
  }, [searchParams]);
  const requests = useRef<{ from: string; pending: string[] }>({ from: '', pending: [] });

  const latest = useCallback(() => {
    const { from, pending } = requests.current;
    const done = pending.indexOf(shown.current);
    if (done !== -1) requests.current = { from: shown.current, pending: pending.slice(done + 1) };
    else if (shown.current !== from) requests.current = { from: shown.current, pending: [] };
    return new URLSearchParams(requests.current.pending.at(-1) ?? shown.current);
  }, []);
  const navigateTo = useCallback(
    (next: URLSearchParams, options?: { replace?: boolean }) => {
      latest();
      requests.current.pending.push(next.toString());
      setSearchParams(next, options);
    },
    [latest, setSearchParams],
  );
  return { searchParams, latest, navigateTo };
}

/**
 * The screen's filters, kept in the URL so a link reproduces the view. Changing a filter goes back
 * to page 1: the old page number means nothing in another list.
 */
export function useReviewFilters() {
  const { searchParams, latest, navigateTo } = useLatestSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);

  /** `change` may be a function of the latest filters, for a toggle that must not undo a click not yet shown. */
  const changeFilters = useCallback(
    (change: Partial<Omit<ReviewFilters, 'page'>> | ((current: ReviewFilters) => Partial<Omit<ReviewFilters, 'page'>>)) => {
      const current = filtersFromParams(latest());
      navigateTo(paramsFromFilters({ ...current, ...(typeof change === 'function' ? change(current) : change), page: 1 }));
    },
    [latest, navigateTo],
  );
  // A clamp is a correction, not a new view: it replaces the history entry instead of adding one.
  const changePage = useCallback(
    (page: number, options: { replace?: boolean } = {}) => navigateTo(paramsFromFilters({ ...filtersFromParams(latest()), page }), options),
    [latest, navigateTo],
  );
  const resetFilters = useCallback(
    () => navigateTo(paramsFromFilters({ ...DEFAULT_FILTERS, sort: filtersFromParams(latest()).sort })),
    [latest, navigateTo],
  );

  return { filters, changeFilters, changePage, resetFilters };
}
