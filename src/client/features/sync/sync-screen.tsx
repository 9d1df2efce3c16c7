import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { visuallyHidden } from '../../components/visually-hidden';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '../../../shared/api/listings';
import { APP_NAME } from '../../../shared/constants';
import { baseApi } from '../../api/base-api';
import { PATHS } from '../../config/paths';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { usePageTitle } from '../../components/use-page-title';
import { apiErrorText } from '../../i18n/api-error-text';
import { syncAcknowledged } from './sync-slice';
import { useStartSynchronization } from './use-start-synchronization';

/** The progress is announced in steps of this many percent. */
const ANNOUNCEMENT_STEP = 25;

/** The listing's reviews arriving: live percent, then the completion screen. */
export function SyncScreen({ location }: { location: ListingStatus }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sync = useAppSelector((state) => state.sync);
  const { start, isStarting, startError } = useStartSynchronization();
  const job = location.synchronization;
  usePageTitle(t(sync.isDone ? 'sync.doneTitle' : 'sync.title'));

  const goHome = () => {
    dispatch(syncAcknowledged());
    dispatch(baseApi.util.invalidateTags(['Listing']));
    void navigate(PATHS.home);
  };

  const failed = !sync.isDone && sync.hasFailed;
  // No job on the server and none started from this tab: the owner starts it (it never ran, or its start was refused).
  const notStarted = !sync.isDone && job === null && sync.jobId === null;
  return (
    <Card sx={{ width: '100%', maxWidth: 560 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5, textAlign: 'center' }}>
        {location.demo && (
          <Chip size="small" color="warning" variant="outlined" label={t('onboarding.demoData')} sx={{ justifySelf: 'center' }} />
        )}
        {sync.isDone ? (
          <>
            <CheckCircleOutlined color="success" sx={{ fontSize: 56, justifySelf: 'center' }} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('sync.doneTitle')}
            </Typography>
            <Typography color="text.secondary">{t('sync.doneText')}</Typography>
            <Button variant="contained" size="large" onClick={goHome}>
              {t('sync.goHome')}
            </Button>
          </>
        ) : failed || notStarted ? (
          <>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('sync.title')}
            </Typography>
            {failed ? (
              <Alert severity="error" sx={{ textAlign: 'left' }}>
                {t('sync.failed')}
              </Alert>
            ) : (
              <Typography color="text.secondary">{t('sync.notStarted')}</Typography>
            )}
            {startError !== null && (
              <Alert severity="warning" sx={{ textAlign: 'left' }}>
                {apiErrorText(t, startError, 'sync.startFailed')}
              </Alert>
            )}
            <Button variant="contained" onClick={() => void start()} loading={isStarting}>
              {t(failed ? 'sync.retry' : 'sync.start')}
            </Button>
          </>
        ) : (
          <>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('sync.title')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} aria-hidden>
                {t('sync.percent', { percent: sync.percent })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={sync.percent}
                aria-label={t('sync.progressLabel')}
                sx={{ height: 10, borderRadius: 5 }}
              />
              {/* A screen reader hears the progress at each quarter, not at every percent. */}
              <Box role="status" sx={visuallyHidden}>
                {t('sync.progressAnnouncement', { percent: Math.floor(sync.percent / ANNOUNCEMENT_STEP) * ANNOUNCEMENT_STEP })}
              </Box>
            </Box>
            <Typography color="text.secondary">{t('sync.inProgress', { product: APP_NAME })}</Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
