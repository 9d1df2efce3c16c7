import { createHash } from 'node:crypto';
import { createGraph, type GraphOptions } from './facebook-graph';
import { SourceError, type ReviewSource, type SourceConnection, type SourceReview } from './review-source';

/*
 * Facebook recommendations through the Page's `ratings` edge (Page token with pages_read_user_content): recommends or
 * not, with text. Replies are comments on the recommendation's story (`POST /{story-id}/comments`, needing
 * pages_manage_engagement). When Meta refuses — an expired token (190), a missing permission (10, 200–299), the
 * deprecated Recommendation node (12) — the error says so with Meta's code; the other sources go on.
 */

export type FacebookSettings = {
  /** The long-lived user token from the login (facebook-login.ts). */
  userAccessToken: string;
  pageId: string;
};

/** The recommendation, its story, and the story's comments so the Page's own reply is found. */
const RATING_FIELDS =
  'created_time,recommendation_type,review_text,reviewer{id,name},open_graph_story{id,comments.limit(25){from{id},message,created_time}}';
const PAGE_SIZE = '25';
const PAGE_ID = /^\d{1,30}$/;

type GraphComment = { from?: { id?: string }; message?: string; created_time?: string };
type GraphRating = {
  created_time?: string;
  recommendation_type?: 'positive' | 'negative';
  review_text?: string;
  reviewer?: { id?: string; name?: string };
  open_graph_story?: { id?: string; comments?: { data?: GraphComment[] } };
};
type GraphRatings = { data?: GraphRating[]; paging?: { next?: string; cursors?: { after?: string } } };

/** Meta writes `+0000`; every engine reads `+00:00`. */
const graphDate = (value: string | undefined): Date =>
  new Date((value ?? '1970-01-01T00:00:00+0000').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));

/** A recommendation without a story (none seen, but the field is optional) still gets a stable id. */
const contentId = (rating: GraphRating) =>
  `fb-${createHash('sha256')
    .update([rating.reviewer?.id ?? '', rating.created_time ?? '', rating.review_text ?? ''].join('\u0000'))
    .digest('hex')
    .slice(0, 32)}`;

export function toSourceReview(rating: GraphRating, pageId: string): SourceReview {
  const storyId = rating.open_graph_story?.id ?? null;
  // The Page's latest comment on the story is its reply.
  const reply = (rating.open_graph_story?.comments?.data ?? []).filter((comment) => comment.from?.id === pageId && comment.message).at(-1);
  return {
    source: 'facebook',
    externalId: storyId ?? contentId(rating),
    authorName: rating.reviewer?.name || 'Utilisateur Facebook',
    rating: null,
    scale: 'recommendation',
    recommends: rating.recommendation_type !== 'negative',
    text: rating.review_text ?? null,
    date: graphDate(rating.created_time),
    reply: reply ? { text: reply.message!, date: graphDate(reply.created_time) } : null,
    url: storyId ? `https://www.facebook.com/${storyId}` : undefined,
    replyTo: storyId,
    demo: false,
  };
}

export type FacebookSource = ReviewSource<FacebookSettings> & {
  kind: 'facebook';
  reply: NonNullable<ReviewSource<FacebookSettings>['reply']>;
};

export function createFacebookSource(options: GraphOptions): FacebookSource {
  const graph = createGraph(options);
  const pageToken = (connection: SourceConnection) => connection.secrets.pageAccessToken ?? '';

  return {
    kind: 'facebook',
    demo: false,
    /** The Page's token and name, through the person's token: one call. A Page they do not manage gives no token. */
    async connect(connectionId, { userAccessToken, pageId }) {
      if (!userAccessToken || userAccessToken.length > 1000 || !PAGE_ID.test(pageId ?? '')) {
        throw new SourceError('SOURCE_INVALID_SETTINGS', 'facebook', 'Facebook needs the login’s token and a Page id');
      }
      const page = await graph.call<{ id?: string; name?: string; link?: string; access_token?: string }>(`/${pageId}`, userAccessToken, {
        params: { fields: 'id,name,link,access_token' },
      });
      if (!page.access_token)
        throw new SourceError('SOURCE_FORBIDDEN', 'facebook', 'This person does not manage this Page', { platformCode: 'NO_PAGE_TOKEN' });
      const connection: SourceConnection = {
        id: connectionId,
        source: 'facebook',
        externalId: pageId,
        summary: { name: page.name ?? null, rating: null, reviewCount: null, ranking: null, url: page.link ?? null },
        secrets: { pageAccessToken: page.access_token },
        demo: false,
      };
      return { connection, callsUsed: 1 };
    },
    async readReviews(connection, { since, cursor } = {}) {
      const answer = await graph.call<GraphRatings>(`/${connection.externalId}/ratings`, pageToken(connection), {
        params: { fields: RATING_FIELDS, limit: PAGE_SIZE, ...(cursor ? { after: cursor } : {}) },
      });
      const all = (answer.data ?? []).map((rating) => toSourceReview(rating, connection.externalId));
      // Newest first: once one is older than `since`, the rest are too.
      const reviews = since ? all.filter((review) => review.date >= since) : all;
      const more = answer.paging?.next && reviews.length === all.length ? (answer.paging.cursors?.after ?? null) : null;
      return { reviews, nextCursor: more, callsUsed: 1, history: 'complete' };
    },
    async reply(connection, review, text) {
      if (!review.replyTo) throw new SourceError('SOURCE_REPLY_REFUSED', 'facebook', 'This recommendation has no story to comment on');
      const answer = await graph.call<{ id?: string }>(`/${review.replyTo}/comments`, pageToken(connection), {
        method: 'POST',
        params: { message: text },
        replying: true,
      });
      if (!answer.id) throw new SourceError('SOURCE_UNAVAILABLE', 'facebook', 'Meta took the comment without an id');
      return { externalId: answer.id, date: new Date() };
    },
    replyTarget: () => ({ way: 'api' }),
  };
}
