import type { EvidenceFormat } from '../../shared/api/review-integrity';
import type { Language } from '../../shared/constants';
import { API_ROUTES, pathOf, type AnswerOf } from '../../shared/api/routes';
import { atEstablishment } from './establishment-scope';
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
    /**
     * Google's review management tool for a flagged review (to report it there); the server logs the report in the
     * review's evidence file. In the review's establishment.
     */
    reportReviewToGoogle: build.mutation<AnswerOf<'reportReviewToGoogle'>, { id: number; location: number }>({
      query: ({ id, location }) => ({
        ...atEstablishment(location, pathOf('reportReviewToGoogle', { id })),
        method: API_ROUTES.reportReviewToGoogle.method,
      }),
      extraOptions: { ownLocation: true },
    }),
  }),
});

export const { useReviewEvidenceMutation, useReportReviewToGoogleMutation } = reviewEvidenceApi;
