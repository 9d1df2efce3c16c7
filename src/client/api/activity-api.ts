import { pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';

/** The first page has no cursor; the next ones are asked for with the previous page's `nextBefore`. */
const FIRST_PAGE = 0;

/**
 * The activity journal of the organisation shown (`/organizations/private/activity`, owners and admins): pages of
 * 50 entries, newest first, each next page asked for with the previous one's `nextBefore` (« Voir plus »).
 */
export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The journal of the organisation `organizationId` (`?organization=`, whichever establishment the screens show). */
    activity: build.infiniteQuery<AnswerOf<'activity'>, number, number>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: pathOf('activity'),
        params: pageParam === FIRST_PAGE ? { organization: queryArg } : { organization: queryArg, before: pageParam },
      }),
      // Every action of the team adds to it: read again each time the screen opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useActivityInfiniteQuery } = activityApi;
