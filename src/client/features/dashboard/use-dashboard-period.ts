import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../shared/api/dashboard';

export const DEFAULT_PERIOD: DashboardPeriod = '30d';

const isPeriod = (value: string | null): value is DashboardPeriod => (DASHBOARD_PERIODS as readonly (string | null)[]).includes(value);

/** The period in the URL (`?period=90d`), so a reload or a shared link shows the same figures; 30 days by default. */
export function useDashboardPeriod() {
  const [params, setParams] = useSearchParams();
  const value = params.get('period');
  const period = isPeriod(value) ? value : DEFAULT_PERIOD;

  const changePeriod = useCallback(
    (next: DashboardPeriod) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === DEFAULT_PERIOD) updated.delete('period');
          else updated.set('period', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { period, changePeriod };
}
