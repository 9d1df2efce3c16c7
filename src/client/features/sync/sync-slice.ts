import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SyncJob } from '../../../shared/api/listings';
import { onboardingApi } from '../../api/onboarding-api';
import { signedOut } from '../../session/session-events';

/**
 * The listing synchronisation as the sync screen shows it. `jobId` is the sync this tab
 * follows; `acknowledged` is set once the owner has left the completion screen.
 */
export type SyncState = { jobId: number | null; percent: number; isDone: boolean; hasFailed: boolean; acknowledged: boolean };

export const initialSyncState: SyncState = { jobId: null, percent: 0, isDone: false, hasFailed: false, acknowledged: false };

/** A sync the server reports: a new job starts afresh, the same job only moves forward. */
function follow(state: SyncState, job: Pick<SyncJob, 'id' | 'percent'>): SyncState {
  if (state.jobId !== job.id) return { ...initialSyncState, jobId: job.id, percent: job.percent };
  return { ...state, percent: Math.max(state.percent, job.percent) };
}

function markDone(state: SyncState) {
  state.percent = 100;
  state.isDone = true;
  state.hasFailed = false;
}

function markFailed(state: SyncState) {
  if (!state.isDone) state.hasFailed = true;
}

export const syncSlice = createSlice({
  name: 'sync',
  initialState: initialSyncState,
  reducers: {
    syncStarted: (state, { payload }: PayloadAction<{ jobId: number; percent: number }>) =>
      follow(state, { id: payload.jobId, percent: payload.percent }),
    // Events can cross on reconnection: progress never goes backwards.
    scrapeProgressReceived: (state, action: PayloadAction<number>) => {
      state.percent = Math.max(state.percent, Math.min(100, Math.max(0, action.payload)));
    },
    scrapeDoneReceived: markDone,
    scrapeFailedReceived: markFailed,
    syncAcknowledged: (state) => {
      state.acknowledged = true;
    },
  },
  extraReducers: (builder) =>
    builder
      // A started sync is followed from its first answer, wherever it was started (the wizard, the sync screen).
      .addMatcher(onboardingApi.endpoints.initSynchronization.matchFulfilled, (state, { payload }) => follow(state, payload))
      // What the server knows completes what this tab saw (a reload shows the running progress), while the
      // sync screen is due: the listing was never synchronised, or this tab follows a sync not yet acknowledged.
      .addMatcher(onboardingApi.endpoints.listing.matchFulfilled, (state, { payload }) => {
        const job = payload.synchronization;
        const isDue = !state.acknowledged && (!payload.hasBeenSynchronized || state.jobId !== null);
        if (!job || !isDue) return state;
        const next = follow(state, job);
        if (job.status === 'done') markDone(next);
        else if (job.status === 'failed') markFailed(next);
        return next;
      })
      // Another account must never find this one's progress.
      .addMatcher(signedOut.match, () => initialSyncState),
});

export const { syncStarted, scrapeProgressReceived, scrapeDoneReceived, scrapeFailedReceived, syncAcknowledged } = syncSlice.actions;

declare module '../../state/app-state' {
  interface AppState {
    sync: SyncState;
  }
}
