import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../shared/api/dashboard';

type PeriodSelectorProps = { value: DashboardPeriod; onChange: (period: DashboardPeriod) => void };

/** 30 jours · 90 jours · 12 mois · Tout. */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      color="primary"
      aria-label={t('dashboard.period.label')}
      // A click on the selected period sends null: keep it selected.
      onChange={(_event, next: DashboardPeriod | null) => next && onChange(next)}
    >
      {DASHBOARD_PERIODS.map((period) => (
        <ToggleButton key={period} value={period}>
          {t(`dashboard.period.${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
