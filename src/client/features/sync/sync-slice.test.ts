import { signedOut } from '../../session/session-events';
import {
  initialSyncState,
  scrapeDoneReceived,
  scrapeFailedReceived,
  scrapeProgressReceived,
  syncAcknowledged,
  syncSlice,
  syncStarted,
} from './sync-slice';

const reduce = (...actions: Parameters<typeof syncSlice.reducer>[1][]) => actions.reduce(syncSlice.reducer, initialSyncState);

describe('sync state', () => {
  it('never moves a job backwards, whether news comes from the socket or from a poll', () => {
    const state = reduce(
      syncStarted({ jobId: 1, percent: 10 }),
      scrapeProgressReceived(55),
      syncStarted({ jobId: 1, percent: 50 }),
      scrapeProgressReceived(40),
    );
    expect(state.percent).toBe(55);
  });

  it('keeps the completion once reached, and starts afresh for a new job', () => {
    const done = reduce(
      syncStarted({ jobId: 1, percent: 0 }),
      scrapeDoneReceived(),
      syncStarted({ jobId: 1, percent: 80 }),
      scrapeFailedReceived(),
    );
    expect(done).toMatchObject({ percent: 100, isDone: true, hasFailed: false });
    expect(reduce(scrapeFailedReceived(), syncStarted({ jobId: 2, percent: 0 }))).toMatchObject({ jobId: 2, hasFailed: false, percent: 0 });
  });

  it('remembers that the owner left the completion screen, until logout', () => {
    const left = reduce(syncStarted({ jobId: 1, percent: 0 }), scrapeDoneReceived(), syncAcknowledged());
    expect(left.acknowledged).toBe(true);
    expect(syncSlice.reducer(left, signedOut())).toEqual(initialSyncState);
  });
});
