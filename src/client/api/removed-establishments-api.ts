import type { Language } from '../../shared/constants';
import { pathOf, type AnswerOf } from '../../shared/api/routes';
import { baseApi } from './base-api';
import { objectUrlOrError } from './file-response';

/** Which removed establishment's reviews, in which language; `location` is an establishment of its organisation. */
export type RemovedReviewsRequest = { id: number; location: number; language: Language };

/**
 * An organisation's removed establishments whose reviews are still kept (30 days), and each one's reviews as the
 * evidence file's CSV. `location` (any establishment of the organisation) names the organisation, whichever one the
 * screens show. The list is tagged with the organisations, so a removal lists its establishment at once.
 */
export const removedEstablishmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    removedEstablishments: build.query<AnswerOf<'removedEstablishments'>, number>({
      query: (location) => `${pathOf('removedEstablishments')}?location=${location}`,
      providesTags: ['Organizations'],
    }),
    /** The file as an object URL the caller saves then revokes. */
    removedEstablishmentReviews: build.mutation<string, RemovedReviewsRequest>({
      query: ({ id, location, language }) => ({
        url: `${pathOf('removedEstablishmentReviews', { id })}?location=${location}`,
        params: { language },
        cache: 'no-store',
        responseHandler: objectUrlOrError,
      }),
    }),
  }),
});

export const { useRemovedEstablishmentsQuery, useRemovedEstablishmentReviewsMutation } = removedEstablishmentsApi;
