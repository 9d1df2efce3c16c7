import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * The profile's views per day, as a small line: loaded in its own chunk like the rating chart (the charts library is
 * heavy). Hidden from screen readers: the card says the period's total in words.
 */
export function ProfileDailyChart({ values }: { values: number[] }) {
  const theme = useTheme();
  return (
    <div aria-hidden>
      <SparkLineChart data={values} height={56} area color={theme.palette.primary.main} curve="natural" disableClipping />
    </div>
  );
}
