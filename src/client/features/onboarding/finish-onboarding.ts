import { errorCodeOf } from '../../api/api-error';
import { baseApi } from '../../api/base-api';
import { onboardingApi } from '../../api/onboarding-api';
import { SYNC_START_DELAY_MS } from '../../config/constants';
import { createAppAsyncThunk } from '../../state/typed-hooks';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Terminer: send the wizard's data with the listing URL, wait 1500 ms, start the
 * synchronisation (the sync slice follows it from the answer), then let the gate move on
 * to the sync screen. A thunk, so the wizard unmounting on the way does not cut it short.
 */
export const finishOnboarding = createAppAsyncThunk<void, string, { rejectValue: unknown }>(
  'wizard/finish',
  async (url, { dispatch, getState, rejectWithValue }) => {
    const { userPersonalInfo, companyInfo } = getState().wizard.formData;
    const completion = dispatch(
      onboardingApi.endpoints.completeOnboarding.initiate({ userInformation: userPersonalInfo, companyInformation: companyInfo, url }),
    );
    try {
      await completion.unwrap();
    } catch (error) {
      // Done in another tab: the gate, asking again, moves on to the sync screen.
      if (errorCodeOf(error) === 'ONBOARDING_ALREADY_DONE') dispatch(baseApi.util.invalidateTags(['Me', 'Listing']));
      // The API error as is: a thrown one would reach the step stripped of its status and code.
      return rejectWithValue(error);
    }
    await pause(SYNC_START_DELAY_MS);
    // A refused start (a cooldown) still ends the wizard: the sync screen offers to start it again.
    await dispatch(onboardingApi.endpoints.initSynchronization.initiate());
    dispatch(baseApi.util.invalidateTags(['Me', 'Listing']));
  },
);
