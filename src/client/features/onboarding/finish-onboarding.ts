import { SYNC_START_DELAY_MS } from '../../../shared/constants';
import { createAppAsyncThunk } from '../../app/app-thunk';
import { baseApi } from '../../api/base-api';
import { onboardingApi } from '../../api/onboarding-api';
import { syncStarted } from '../sync/sync-slice';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Terminer (spec §2): send the wizard's data with the listing URL, wait 1500 ms, start the
 * synchronisation, then let the gate move on to the sync screen. A thunk, so the wizard
 * unmounting on the way does not cut it short.
 */
export const finishOnboarding = createAppAsyncThunk('wizard/finish', async (url: string, { dispatch, getState }) => {
  const { userPersonalInfo, companyInfo } = getState().wizard.formData;
  await dispatch(
    onboardingApi.endpoints.completeOnboarding.initiate({ userInformation: userPersonalInfo, companyInformation: companyInfo, url }),
  ).unwrap();
  await pause(SYNC_START_DELAY_MS);
  const job = await dispatch(onboardingApi.endpoints.initSynchronization.initiate()).unwrap();
  dispatch(syncStarted({ jobId: job.id, percent: job.percent }));
  dispatch(baseApi.util.invalidateTags(['Me', 'Location']));
});
