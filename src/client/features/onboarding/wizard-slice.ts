import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingLookup } from '../../../shared/api/listings';
import type { CompanyInformation, PersonalInformation } from '../../api/onboarding-api';
import { signedOut } from '../../session/session-events';

/** The wizard's steps in order; their keys name the form groups too. */
export const WIZARD_STEPS = ['userPersonalInfo', 'companyInfo', 'googleSync'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type ListingSyncForm = { url: string | null };

export type WizardState = {
  activeStep: number;
  /** The last successful lookup of step 3, so Précédent and back keeps it. */
  listingLookup: { url: string; listing: ListingLookup } | null;
  formData: { userPersonalInfo: PersonalInformation; companyInfo: CompanyInformation; googleSync: ListingSyncForm };
  status: Record<WizardStep, { isDone: boolean }>;
};

export const initialWizardState: WizardState = {
  activeStep: 0,
  listingLookup: null,
  formData: {
    userPersonalInfo: { firstName: '', lastName: '', birthDate: '', countryCode: 'FR', phoneNumber: '', gender: 'Unknown' },
    companyInfo: {
      legalStatus: '',
      companyName: '',
      siretNumber: '',
      activitySector: '',
      vatNumber: '',
      address: '',
      zipCode: '',
      city: '',
      country: 'France',
      companyEmail: '',
      countryCode: 'FR',
      companyPhone: '',
    },
    googleSync: { url: null },
  },
  status: { userPersonalInfo: { isDone: false }, companyInfo: { isDone: false }, googleSync: { isDone: false } },
};

/** A step opens if it is done, or if the one before it is; the first always opens. */
export function canVisitStep(status: WizardState['status'], index: number): boolean {
  if (index === 0) return true;
  return status[WIZARD_STEPS[index]].isDone || status[WIZARD_STEPS[index - 1]].isDone;
}

type StepValues = { [Step in WizardStep]: { step: Step; values: Partial<WizardState['formData'][Step]> } }[WizardStep];

function keepValues(state: WizardState, { step, values }: StepValues) {
  Object.assign(state.formData[step], values);
}

/** The wizard's state: what each step's form holds, which steps are done, which one shows. */
export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: initialWizardState,
  reducers: {
    /** A step's form was sent: its answers are kept, it is done, and the next step shows (the last stays). */
    stepCompleted: (state, { payload }: PayloadAction<StepValues>) => {
      keepValues(state, payload);
      state.status[payload.step].isDone = true;
      state.activeStep = Math.min(WIZARD_STEPS.indexOf(payload.step) + 1, WIZARD_STEPS.length - 1);
    },
    /** Précédent: what was typed is kept, not validated, and the step before shows. */
    steppedBack: (state, { payload }: PayloadAction<StepValues>) => {
      keepValues(state, payload);
      state.activeStep = Math.max(WIZARD_STEPS.indexOf(payload.step) - 1, 0);
    },
    stepVisited: (state, { payload }: PayloadAction<number>) => {
      if (canVisitStep(state.status, payload)) state.activeStep = payload;
    },
    /** A listing was found for the link: the link is kept, and the lookup previewed. */
    listingLookedUp: (state, { payload }: PayloadAction<{ url: string; listing: ListingLookup }>) => {
      state.listingLookup = payload;
      state.formData.googleSync.url = payload.url;
    },
    listingLookupFailed: (state) => {
      state.listingLookup = null;
    },
  },
  // Another account must never find this one's answers.
  extraReducers: (builder) => builder.addCase(signedOut, () => initialWizardState),
});

export const { stepCompleted, steppedBack, stepVisited, listingLookedUp, listingLookupFailed } = wizardSlice.actions;

declare module '../../state/app-state' {
  interface AppState {
    wizard: WizardState;
  }
}
