import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ImportPreview, ReviewRequest, ReviewRequestPage, ReviewRequestState } from '../../../shared/api/review-requests';
import { PATHS } from '../../config/paths';
import { aListingStatus } from '../../test/fixtures';
import type { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import type { HistoryNetwork } from './request-history';
import { ReviewRequestsPage } from './review-requests-page';

/** Test-only builders and a render of the screen outside the lazy route tree. */

/** A listing's requests: e-mail by default, a reminder after 5 days, no sentence, 12 of 300 used, SMS really sent. */
export function aRequestState(overrides: Partial<ReviewRequestState> = {}): ReviewRequestState {
  return {
    settings: { channel: 'email', reminder: true, reminderAfterDays: 5, customSentence: '' },
    link: 'https://bonavis.example/r/boulangerie-dupont',
    reviewFormUrl: 'https://search.google.com/local/writereview?placeid=demo',
    hookUrl: 'https://bonavis.example/api/reviews/requests/hook/s3cr3t',
    quota: { limit: 300, used: 12, resetsOn: '2026-12-01' },
    intervalDays: 90,
    smsOffline: false,
    ...overrides,
  };
}

export function aRequest(overrides: Partial<ReviewRequest> = {}): ReviewRequest {
  return {
    id: 1,
    name: 'Marie Dupont',
    email: 'marie@exemple.fr',
    phone: null,
    channel: 'email',
    basis: 'customer',
    status: 'sent',
    refusal: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    sendAfter: null,
    sentAt: '2026-11-20T09:01:00.000Z',
    remindedAt: null,
    openedAt: '2026-11-21T18:30:00.000Z',
    reviewReceivedAt: '2026-11-22T10:00:00.000Z',
    location: { id: 1, name: 'Boulangerie' },
    ...overrides,
  };
}

export function aRequestPage(items: ReviewRequest[], overrides: Partial<ReviewRequestPage> = {}): ReviewRequestPage {
  return { items, total: items.length, page: 1, pageSize: 20, ...overrides };
}

export function anImportPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    columns: ['Nom', 'Email', 'Téléphone'],
    rows: [
      { row: 2, name: 'Marie Dupont', email: 'marie@exemple.fr', phone: null, language: null, problem: null },
      { row: 3, name: 'Jean Martin', email: 'jean@', phone: null, language: null, problem: 'INVALID_CONTACT' },
      { row: 4, name: 'Marie D.', email: 'marie@exemple.fr', phone: null, language: null, problem: 'DUPLICATE' },
    ],
    merged: 1,
    ...overrides,
  };
}

type ScreenAnswers = { state?: ReviewRequestState; history?: ReviewRequestPage };

/** Answers every call the screen makes on load: the settings, the history's first page and the listing's name. */
export function answerRequestsScreen(
  api: ReturnType<typeof mockApi>,
  { state = aRequestState(), history = aRequestPage([aRequest()]) }: ScreenAnswers = {},
) {
  api.route('reviewRequestState', { body: state });
  api.route('reviewRequests', { body: history });
  api.route('listing', { body: aListingStatus({ name: 'Boulangerie Dupont' }) });
}

/** Renders the screen at /reviews/requests in a memory router; `network` for a member who sees several establishments. */
export function renderRequestsScreen(network: HistoryNetwork = null) {
  const router = createMemoryRouter([{ path: PATHS.reviewRequests, element: <ReviewRequestsPage network={network} /> }], {
    initialEntries: [PATHS.reviewRequests],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** The query of the last `GET /reviews/private/requests`, as a plain object. */
export function lastHistoryQuery(api: ReturnType<typeof mockApi>) {
  const calls = api.callsTo('GET /reviews/private/requests');
  return Object.fromEntries(calls.at(-1)?.query ?? []);
}
