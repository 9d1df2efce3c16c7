import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingLookup } from '../../api/onboarding-api';
import { logout } from '../auth/auth-slice';

/** The wizard's steps in order (spec §2); their keys name the form groups too. */
export const WIZARD_STEPS = ['userPersonalInfo', 'companyInfo', 'googleSync'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type PersonalInfoForm = {
  firstName: string;
  lastName: string;
  birthDate: string;
  countryCode: string;
  phoneNumber: string;
  gender: string;
};
export type CompanyInfoForm = {
  legalStatus: string;
  companyName: string;
  siretNumber: string;
  activitySector: string;
  vatNumber: string;
  address: string;
  zipCode: string;
  city: string;
  country: string;
  companyEmail: string;
  countryCode: string;
  companyPhone: string;
};
export type ListingSyncForm = { url: string | null };

export type WizardState = {
  activeStep: number;
  /** The last successful lookup of step 3, so Précédent and back keeps it. */
  listingLookup: { url: string; listing: ListingLookup } | null;
  formData: { userPersonalInfo: PersonalInfoForm; companyInfo: CompanyInfoForm; googleSync: ListingSyncForm };
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

/** A step opens if it is done, or if the one before it is (spec §2); the first always opens. */
export function canVisitStep(status: WizardState['status'], index: number): boolean {
  if (index === 0) return true;
  return status[WIZARD_STEPS[index]].isDone || status[WIZARD_STEPS[index - 1]].isDone;
}

type GroupValues = { [Step in WizardStep]: { step: Step; values: Partial<WizardState['formData'][Step]> } }[WizardStep];

/** Wizard state (spec §3): form data merged per group, status merged per step. */
export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: initialWizardState,
  reducers: {
    formDataMerged: (state, { payload }: PayloadAction<GroupValues>) => {
      Object.assign(state.formData[payload.step], payload.values);
    },
    stepStatusMerged: (state, { payload }: PayloadAction<{ step: WizardStep; status: Partial<{ isDone: boolean }> }>) => {
      Object.assign(state.status[payload.step], payload.status);
    },
    stepVisited: (state, { payload }: PayloadAction<number>) => {
      if (canVisitStep(state.status, payload)) state.activeStep = payload;
    },
    listingLookedUp: (state, action: PayloadAction<WizardState['listingLookup']>) => {
      state.listingLookup = action.payload;
    },
  },
  // Another account must never find this one's answers.
  extraReducers: (builder) => builder.addCase(logout, () => initialWizardState),
});

export const { formDataMerged, stepStatusMerged, stepVisited, listingLookedUp } = wizardSlice.actions;
