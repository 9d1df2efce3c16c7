import { aGoogleConnection, aReviewPage, aSubscription, anAiSettingsState, anEmptyDashboardSummary } from './fixtures';
import { clientConfig } from '../config/client-config';

/** A request the client made to the product API, as the fake backend saw it. */
export type ApiCall = { route: string; query: URLSearchParams; headers: Headers; body: unknown };

type Answer = { status?: number; body?: unknown };

/** A JSON body parsed, a multipart one (an upload) as its FormData, no body as undefined. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * A fake product API in place of `fetch`, for the tests of one file: `answer('GET /users/private/me', ...)`
 * sets what a route returns (path after API_BASE_URL, no query). A request no test answered fails the test.
 */
export function mockApi() {
  const answers = new Map<string, Answer>();
  const calls: ApiCall[] = [];
  const unanswered: string[] = [];
  const realFetch = global.fetch;

  const handleFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.slice(new URL(clientConfig().apiBaseUrl).pathname.length)}`;
    calls.push({ route, query: url.searchParams, headers: request.headers, body: await bodyOf(request) });
    const answer = answers.get(route);
    if (!answer) {
      unanswered.push(route);
      return new Response(null, { status: 501 });
    }
    const { status = 200, body } = answer;
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };

  beforeEach(() => {
    answers.clear();
    calls.length = 0;
    unanswered.length = 0;
    global.fetch = jest.fn(handleFetch);
  });

  afterEach(() => {
    global.fetch = realFetch;
    expect(unanswered).toEqual([]);
  });

  return {
    answer: (route: string, answer: Answer) => void answers.set(route, answer),
    /** Every call so far, oldest first. */
    calls,
    /** The calls made to one route, e.g. `callsTo('POST /users/private')`. */
    callsTo: (route: string) => calls.filter((call) => call.route === route),
  };
}

/** Answers for an owner whose setup and listing sync are done, so the protected gate opens. */
export function answerAsSetUpOwner(api: ReturnType<typeof mockApi>) {
  api.answer('GET /users/private/me', { body: { id: 1, email: 'marie@boulangerie.fr', name: 'Marie', hasDoneProfileSetup: true } });
  api.answer('GET /reviews/private/location', {
    body: { providerId: 'demo-x', name: 'Boulangerie', hasBeenSynchronized: true, demo: true, synchronization: null },
  });
  api.answer('GET /health', { body: { status: 'ok', adapters: { maps: 'demo' } } });
  answerWithEmptyInbox(api);
  answerWithActiveSubscription(api);
  // The dashboard is where a signed-in owner lands.
  api.answer('GET /dashboards/private/summary', { body: anEmptyDashboardSummary() });
  answerWithGoogleConnection(api);
}

/** …whose listing is connected to its Google Business Profile (the reviews and dashboard screens ask, to offer it otherwise). */
export function answerWithGoogleConnection(api: ReturnType<typeof mockApi>, connection = aGoogleConnection()) {
  api.answer('GET /users/private/google', { body: connection });
}

/** …whose listing has no review yet (the navigation's unread badge and the reviews screen ask), with the offline writer. */
export function answerWithEmptyInbox(api: ReturnType<typeof mockApi>) {
  api.answer('GET /reviews/private', { body: aReviewPage() });
  api.answer('GET /reviews/private/ai-settings', { body: anAiSettingsState() });
  answerWithGoogleConnection(api);
}

/** …and whose subscription is active. */
export function answerWithActiveSubscription(api: ReturnType<typeof mockApi>) {
  api.answer('GET /subscriptions/private', {
    body: [aSubscription()],
  });
  api.answer('GET /subscriptions/private/trial/eligible', { body: { isEligible: false } });
}
