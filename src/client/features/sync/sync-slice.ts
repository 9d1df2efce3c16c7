import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The listing synchronisation as the sync screen shows it (spec §4 Sync screen). */
export type SyncState = { percent: number; isDone: boolean; hasFailed: boolean };

export const initialSyncState: SyncState = { percent: 0, isDone: false, hasFailed: false };

export const syncSlice = createSlice({
  name: 'sync',
  initialState: initialSyncState,
  reducers: {
    /** A (re)started sync, with the progress the server already knows. */
    syncStarted: (_state, action: PayloadAction<number>) => ({ ...initialSyncState, percent: action.payload }),
    // Events can cross on reconnection: progress never goes backwards.
    scrapeProgressReceived: (state, action: PayloadAction<number>) => {
      state.percent = Math.max(state.percent, Math.min(100, Math.max(0, action.payload)));
    },
    scrapeDoneReceived: (state) => {
      state.percent = 100;
      state.isDone = true;
    },
    scrapeFailedReceived: (state) => {
      state.hasFailed = true;
    },
  },
});

export const { syncStarted, scrapeProgressReceived, scrapeDoneReceived, scrapeFailedReceived } = syncSlice.actions;
