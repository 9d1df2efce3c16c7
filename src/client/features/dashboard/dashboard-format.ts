import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Compared } from '../../../shared/api/dashboard';

/** Where a figure went since the previous period; `better` says whether that is good news for the owner. */
export type Change = { direction: 'up' | 'down' | 'flat'; better: boolean | null; delta: number };

/**
 * The change of a compared figure, or null when either side is missing (first period, "all").
 * `lowerIsBetter` is for delays: a shorter response time is progress.
 */
export function changeOf({ current, previous }: Compared, { precision = 1, lowerIsBetter = false } = {}): Change | null {
  if (current === null || previous === null) return null;
  const factor = 10 ** precision;
  // Rounded as shown, so a « +0,0 » never carries an arrow.
  const delta = Math.round((current - previous) * factor) / factor;
  if (delta === 0) return { direction: 'flat', better: null, delta: 0 };
  const up = delta > 0;
  return { direction: up ? 'up' : 'down', better: lowerIsBetter ? !up : up, delta };
}

/** Hours shown as the owner thinks of them: hours under two days, then days (« 5 h », « 2 j »). */
export function formatDuration(t: TFunction, hours: number, language: string): string {
  if (hours < 1) return t('dashboard.duration.underAnHour');
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  if (hours < 48) return t('dashboard.duration.hours', { count: Math.round(hours), value: format.format(Math.round(hours)) });
  const days = Math.round(hours / 24);
  return t('dashboard.duration.days', { count: days, value: format.format(days) });
}

/** Number formats of the interface language (decimal comma and « 87 % » in French). */
export function useDashboardFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const rating = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const integer = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const signed = (digits: number) =>
      new Intl.NumberFormat(language, { signDisplay: 'exceptZero', minimumFractionDigits: digits, maximumFractionDigits: digits });
    return {
      language,
      rating: (value: number) => rating.format(value),
      integer: (value: number) => integer.format(value),
      percent: (share: number) => percent.format(share),
      /** A signed change: « +0,2 », « −3 ». */
      signed: (value: number, digits = 0) => signed(digits).format(value),
      duration: (hours: number) => formatDuration(t, hours, language),
    };
  }, [language, t]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
