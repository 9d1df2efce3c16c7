import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout } from '../auth/auth-slice';

/**
 * The listing synchronisation as the sync screen shows it (spec §4 Sync screen). `jobId` is
 * the sync this tab follows; `acknowledged` is set once the owner has left the completion screen.
 */
export type SyncState = { jobId: number | null; percent: number; isDone: boolean; hasFailed: boolean; acknowledged: boolean };

export const initialSyncState: SyncState = { jobId: null, percent: 0, isDone: false, hasFailed: false, acknowledged: false };

export const syncSlice = createSlice({
  name: 'sync',
  initialState: initialSyncState,
  reducers: {
    /** A sync the server reports: a new job starts afresh, the same job only moves forward. */
    syncStarted: (state, { payload }: PayloadAction<{ jobId: number; percent: number }>) => {
      if (state.jobId !== payload.jobId) return { ...initialSyncState, jobId: payload.jobId, percent: payload.percent };
      state.percent = Math.max(state.percent, payload.percent);
      return state;
    },
    // Events can cross on reconnection: progress never goes backwards.
    scrapeProgressReceived: (state, action: PayloadAction<number>) => {
      state.percent = Math.max(state.percent, Math.min(100, Math.max(0, action.payload)));
    },
    scrapeDoneReceived: (state) => {
      state.percent = 100;
      state.isDone = true;
      state.hasFailed = false;
    },
    scrapeFailedReceived: (state) => {
      if (!state.isDone) state.hasFailed = true;
    },
    syncAcknowledged: (state) => {
      state.acknowledged = true;
    },
  },
  extraReducers: (builder) => builder.addCase(logout, () => initialSyncState),
});

export const { syncStarted, scrapeProgressReceived, scrapeDoneReceived, scrapeFailedReceived, syncAcknowledged } = syncSlice.actions;
