import {
  aGoogleConnection,
  aHealthReport,
  aListingStatus,
  aProfileFigures,
  aReviewPage,
  aSourceDashboard,
  aSubscription,
  aUser,
  anAiSettingsState,
  anEmptyDashboardSummary,
  anEstablishment,
} from './fixtures';
import { clientConfig } from '../config/client-config';
import type { ApiErrorBody } from '../../shared/api/errors';
import { API_ROUTES, pathOf, type AnswerOf, type PathArgs, type RouteName } from '../../shared/api/routes';

/** A request the client made to the product API, as the fake backend saw it. */
export type ApiCall = { route: string; query: URLSearchParams; headers: Headers; body: unknown };

/** `mediaType`: a file route's answer (`contentMediaType` in the table), sent as it is rather than as JSON. */
type Answer = { status?: number; body?: unknown; mediaType?: string };

/** A route's answer, or what works it out from the request's query (e.g. per establishment, from `?location=`). */
type AnswerFrom<A> = A | ((query: URLSearchParams) => A);

/** What a route of the table answers in a test: its success body as the contract types it, or an API error. */
export type RouteAnswer<N extends RouteName> =
  | (AnswerOf<N> extends void ? { status?: 204; body?: undefined } : { status?: 200 | 201; body: AnswerOf<N> })
  | { status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 428 | 429 | 500 | 503; body: ErrorAnswerBody };

/** An API error's body, as the contract types it (`code`, `message` and the details some codes carry). */
type ErrorAnswerBody = Partial<ApiErrorBody>;

/** The media type of a route whose success answer is a file (a string sent as it is), else undefined. */
function fileMediaTypeOf(name: RouteName): string | undefined {
  const schema: { contentMediaType?: string } | undefined = Object.values(API_ROUTES[name].answers)[0];
  return schema?.contentMediaType;
}

/** `'GET /users/private/me'` for `me`: the key the fake backend answers by, and `callsTo` takes. */
export function routeOf<N extends RouteName>(name: N, ...params: PathArgs<N>): string {
  return `${API_ROUTES[name].method} ${pathOf(name, ...params)}`;
}

/** A JSON body parsed, a multipart one (an upload) as its FormData, no body as undefined. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * A fake product API in place of `fetch`, for the tests of one file: `route('me', { body: aUser() })` sets what a
 * route of API_ROUTES returns, with a body of the contract's type, so a field renamed in the contract fails the
 * test's compilation. A request no test answered fails the test.
 */
export function mockApi() {
  const answers = new Map<string, { answer: AnswerFrom<Answer>; mediaType?: string }>();
  const calls: ApiCall[] = [];
  const unanswered: string[] = [];
  const realFetch = global.fetch;

  const handleFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.slice(new URL(clientConfig().apiBaseUrl).pathname.length)}`;
    calls.push({ route, query: url.searchParams, headers: request.headers, body: await bodyOf(request) });
    const set = answers.get(route);
    if (!set) {
      unanswered.push(route);
      return new Response(null, { status: 501 });
    }
    const { mediaType } = set;
    const { status = 200, body } = typeof set.answer === 'function' ? set.answer(url.searchParams) : set.answer;
    if (mediaType && status < 300) return new Response(body as string, { status, headers: { 'Content-Type': mediaType } });
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
    /**
     * Sets what a route of the table answers, by name, with a body of the contract's type: `route('me', { body: aUser() })`,
     * or by the request's query: `route('listing', (query) => ({ body: listingOf(query.get('location')) }))`.
     */
    route: <N extends RouteName>(name: N, answer: AnswerFrom<RouteAnswer<N>>, ...params: PathArgs<N>) =>
      void answers.set(routeOf(name, ...params), { answer, mediaType: fileMediaTypeOf(name) }),
    /** Every call so far, oldest first. */
    calls,
    /** The calls made to one route, e.g. `callsTo('POST /users/private')`. */
    callsTo: (route: string) => calls.filter((call) => call.route === route),
  };
}

/** Answers for an owner whose setup and listing sync are done, so the protected gate opens. */
export function answerAsSetUpOwner(api: ReturnType<typeof mockApi>) {
  api.route('me', { body: aUser({ name: 'Marie' }) });
  answerWithOneEstablishment(api);
  api.route('listing', { body: aListingStatus({ name: 'Boulangerie', hasBeenSynchronized: true, demo: true, synchronization: null }) });
  api.route('health', { body: aHealthReport() });
  answerWithEmptyInbox(api);
  answerWithActiveSubscription(api);
  // The dashboard is where a signed-in owner lands.
  api.route('dashboardSummary', { body: anEmptyDashboardSummary() });
  api.route('sourceDashboard', { body: aSourceDashboard() });
  answerWithGoogleConnection(api);
  answerWithProfileFigures(api);
}

/** …the owner of one establishment, in the organisation the setup founded. */
export function answerWithOneEstablishment(api: ReturnType<typeof mockApi>) {
  api.route('establishments', { body: { items: [anEstablishment()] } });
  api.route('organizations', {
    body: [{ id: 1, name: 'Boulangerie SAS', role: 'owner', establishments: [{ id: 1, name: 'Boulangerie' }] }],
  });
}

/** …whose listing is connected to its Google Business Profile (the reviews and dashboard screens ask, to offer it otherwise). */
export function answerWithGoogleConnection(api: ReturnType<typeof mockApi>, connection = aGoogleConnection()) {
  api.route('googleConnection', { body: connection });
}

/** …whose Google profile has figures and no public holiday to remind of (the dashboard asks, when Google is connected). */
export function answerWithProfileFigures(api: ReturnType<typeof mockApi>, location = 1) {
  api.route('profileFigures', { body: aProfileFigures() });
  api.route('profileHolidayReminder', { body: { holiday: null } }, { id: location });
}

/** …whose reviews show no suspicious wave (the reviews and dashboard screens ask, to show one otherwise). */
export function answerWithNoReviewAlerts(api: ReturnType<typeof mockApi>) {
  api.route('reviewAlerts', { body: { waves: [], removals: [], reportUrl: 'https://support.google.com/business/workflow/9945796' } });
}

/** …whose listing has no review yet (the navigation's unread badge and the reviews screen ask), with the offline writer. */
export function answerWithEmptyInbox(api: ReturnType<typeof mockApi>) {
  api.route('reviews', { body: aReviewPage() });
  api.route('aiSettings', { body: anAiSettingsState() });
  answerWithGoogleConnection(api);
  answerWithNoReviewAlerts(api);
}

/** …and whose subscription is active. */
export function answerWithActiveSubscription(api: ReturnType<typeof mockApi>) {
  api.route('subscriptions', { body: [aSubscription()] });
  api.route('trialEligibility', { body: { isEligible: false } });
}
