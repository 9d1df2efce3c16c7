import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AiSettingsState } from '../../../shared/api/ai';
import type { Review, ReviewPage } from '../../../shared/api/reviews';
import type { User } from '../../../shared/api/users';
import { PATHS } from '../../config/paths';
import {
  aListingStatus,
  aReview as sharedReview,
  aReviewPage as sharedReviewPage,
  aUser,
  anAiSettingsState as sharedAiSettingsState,
} from '../../test/fixtures';
import { answerWithGoogleConnection, answerWithNoReviewAlerts, type mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ReviewsPage } from './reviews-page';

/** Test-only builders and a render of the reviews screen outside the lazy route tree (no chunk timing). */

export const aReview = (overrides: Partial<Review> = {}): Review =>
  sharedReview({
    authorName: 'Jean Dupont',
    reviewRate: 4,
    reviewContent: 'Très bon pain, accueil souriant.',
    hasBeenReadd: true,
    ...overrides,
  });

/** A page whose counts differ from one filter to the next, so a test can tell which count shows where. */
export const aReviewPage = (items: Review[], overrides: Partial<ReviewPage> = {}): ReviewPage =>
  sharedReviewPage(items, {
    pageSize: 10,
    counts: { all: items.length, unread: 1, answered: 2, unanswered: 3, removed: 0, byRating: { '1': 4, '2': 5, '3': 6, '4': 7, '5': 8 } },
    ...overrides,
  });

export const anAiSettingsState = ({ offline = false }: { offline?: boolean } = {}): AiSettingsState =>
  sharedAiSettingsState({ signature: 'Marie', manualWords: [] }, { kind: 'templates', offline });

type ScreenAnswers = { page?: ReviewPage; me?: Partial<User>; offline?: boolean };

/** Answers every call the screen makes on load. */
export function answerReviewsScreen(
  api: ReturnType<typeof mockApi>,
  { page = aReviewPage([aReview()]), me, offline = false }: ScreenAnswers = {},
) {
  api.route('reviews', { body: page });
  api.route('me', { body: aUser({ aiCredits: 5, ...me }) });
  // The credits shown are the establishment's (its paying account's), read with the AI settings.
  api.route('aiSettings', { body: { ...anAiSettingsState({ offline }), aiCredits: me?.aiCredits ?? 5 } });
  api.route('listing', { body: aListingStatus({ url: 'https://www.google.com/maps/place/port' }) });
  answerWithGoogleConnection(api);
  answerWithNoReviewAlerts(api);
}

/** Renders the screen at `path` in a memory router; `search()` reads the URL query back. */
export function renderReviewsPage(path = PATHS.reviewsAll as string) {
  const router = createMemoryRouter(
    [
      { path: PATHS.reviewsAll, element: <ReviewsPage /> },
      { path: PATHS.subscription, element: <p>Offres</p> },
    ],
    { initialEntries: [path] },
  );
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  return { router, search: () => new URLSearchParams(router.state.location.search), ...rendered };
}

/** The query of the last `GET /reviews/private`, as a plain object. */
export function lastListQuery(api: ReturnType<typeof mockApi>) {
  const calls = api.callsTo('GET /reviews/private');
  return Object.fromEntries(calls[calls.length - 1]?.query ?? []);
}

/**
 * Holds back the answers to requests whose method and URL path end match, until `release()`: lets a test
 * see the screen between a click and the server's answer. Call after `mockApi`'s own `beforeEach`.
 */
export function holdRequests(method: string, pathEnd: string) {
  const answerLater = global.fetch;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) {
      seen += 1;
      await held;
    }
    return answerLater(request);
  });
  return { release, seen: () => seen };
}
