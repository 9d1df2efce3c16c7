import { PERIOD_DAYS, periodStart } from '../../../shared/api/reviews';
import type { DashboardAction, DashboardPeriod, ThemeFigure, TimelineItem } from '../../../shared/api/dashboard';
import { DAY_MS } from '../../../shared/constants';
import type { DeepReadonly } from '../../db/deep-frozen';
import type { figuresFrom, PeriodBounds } from './summary-queries';

/** What the summary of one establishment and the network's share: the period, rounding, timeline and actions. */

/** The chart shows a year; "all" shows two. */
export const CHART_MONTHS: Record<DashboardPeriod, number> = { '30d': 12, '90d': 12, '365d': 12, all: 24 };
export const TIMELINE_LENGTH = 8;
/** The monthly report's trend runs over the year that ends with its month. */
export const REPORT_TREND_MONTHS = 12;
const MAX_ACTIONS = 3;
/** A negative review waiting longer than this is worth a reminder. */
export const UNANSWERED_AFTER_HOURS = 48;
/** Only recent reviews count for that reminder: a two-year-old complaint is no longer this week's job. */
export const UNANSWERED_WITHIN_DAYS = 30;
/** A change of the average smaller than this is noise, not news. */
const RATING_DROP_THRESHOLD = -0.1;

export function boundsOf(period: DashboardPeriod, now: Date): PeriodBounds {
  if (period === 'all') return { from: null, previousFrom: null, now };
  const from = periodStart(PERIOD_DAYS[period], now);
  return { from, previousFrom: new Date(from.getTime() - PERIOD_DAYS[period] * DAY_MS), now };
}

export const round = (value: number | null, digits: number) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/** The cards' figures rounded as the dashboard shows them (the weekly digest and the report read the same). */
export function rounded({ figures, distribution }: DeepReadonly<ReturnType<typeof figuresFrom>>) {
  return {
    figures: {
      ...figures,
      averageRating: { current: round(figures.averageRating.current, 2), previous: round(figures.averageRating.previous, 2) },
      averageRatingShown: {
        current: round(figures.averageRatingShown.current, 2),
        previous: round(figures.averageRatingShown.previous, 2),
      },
      responseRate: { current: round(figures.responseRate.current, 4), previous: round(figures.responseRate.previous, 4) },
      medianResponseHours: {
        current: round(figures.medianResponseHours.current, 1),
        previous: round(figures.medianResponseHours.previous, 1),
      },
    },
    distribution: [...distribution],
  };
}

/** The timeline's events of every kind; `establishment` names the establishment of each on the network's. */
export type TimelineEvents = DeepReadonly<{
  newest: { authorName: string; rating: number; date: Date; establishment?: string }[];
  answered: { authorName: string; date: Date; establishment?: string }[];
  syncs: { fetched: number; time: Date; establishment?: string }[];
  changes: { status: string; isTrial: boolean; time: Date }[];
}>;

const named = (establishment: string | undefined): Record<string, string> => (establishment === undefined ? {} : { establishment });

/** The timeline's newest events of every kind, newest first, and the last synchronisation. */
export function timelineOf({ newest, answered, syncs, changes }: TimelineEvents): { timeline: TimelineItem[]; lastSyncAt: string | null } {
  const items: TimelineItem[] = [
    ...newest.map(({ authorName, rating, date, establishment }) => ({
      title: { key: 'newReview' as const, values: { name: authorName, rating, ...named(establishment) } },
      time: date.toISOString(),
      color: rating >= 4 ? ('success' as const) : rating === 3 ? ('warning' as const) : ('error' as const),
    })),
    ...answered.map(({ authorName, date, establishment }) => ({
      title: { key: 'replyPublished' as const, values: { name: authorName, ...named(establishment) } },
      time: date.toISOString(),
      color: 'primary' as const,
    })),
    ...syncs.map(({ fetched, time, establishment }) => ({
      title: { key: 'syncDone' as const, values: { count: fetched, ...named(establishment) } },
      time: time.toISOString(),
      color: 'info' as const,
    })),
    ...changes.map(({ status, isTrial, time }) => ({
      title: { key: 'subscriptionChanged' as const, values: { status, plan: isTrial ? 'trial' : 'paid' } },
      time: time.toISOString(),
      color: status === 'ACTIVE' || status === 'TRIALING' ? ('success' as const) : ('warning' as const),
    })),
  ];
  // The newest synchronisation is also the last one.
  const lastSyncAt =
    syncs
      .map(({ time }) => time.toISOString())
      .sort()
      .at(-1) ?? null;
  return { timeline: items.sort((a, b) => b.time.localeCompare(a.time)).slice(0, TIMELINE_LENGTH), lastSyncAt };
}

/** « Cette semaine »: at most three things to do, worked out from the rounded figures and the activity. */
export function actionsOf({
  averageRating,
  unread,
  themes,
  negatives,
  queued,
  aiCredits,
}: {
  averageRating: { current: number | null; previous: number | null };
  unread: number;
  themes: readonly DeepReadonly<ThemeFigure>[];
  negatives: number;
  queued: number;
  aiCredits: number;
}): DashboardAction[] {
  const actions: DashboardAction[] = [];
  if (negatives > 0) actions.push({ kind: 'unansweredNegative', count: negatives, olderThanHours: UNANSWERED_AFTER_HOURS });
  if (averageRating.current !== null && averageRating.previous !== null) {
    const delta = round(averageRating.current - averageRating.previous, 1)!;
    if (delta <= RATING_DROP_THRESHOLD) {
      const complaint = [...themes].sort((a, b) => b.negative - a.negative).find((theme) => theme.negative > 0);
      actions.push({ kind: 'ratingDrop', delta, theme: complaint?.theme ?? null, mentions: complaint?.negative ?? 0 });
    }
  }
  if (queued > 0) actions.push({ kind: 'replyQueue', count: queued });
  if (unread > 0) actions.push({ kind: 'unread', count: unread });
  if (aiCredits === 0) actions.push({ kind: 'noCredits' });
  return actions.slice(0, MAX_ACTIONS);
}
