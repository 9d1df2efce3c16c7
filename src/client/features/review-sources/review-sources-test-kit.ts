import type { ReviewSourceName, SourceItem } from '../../../shared/api/review-sources';

const SCALES = { google: 5, thefork: 10, tripadvisor: 5, facebook: 'recommendation' } as const;

/** A source as `GET /locations/private/:id/sources` lists it: not connected unless told otherwise. */
export function aSourceItem(source: ReviewSourceName, overrides: Partial<SourceItem> = {}): SourceItem {
  return {
    source,
    state: 'disconnected',
    lastReadAt: null,
    averageRating: null,
    scale: SCALES[source],
    reviewCount: null,
    canReply: source === 'facebook',
    history: source === 'tripadvisor' ? 'newest-only' : 'complete',
    problem: null,
    name: null,
    url: null,
    ranking: null,
    demo: false,
    ...overrides,
  };
}

/** The four sources in order: Google connected, the others as given. */
export function aSourceList(overrides: Partial<Record<Exclude<ReviewSourceName, 'google'>, Partial<SourceItem>>> = {}) {
  return {
    items: [
      aSourceItem('google', { state: 'connected', lastReadAt: '2026-11-24T08:30:00.000Z', averageRating: 4.4, reviewCount: 120 }),
      aSourceItem('thefork', overrides.thefork),
      aSourceItem('tripadvisor', overrides.tripadvisor),
      aSourceItem('facebook', overrides.facebook),
    ],
  };
}
