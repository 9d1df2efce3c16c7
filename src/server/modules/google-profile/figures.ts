import { lastDays, sumRows } from '../../adapters/google-profile/period-sums';
import type { DailyMetricsRow } from '../../adapters/google-profile/profile-types';
import type { ListingRow } from '../../plugins/authenticate';
import { PROFILE_PERIOD_DAYS, type ProfileFigures, type ProfilePeriod } from '../../../shared/api/google-profile';
import { parisDay } from '../../../shared/paris-day';
import type { ProfileAccess } from './profile-access';
import { AppError } from '../../errors';
import { profileRefusal } from './profile-errors';

/**
 * The Google profile's figures of one establishment or several: each connected establishment's daily rows over the
 * period (full days ending yesterday, `lastDays`), summed over the period and per day. An establishment not connected
 * is listed as such and left out of the sums (all of them on a server without Google, `access` null). On the network
 * a refusal of one establishment's figures is listed with its code and left out, so it never hides the others'; for
 * one establishment it is the answer. A period's figure is always the sum of its days (`sumRows`).
 */
export async function profileFigures(
  access: ProfileAccess | null,
  establishments: readonly Pick<ListingRow, 'id' | 'name'>[],
  period: ProfilePeriod,
  now = new Date(),
): Promise<ProfileFigures> {
  const range = lastDays(PROFILE_PERIOD_DAYS[period], parisDay(now)).current;
  const rows: DailyMetricsRow[] = [];
  const listed: ProfileFigures['establishments'] = [];
  // One after another: the network's calls share Google's per-minute quota with everyone's replies.
  for (const establishment of establishments) {
    const connected = access !== null && (await access.locationOf(establishment.id)) !== null;
    const entry = { id: establishment.id, name: establishment.name, connected, problem: null as string | null };
    listed.push(entry);
    if (!access || !connected) continue;
    try {
      rows.push(...(await access.run(establishment.id, (profile, location) => profile.fetchDailyMetrics(location, range))));
    } catch (error) {
      const refusal = profileRefusal(error);
      if (establishments.length === 1 || !(refusal instanceof AppError)) throw refusal;
      entry.problem = refusal.code;
    }
  }
  const byDate = new Map<string, DailyMetricsRow[]>();
  for (const row of rows) {
    const day = byDate.get(row.date);
    if (day) day.push(row);
    else byDate.set(row.date, [row]);
  }
  const total = sumRows(rows);
  return {
    period,
    range,
    totals: total.totals,
    impressions: total.impressions,
    days: [...byDate.keys()].sort().map((date) => {
      const day = sumRows(byDate.get(date)!);
      return { date, values: day.totals, impressions: day.impressions };
    }),
    establishments: listed,
    demo: access?.demo ?? false,
  };
}
