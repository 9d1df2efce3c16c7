import type { EvidenceFormat } from '../../shared/api/review-integrity';
import type { Language } from '../../shared/constants';
import { pathOf } from '../../shared/api/routes';
import { baseApi } from './base-api';
import { objectUrlOrError } from './file-response';

/** `location`: the reviews' establishment when it may not be the one shown (the network inbox's). */
export type EvidenceRequest = { ids: number[]; format: EvidenceFormat; language: Language; location?: number };

/** The evidence file of some reviews (`/reviews/private/evidence`), as an object URL the caller saves then revokes. */
export const reviewEvidenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviewEvidence: build.mutation<string, EvidenceRequest>({
      query: ({ ids, format, language, location }) => ({
        // Named in the URL itself, the establishment replaces the one shown (base-api adds that one otherwise).
        url: location === undefined ? pathOf('reviewEvidence') : `${pathOf('reviewEvidence')}?location=${location}`,
        params: { ids: ids.join(','), format, language },
        cache: 'no-store',
        responseHandler: objectUrlOrError,
      }),
    }),
  }),
});

export const { useReviewEvidenceMutation } = reviewEvidenceApi;
