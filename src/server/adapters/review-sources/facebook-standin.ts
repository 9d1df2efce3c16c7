import { demoConnection, demoPage } from './demo-connection';
import { demoReviews } from './demo-reviews';
import type { FacebookSource } from './facebook';
import type { FacebookLogin } from './facebook-login';

const REVIEW_COUNT = 10;
const PAGE_SIZE = 5;

/**
 * Facebook offline: any token and Page connect; the Page shows ten labelled demonstration recommendations (two pages
 * of five), and a reply is kept in memory as if Meta had taken the comment, so the whole path can be tried offline.
 */
export function createFacebookStandIn({ now = Date.now }: { now?: () => number } = {}): FacebookSource {
  const replies = new Map<string, { text: string; date: Date }>();
  return {
    kind: 'facebook',
    demo: true,
    async connect(connectionId, { pageId }) {
      return { connection: demoConnection('facebook', connectionId, pageId, null), callsUsed: 0 };
    },
    async readReviews(connection, { since, cursor } = {}) {
      const reviews = demoReviews('facebook', connection.id, REVIEW_COUNT, 'recommendation', now())
        .filter((review) => !since || review.date >= since)
        .map((review) => ({ ...review, replyTo: review.externalId, reply: replies.get(review.externalId) ?? review.reply }));
      const { page, nextCursor } = demoPage(reviews, cursor, PAGE_SIZE);
      return { reviews: page, nextCursor, callsUsed: 0, history: 'complete' };
    },
    async reply(_connection, review, text) {
      const date = new Date(now());
      replies.set(review.externalId, { text, date });
      return { externalId: `demo-comment-${review.externalId}`, date };
    },
    replyTarget: () => ({ way: 'api' }),
  };
}

/** The login offline: the dialog comes straight back to Bonavis with a code, and the person manages two demonstration Pages. */
export function createFacebookLoginStandIn({ redirectUri }: { redirectUri: string }): FacebookLogin {
  return {
    loginUrl(state) {
      const url = new URL(redirectUri);
      url.searchParams.set('code', 'demo-code');
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchangeCode() {
      return { accessToken: 'demo-user-token', expiresAt: null };
    },
    async pages() {
      return [
        { id: '100000000000001', name: 'Page de démonstration', accessToken: 'demo-page-token', tasks: ['MODERATE'] },
        { id: '100000000000002', name: 'Seconde page de démonstration', accessToken: 'demo-page-token', tasks: ['MODERATE'] },
      ];
    },
  };
}
