import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { ListingPreview } from '../../../shared/api/listings';
import { MapsError, shortLinkId, type MapsProvider, type MapsReview, type MapsReviewPage, type ResolvedListing } from './maps-provider';
import {
  DEMO_CITIES,
  DEMO_FIRST_NAMES,
  DEMO_FOREIGN_TEXTS,
  DEMO_OWNER_RESPONSES,
  DEMO_REVIEW_TEXTS,
  DEMO_STREETS,
  DEMO_SURNAMES,
  DEMO_TRADES,
} from './demo-data';
import { DAY_MS } from '../../../shared/constants';
import { DEMO_REVIEWS } from '../../config';
import { pick, seededRandom } from '../seeded-random';

const PAGE_SIZE = 20;
/**
 * With a hold folder configured, a demo link whose id starts with "Held" serves its first page and then waits
 * for a file named after the id in that folder: a journey can reload the page in the middle of a sync
 * and release it when it chooses, on any machine (e2e/onboarding.spec.ts).
 */
const HELD_LINK_PREFIX = 'Held';
/**
 * A demo link whose id starts with "Wave" also shows, on its first page, five one-star reviews within 28 hours of
 * last week, two of them without text: the suspicious-wave alert can be seen offline. No other link gets one.
 */
const WAVE_LINK_PREFIX = 'Wave';
const WAVE_TEXTS = [null, 'À fuir.', null, 'Arnaque, service nul.', 'Très déçu, je ne reviendrai pas.'];
/**
 * A demo link whose id starts with "Gone" changes once its first page has been read: from the second read of that
 * page on (the next synchronisation), the listing no longer shows its 2nd and 5th newest reviews, and its author has
 * edited the 3rd (another rating and text), so removed reviews and a review's history can be seen offline.
 */
const GONE_LINK_PREFIX = 'Gone';
const GONE_INDICES = new Set([1, 4]);
const GONE_EDITED_INDEX = 2;
/** What the author of an edited demo review writes instead, by the rating they now give. */
const EDITED_TEXTS = {
  low: "Je change mon avis : la dernière fois, commande oubliée et personne pour s'excuser.",
  high: "Je revois ma note : le patron m'a rappelé et tout s'est arrangé. Merci !",
};
const HOLD_CHECK_MS = 200;
const HOUR_MS = 3_600_000;
/** A held sync forgotten by its test still ends. */
const HOLD_MAX_MS = 10 * 60 * 1000;
/** Star ratings in proportion to what small French businesses get: mostly 5, a tail of 1. */
const RATING_WEIGHTS: [number, number][] = [
  [5, 0.56],
  [4, 0.2],
  [3, 0.09],
  [2, 0.05],
  [1, 0.1],
];

function weightedRating(random: () => number): number {
  let roll = random();
  for (const [rating, weight] of RATING_WEIGHTS) {
    if ((roll -= weight) < 0) return rating;
  }
  return 5;
}

type DemoBusiness = { location: ListingPreview; reviewCount: number; hue: number; category: string };

/** Recently described businesses; bounded, since any visitor can name a new one. */
const businesses = new Map<string, DemoBusiness>();
export const DEMO_BUSINESS_CACHE_SIZE = 256;
export const cachedDemoBusinessCount = () => businesses.size;

/**
 * Everything about the demo business of a link id, derived from the id alone (so computed once: it rates every review).
 * `maxReviews` caps its count (the server suites ask for fewer, which is their main cost: their data, not their checks).
 */
export function demoBusiness(id: string, publicUrl: string, maxReviews: number = DEMO_REVIEWS.most): DemoBusiness {
  const key = `${publicUrl} ${maxReviews} ${id}`;
  const known = businesses.get(key);
  if (known) return known;
  const business = describeBusiness(id, publicUrl, maxReviews);
  // A Map iterates in insertion order: the first key is the oldest.
  if (businesses.size >= DEMO_BUSINESS_CACHE_SIZE) businesses.delete(businesses.keys().next().value!);
  businesses.set(key, business);
  return business;
}

function describeBusiness(id: string, publicUrl: string, maxReviews: number): DemoBusiness {
  const random = seededRandom(`business:${id}`);
  const trade = pick(random, DEMO_TRADES);
  const place = pick(random, DEMO_CITIES);
  const name = pick(random, trade.names)
    .replace('{surname}', pick(random, DEMO_SURNAMES))
    .replace('{firstName}', pick(random, DEMO_FIRST_NAMES))
    .replace('{city}', place.city);
  const street = `${1 + Math.floor(random() * 120)} ${pick(random, DEMO_STREETS)}`;
  const reviewCount = Math.min(maxReviews, DEMO_REVIEWS.least + Math.floor(random() * (DEMO_REVIEWS.most - DEMO_REVIEWS.least + 1)));
  const location: ListingPreview = {
    id: `demo-${id}`,
    name,
    categories: [trade.category],
    address: { full: `${street}, ${place.zip} ${place.city}, France` },
    rating: { rating: 0, count: reviewCount },
    media: [{ url: `${publicUrl}/api/reviews/demo-covers/${encodeURIComponent(id)}.svg` }],
    url: `https://www.google.com/maps/place/${encodeURIComponent(name)}`,
  };
  const ratings = Array.from({ length: reviewCount }, (_, index) => demoReview(id, index, trade.category).rating);
  location.rating.rating = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / reviewCount) * 10) / 10;
  return { location, reviewCount, hue: trade.hue, category: trade.category };
}

/**
 * The demonstration place id of a link id, shaped as Google's (`ChIJ` and 23 URL-safe characters) and the same every
 * time, so the offline review link has the real link's shape. It names no real place.
 */
export function demoPlaceId(id: string): string {
  return `ChIJ${createHash('sha256').update(`place:${id}`).digest('base64url').slice(0, 23)}`;
}

/** Review number `index` (0 = newest) of the business, spread over two years. */
function demoReview(id: string, index: number, category: string, now = Date.UTC(2026, 10, 1)): MapsReview {
  const random = seededRandom(`review:${id}:${index}`);
  const rating = weightedRating(random);
  const foreign = random() < 0.1 ? pick(random, DEMO_FOREIGN_TEXTS) : null;
  const text = foreign?.text ?? pick(random, DEMO_REVIEW_TEXTS[rating]).replace('{category}', category.toLowerCase());
  const firstName = pick(random, DEMO_FIRST_NAMES);
  const date = new Date(now - (index * 2 + random() * 2) * (730 / 800) * DAY_MS);
  const answered = random() < 0.3;
  return {
    externalId: `demo-${id}-${index}`,
    authorName: `${firstName} ${pick(random, DEMO_SURNAMES)[0]}.`,
    authorPictUrl: null,
    rating,
    date,
    isLocalGuide: random() < 0.2,
    content: text || null,
    language: foreign?.language ?? 'fr',
    pictures: random() < 0.08 ? [`/api/reviews/demo-covers/${encodeURIComponent(id)}-${index}.svg`] : [],
    response: answered
      ? { date: new Date(date.getTime() + DAY_MS), content: pick(random, DEMO_OWNER_RESPONSES.slice(rating >= 3 ? 0 : 2)) }
      : null,
  };
}

/** A cover picture for a demo business, drawn rather than downloaded. */
export function demoCoverSvg(id: string, publicUrl: string): string {
  const { location, hue } = demoBusiness(id.replace(/-\d+$/, ''), publicUrl);
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  // The name is the picture's title only: the preview card prints it next to the cover already.
  const circles = [0, 1, 2, 3, 4]
    .map(
      (index) =>
        `<circle cx="${80 + index * 130}" cy="${index % 2 ? 90 : 260}" r="${70 + (index % 3) * 30}" fill="#ffffff" fill-opacity="0.12"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img">
<title>${escape(location.name)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,38%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>${circles}
</svg>`;
}

const WEEK_MS = 7 * DAY_MS;
/** How many weekly waves a "Wave" link keeps on its list once shown (see `waveReviews`). */
const WAVE_WEEKS_KEPT = 8;

/** The wave of 7-day block number `week` since 1970: from 9:00 UTC on its first day, a review every 7 hours. */
function demoWaveReviews(id: string, week: number): MapsReview[] {
  const start = week * WEEK_MS + 9 * HOUR_MS;
  return WAVE_TEXTS.map((content, index) => {
    const random = seededRandom(`wave:${id}:${week}:${index}`);
    return {
      externalId: `demo-${id}-wave-${week}-${index}`,
      authorName: `${pick(random, DEMO_FIRST_NAMES)} ${pick(random, DEMO_SURNAMES)[0]}.`,
      authorPictUrl: null,
      rating: 1,
      date: new Date(start + index * 7 * HOUR_MS),
      isLocalGuide: false,
      content,
      language: 'fr',
      pictures: [],
      response: null,
    };
  });
}

/** The review as its author edited it: a low rating becomes 5 stars, a high one 1 star, with a new text. */
function editedDemoReview(review: MapsReview): MapsReview {
  const rating = review.rating >= 3 ? 1 : 5;
  return { ...review, rating, content: rating === 1 ? EDITED_TEXTS.low : EDITED_TEXTS.high, language: 'fr' };
}

/** How many recent periods' new reviews the first page carries at least, so a check that missed one period still finds it. */
const LIVE_PERIODS_SHOWN = 2;
/**
 * A new review stays on the list once shown, as on Google: the first page carries every period's review since this
 * provider first served the link, up to this many (so a whole read a few days or weeks later does not find them gone
 * and mark them removed). State of the process: after a restart the older ones are no longer shown.
 */
const LIVE_PERIODS_KEPT = 1000;

/**
 * The review that arrived in period number `period` (periods of `everyMs` since 1970): derived
 * from the link id and the period, dated at the period's start.
 */
function demoLiveReview(id: string, period: number, category: string, everyMs: number): MapsReview {
  const review = demoReview(id, 1_000_000 + (period % 1_000_000), category);
  return { ...review, externalId: `demo-${id}-live-${period}`, date: new Date(period * everyMs), response: null };
}

export type DemoMapsOptions = {
  publicUrl: string;
  latencyMs?: number;
  /** A new review appears about this often (0 = never), so the live path can be seen offline. */
  newReviewEveryMs?: number;
  now?: () => number;
  /** Folder whose files release held links (see HELD_LINK_PREFIX); unset: no link is ever held. */
  holdDir?: string;
  /** Told each time a held link's file is looked for and not found: a test sees the hold last without waiting a set time. */
  onStillHeld?: (id: string) => void;
  /**
   * Every link changes about this often (0 = never): in each period one of its 40 newest reviews is not shown
   * (removed) and another is edited by its author; the next period shows them as they were (restored, edited back).
   */
  changesEveryMs?: number;
  /** Each business has 40 reviews to this many (at most DEMO_REVIEWS.most). */
  maxReviews?: number;
};

async function waitForRelease(file: string, onStillHeld: () => void) {
  const givenUpAt = Date.now() + HOLD_MAX_MS;
  while (Date.now() < givenUpAt) {
    try {
      return await access(file);
    } catch {
      onStillHeld();
      await new Promise((resolve) => setTimeout(resolve, HOLD_CHECK_MS));
    }
  }
}

/**
 * The offline listing provider: a deterministic French business for any short link, with
 * 40–400 reviews served in pages after `latencyMs`, so progress is visible, and now and then
 * a new review on the first page.
 */
export function createDemoMaps({
  publicUrl,
  latencyMs = 350,
  newReviewEveryMs = 0,
  now = Date.now,
  holdDir,
  onStillHeld = () => {},
  changesEveryMs = 0,
  maxReviews = DEMO_REVIEWS.most,
}: DemoMapsOptions): MapsProvider {
  // How many times each "Gone" link's first page was read (bounded: any visitor can name a link).
  const goneReads = new Map<string, number>();
  const countGoneRead = (id: string) => {
    if (goneReads.size >= DEMO_BUSINESS_CACHE_SIZE && !goneReads.has(id)) goneReads.delete(goneReads.keys().next().value!);
    goneReads.set(id, (goneReads.get(id) ?? 0) + 1);
  };
  /** The reviews the link hides and the one it shows edited now, by their index (0 = newest). */
  const changesOf = (id: string, reviewCount: number): { hidden: Set<number>; edited: number | null } => {
    if (id.startsWith(GONE_LINK_PREFIX) && (goneReads.get(id) ?? 0) > 1) return { hidden: GONE_INDICES, edited: GONE_EDITED_INDEX };
    if (changesEveryMs <= 0) return { hidden: new Set(), edited: null };
    const random = seededRandom(`changes:${id}:${Math.floor(now() / changesEveryMs)}`);
    const newest = Math.min(40, reviewCount);
    const hidden = Math.floor(random() * newest);
    const edited = (hidden + 1 + Math.floor(random() * (newest - 1))) % newest;
    return { hidden: new Set([hidden]), edited };
  };
  // When each link was first served (bounded: any visitor can name a link): what it showed then stays on its list.
  const firstServed = new Map<string, number>();
  const firstServedAt = (id: string) => {
    if (!firstServed.has(id)) {
      if (firstServed.size >= DEMO_BUSINESS_CACHE_SIZE) firstServed.delete(firstServed.keys().next().value!);
      firstServed.set(id, now());
    }
    return firstServed.get(id)!;
  };
  const liveReviews = (id: string, category: string): MapsReview[] => {
    if (newReviewEveryMs <= 0) return [];
    const current = Math.floor(now() / newReviewEveryMs);
    const first = Math.floor(firstServedAt(id) / newReviewEveryMs);
    const shown = Math.min(LIVE_PERIODS_KEPT, Math.max(LIVE_PERIODS_SHOWN, current - first + LIVE_PERIODS_SHOWN));
    return Array.from({ length: shown }, (_, back) => demoLiveReview(id, current - back, category, newReviewEveryMs));
  };
  /**
   * A "Wave" link's waves, newest first: the one of the week before the link was first served, then one more each
   * week, up to WAVE_WEEKS_KEPT, so a whole read a week later does not find the earlier wave gone.
   */
  const waveReviews = (id: string): MapsReview[] => {
    const weekBefore = (at: number) => Math.floor(at / WEEK_MS) - 1;
    const current = weekBefore(now());
    const weeks = Math.min(WAVE_WEEKS_KEPT, current - weekBefore(firstServedAt(id)) + 1);
    return Array.from({ length: weeks }, (_, back) => demoWaveReviews(id, current - back)).flat();
  };
  const wait = () => new Promise((resolve) => setTimeout(resolve, latencyMs));
  const idOf = (listingId: string) => listingId.replace(/^demo-/, '');
  return {
    kind: 'demo',
    async resolve(shortUrl): Promise<ResolvedListing> {
      const id = shortLinkId(shortUrl);
      if (!id) throw new MapsError('NOT_FOUND', 'This link does not point to a listing');
      await wait();
      return { ...demoBusiness(id, publicUrl, maxReviews).location, placeId: demoPlaceId(id) };
    },
    async placeIdOf({ providerId }) {
      return providerId.startsWith('demo-') ? demoPlaceId(idOf(providerId)) : null;
    },
    async reviews(listingId, cursor): Promise<MapsReviewPage> {
      const id = idOf(listingId);
      const { reviewCount, category } = demoBusiness(id, publicUrl, maxReviews);
      const start = cursor ? Number(cursor) : 0;
      if (!Number.isInteger(start) || start < 0) throw new MapsError('NOT_FOUND', 'Unknown page');
      await wait();
      if (start > 0 && holdDir && id.startsWith(HELD_LINK_PREFIX)) await waitForRelease(join(holdDir, id), () => onStillHeld(id));
      if (start === 0 && id.startsWith(GONE_LINK_PREFIX)) countGoneRead(id);
      const end = Math.min(start + PAGE_SIZE, reviewCount);
      const { hidden, edited } = changesOf(id, reviewCount);
      const reviews = Array.from({ length: end - start }, (_, offset) => start + offset)
        .filter((index) => !hidden.has(index))
        .map((index) => (index === edited ? editedDemoReview(demoReview(id, index, category)) : demoReview(id, index, category)));
      const live = start === 0 ? [...liveReviews(id, category), ...(id.startsWith(WAVE_LINK_PREFIX) ? waveReviews(id) : [])] : [];
      return { reviews: [...live, ...reviews], nextCursor: end < reviewCount ? String(end) : null, total: reviewCount + live.length };
    },
  };
}
