import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The thin bar at the top of the window while a route (and its lazy chunk) loads. */
export function RouteProgressBar() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={t('loading.page')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.modal + 1 }}
    />
  );
}
