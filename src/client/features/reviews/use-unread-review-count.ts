import { useReviewsQuery } from '../../api/reviews-api';

/**
 * How many reviews the owner has not read yet, for a badge on the navigation. One small request
 * (a page of one review); the socket's tag invalidation and a mark-read keep it current.
 */
export function useUnreadReviewCount(): number {
  const { data } = useReviewsQuery({ page: 1, pageSize: 1, period: 'all' });
  return data?.counts.unread ?? 0;
}
