import { REVIEW_SOURCES, ReviewSourceFields } from './review-sources';
import { array, boolean, integer, nullable, number, object, oneOf, optional, string, isoDate, type Static } from './schema';

/**
 * The reviews widget for the owner's website: one script line (or an iframe), rendered in a Shadow DOM, fed by a
 * public JSON file per listing. French law (Code de la consommation L111-7-2, décret 2017-1436) asks whoever shows
 * consumer reviews to say whether they are checked, to date each one and to say how they are ordered: the widget
 * shows the newest reviews first, never chosen by rating (the owner may only leave out reviews without text).
 */

export const WIDGET_LAYOUTS = ['badge', 'list', 'carousel'] as const;
export type WidgetLayout = (typeof WIDGET_LAYOUTS)[number];

/** `auto` follows the visitor's preference (prefers-color-scheme). */
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

/** `auto` follows the host page's `lang`, French when it is none of the three. */
export const WIDGET_LANGUAGES = ['auto', 'fr', 'en', 'es'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** How many reviews the list and the carousel show. */
export const WIDGET_REVIEW_COUNT = { min: 1, max: 10, default: 5 } as const;

/** The public data's freshness: a sync shows on the owner's site within this many seconds. */
export const WIDGET_DATA_MAX_AGE_SECONDS = 300;

export const WidgetSettingsSchema = object({
  layout: oneOf(WIDGET_LAYOUTS),
  theme: oneOf(WIDGET_THEMES),
  language: oneOf(WIDGET_LANGUAGES),
  reviewCount: integer(),
  /** Leave out reviews without text (a rating alone); never a choice by rating. */
  hideWithoutText: boolean(),
  /**
   * The sources whose reviews the widget shows (Google's alone when absent), each review labelled with its source and
   * the legal line naming every source shown (docs/widget.md).
   */
  sources: optional(array(oneOf(REVIEW_SOURCES))),
});
export type WidgetSettings = Static<typeof WidgetSettingsSchema>;

/** `PUT /widgets/private/settings` body: the settings, and whether to replace the public id (the old one stops). */
export type SaveWidgetSettingsBody = WidgetSettings & { regeneratePublicId?: boolean };

/** `GET|PUT /widgets/private/settings`. */
export const WidgetStateSchema = object({
  settings: WidgetSettingsSchema,
  /** The listing's public id, in the snippet: a new one makes the old snippets show nothing. */
  publicId: string(),
  /** `<public URL>/widget/v1.js`. */
  scriptUrl: string(),
  /** `<public URL>/widget/frame/<public id>`, for sites that forbid scripts. */
  frameUrl: string(),
});
export type WidgetState = Static<typeof WidgetStateSchema>;

/** One review as the widget shows it: the author's first name and initial only. */
export const WidgetReviewSchema = object({
  author: string(),
  rating: integer(),
  date: isoDate(),
  text: nullable(string()),
  response: nullable(string()),
  /** Its source, and its rating on the source's own scale (`rating` stays on five points). */
  ...ReviewSourceFields,
});
export type WidgetReview = Static<typeof WidgetReviewSchema>;

/**
 * `GET /widget/data/<public id>.json`: the listing's figures and latest reviews with the owner's display settings.
 * A listing without access answers `{ available: false }` only, and the widget then shows nothing.
 */
export const WidgetDataSchema = object({
  available: boolean(),
  name: string(),
  /** Of the reviews the source showed when last read: a review its author deleted, or Google removed, no longer counts. */
  rating: nullable(number()),
  total: integer(),
  /** When the source was last read, so the figures and the list say which day they are from; null before any read. */
  asOf: nullable(isoDate()),
  /** All the listing's reviews on Google. */
  googleUrl: string(),
  settings: WidgetSettingsSchema,
  reviews: array(WidgetReviewSchema),
  /** The sources of the reviews shown, for the legal line that names each (Google first). */
  sources: optional(array(oneOf(REVIEW_SOURCES))),
});
export type WidgetData = Static<typeof WidgetDataSchema>;
export type WidgetDataAnswer = WidgetData | { available: false };

/** « Marie D. » from « Marie Dupont », « Marie » from « Marie »: a reviewer's first name and initial. */
export function shortAuthorName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** How tall the iframe variant is drawn, by layout (the frame cannot grow with its content). */
export const WIDGET_FRAME_HEIGHTS: Record<WidgetLayout, number> = { badge: 150, list: 720, carousel: 420 };

/** The line the owner pastes into their site. */
export function scriptSnippetOf(state: Pick<WidgetState, 'scriptUrl' | 'publicId'>): string {
  return `<script src="${state.scriptUrl}" data-bonavis="${state.publicId}" async></script>`;
}

/** The iframe's address with the owner's choices, for the snippet and the settings' live preview. */
export function frameUrlOf(frameUrl: string, settings: WidgetSettings): string {
  const query = new URLSearchParams({
    layout: settings.layout,
    theme: settings.theme,
    lang: settings.language,
    count: String(settings.reviewCount),
    hide: settings.hideWithoutText ? '1' : '0',
  });
  return `${frameUrl}?${query}`;
}

/** The iframe variant, for sites that forbid scripts. */
export function frameSnippetOf(state: Pick<WidgetState, 'frameUrl' | 'settings'>, title: string): string {
  const height = WIDGET_FRAME_HEIGHTS[state.settings.layout];
  return `<iframe src="${frameUrlOf(state.frameUrl, state.settings)}" title="${title}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}
