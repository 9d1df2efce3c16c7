import type { EvidenceFormat } from '../../shared/api/review-integrity';
import type { Language } from '../../shared/constants';
import { pathOf } from '../../shared/api/routes';
import { baseApi } from './base-api';
import { objectUrlOrError } from './file-response';

export type EvidenceRequest = { ids: number[]; format: EvidenceFormat; language: Language };

/** The evidence file of some reviews (`/reviews/private/evidence`), as an object URL the caller saves then revokes. */
export const reviewEvidenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reviewEvidence: build.mutation<string, EvidenceRequest>({
      query: ({ ids, format, language }) => ({
        url: pathOf('reviewEvidence'),
        params: { ids: ids.join(','), format, language },
        cache: 'no-store',
        responseHandler: objectUrlOrError,
      }),
    }),
  }),
});

export const { useReviewEvidenceMutation } = reviewEvidenceApi;
