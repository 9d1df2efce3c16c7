import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../../../shared/constants';
import { baseApi } from '../../api/base-api';
import { establishmentTags, useChosenEstablishment } from '../../api/establishment-scope';
import { useListingQuery } from '../../api/onboarding-api';
import { notify } from '../../components/notify';
import { visuallyHidden } from '../../components/visually-hidden';
import { apiErrorText } from '../../i18n/api-error-text';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { useStartSynchronization } from './use-start-synchronization';

/** While the reviews arrive, the server is asked now and then too, in case a realtime event was missed. */
const SYNC_POLL_MS = 5000;

/** The progress is announced in steps of this many percent. */
const ANNOUNCEMENT_STEP = 25;

/**
 * An establishment added to an organisation synchronises inside the app, above the page: its progress, a way to try
 * again if it failed, and a toast when its reviews are in (the setup's own sync screen is for the first establishment).
 */
export function EstablishmentSyncBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const shownId = useChosenEstablishment();
  const { data: listing } = useListingQuery();
  const syncing = listing !== undefined && !listing.hasBeenSynchronized;
  useListingQuery(undefined, { skip: !syncing, pollingInterval: SYNC_POLL_MS });
  const followed = useAppSelector((state) => state.sync);
  const { start, isStarting, startError } = useStartSynchronization();

  // Seen syncing, then synchronised: its lists and figures ask again, and the owner is told.
  const wasSyncing = useRef<string | null>(null);
  useEffect(() => {
    if (syncing) wasSyncing.current = listing.name;
    else if (listing && wasSyncing.current === listing.name) {
      wasSyncing.current = null;
      dispatch(baseApi.util.invalidateTags(['Me', ...establishmentTags(shownId, 'Reviews', 'Dashboard')]));
      notify(t('sync.establishmentDone', { name: listing.name }), 'success');
    }
  }, [syncing, listing, shownId, dispatch, t]);

  if (!syncing) return null;
  const job = listing.synchronization;
  // The realtime progress of this job, when this tab follows it, is ahead of the last poll.
  const percent = Math.max(job?.percent ?? 0, job && followed.jobId === job.id ? followed.percent : 0);
  const failed = job?.status === 'failed' || (job !== null && followed.jobId === job.id && followed.hasFailed);

  if (failed || job === null) {
    return (
      <Alert
        severity={failed ? 'warning' : 'info'}
        sx={{ mb: 3, alignItems: 'center' }}
        action={
          <Button variant="contained" size="small" onClick={() => void start()} loading={isStarting}>
            {t(failed ? 'sync.retry' : 'sync.start')}
          </Button>
        }
      >
        {startError
          ? apiErrorText(t, startError, 'sync.startFailed')
          : t(failed ? 'sync.establishmentFailed' : 'sync.establishmentNotStarted', { name: listing.name })}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 3, '& .MuiAlert-message': { flexGrow: 1 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <span>{t('sync.establishmentSyncing', { name: listing.name, product: APP_NAME })}</span>
        <Box component="span" aria-hidden="true" sx={{ whiteSpace: 'nowrap' }}>
          {t('sync.percent', { percent })}
        </Box>
      </Box>
      <LinearProgress variant="determinate" value={percent} aria-label={t('sync.progressLabel')} />
      {/* A screen reader hears the progress at each quarter, not at every percent. */}
      <Box role="status" sx={visuallyHidden}>
        {t('sync.progressAnnouncement', { percent: Math.floor(percent / ANNOUNCEMENT_STEP) * ANNOUNCEMENT_STEP })}
      </Box>
    </Alert>
  );
}
