import { signedOut } from '../../session/session-events';
import { canVisitStep, initialWizardState, stepCompleted, steppedBack, stepVisited, wizardSlice } from './wizard-slice';

const reduce = (...actions: Parameters<typeof wizardSlice.reducer>[1][]) => actions.reduce(wizardSlice.reducer, initialWizardState);

describe('wizard state', () => {
  it('merges form data per group, keeping the other fields and groups', () => {
    const state = reduce(
      stepCompleted({ step: 'userPersonalInfo', values: { firstName: 'Élodie' } }),
      steppedBack({ step: 'companyInfo', values: {} }),
      stepCompleted({ step: 'userPersonalInfo', values: { lastName: 'Le Gall' } }),
    );
    expect(state.formData.userPersonalInfo).toMatchObject({
      firstName: 'Élodie',
      lastName: 'Le Gall',
      countryCode: 'FR',
      gender: 'Unknown',
    });
    expect(state.formData.companyInfo).toEqual(initialWizardState.formData.companyInfo);
  });

  it('merges status per step', () => {
    const state = reduce(stepCompleted({ step: 'companyInfo', values: {} }));
    expect(state.status).toEqual({ userPersonalInfo: { isDone: false }, companyInfo: { isDone: true }, googleSync: { isDone: false } });
  });

  it.each([
    [{ userPersonalInfo: false, companyInfo: false, googleSync: false }, [true, false, false]],
    [{ userPersonalInfo: true, companyInfo: false, googleSync: false }, [true, true, false]],
    [{ userPersonalInfo: true, companyInfo: true, googleSync: false }, [true, true, true]],
    [{ userPersonalInfo: false, companyInfo: false, googleSync: true }, [true, false, true]],
  ])('opens a step only if it is done or the previous one is (%o)', (done, expected) => {
    const status = {
      userPersonalInfo: { isDone: done.userPersonalInfo },
      companyInfo: { isDone: done.companyInfo },
      googleSync: { isDone: done.googleSync },
    };
    expect([0, 1, 2].map((index) => canVisitStep(status, index))).toEqual(expected);
  });

  it('forgets everything on logout, so another account never sees these answers', () => {
    const filled = reduce(stepCompleted({ step: 'userPersonalInfo', values: { firstName: 'Élodie' } }));
    expect(wizardSlice.reducer(filled, signedOut())).toEqual(initialWizardState);
  });

  it('refuses to move to a step that cannot be visited yet', () => {
    expect(reduce(stepVisited(2)).activeStep).toBe(0);
    expect(reduce(stepCompleted({ step: 'userPersonalInfo', values: {} }), stepVisited(0), stepVisited(1)).activeStep).toBe(1);
  });
});
