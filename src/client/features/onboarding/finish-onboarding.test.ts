import { mockApi } from '../../test/mock-api';
import { createTestStore } from '../../test/render';
import { finishOnboarding } from './finish-onboarding';

const api = mockApi();
const URL = 'https://maps.app.goo.gl/PortBakery29';

describe('finishing the wizard', () => {
  it('hands the server’s refusal, code included, back to the step', async () => {
    api.route('completeOnboarding', { status: 409, body: { code: 'ONBOARDING_ALREADY_DONE', message: 'Done' } });
    const store = createTestStore();

    const result = await store.dispatch(finishOnboarding(URL));

    expect(result.payload).toMatchObject({ status: 409, data: { code: 'ONBOARDING_ALREADY_DONE' } });
    expect(api.callsTo('PATCH /reviews/private/init-synchronization')).toEqual([]);
  });

  it('ends even when the synchronisation may not start yet: the sync screen offers it again', async () => {
    api.route('completeOnboarding', { body: { hasDoneProfileSetup: true } });
    api.route('initSynchronization', {
      status: 429,
      body: { code: 'SYNC_COOLDOWN', message: 'Wait', retryAfterSeconds: 60 },
    });
    const store = createTestStore();

    const result = await store.dispatch(finishOnboarding(URL));

    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(store.getState().sync.jobId).toBeNull();
  });
});
