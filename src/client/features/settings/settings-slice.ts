import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardSkin, DarkColorScheme, LightColorScheme, PrimaryColorScheme, ThemeMode } from '../../theme/color-schemes';
import { signedOut } from '../../session/session-events';
import { initialSettings, type NotificationSettings, type SettingsState, type ThemeLayout } from './initial-settings';

/** What the screens show: an organisation and one of its establishments. */
export type EstablishmentChoice = { organizationId: number | null; establishmentId: number | null };

export { initialSettings, type NotificationSettings, type SettingsState, type ThemeLayout, type ToastPosition } from './initial-settings';

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    themeModeChanged: (state, action: PayloadAction<ThemeMode>) => {
      state.themeMode = action.payload;
    },
    themeLayoutChanged: (state, action: PayloadAction<ThemeLayout>) => {
      state.themeLayout = action.payload;
    },
    cardSkinChanged: (state, action: PayloadAction<CardSkin>) => {
      state.cardSkin = action.payload;
    },
    monochromeToggled: (state, action: PayloadAction<boolean>) => {
      state.isMonochrome = action.payload;
    },
    primaryColorSchemeChanged: (state, action: PayloadAction<PrimaryColorScheme>) => {
      state.primaryColorScheme = action.payload;
    },
    lightColorSchemeChanged: (state, action: PayloadAction<LightColorScheme>) => {
      state.lightColorScheme = action.payload;
    },
    darkColorSchemeChanged: (state, action: PayloadAction<DarkColorScheme>) => {
      state.darkColorScheme = action.payload;
    },
    notificationSettingsChanged: (state, action: PayloadAction<Partial<NotificationSettings>>) => {
      state.notification = { ...state.notification, ...action.payload };
    },
    /** An establishment of the organisation shown was chosen (the switcher, one just added). */
    establishmentChosen: (state, action: PayloadAction<number | null>) => {
      state.establishmentId = action.payload;
    },
    /** Another organisation was chosen, with the establishment to show there (or none, when it has none to show). */
    organizationChosen: (state, action: PayloadAction<EstablishmentChoice>) => {
      state.organizationId = action.payload.organizationId;
      state.establishmentId = action.payload.establishmentId;
    },
    /**
     * A request made for the chosen establishment answered that the user does not see it (LOCATION_NOT_FOUND): it was
     * removed, or the membership was. The choice is dropped; the organisation is kept for the gate to choose in it again
     * if the user still belongs to it.
     */
    chosenEstablishmentLost: (state, action: PayloadAction<number>) => {
      if (state.establishmentId === action.payload) state.establishmentId = null;
    },
    settingsReset: () => initialSettings,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.establishmentId = null;
      state.organizationId = null;
    });
  },
});

export const {
  themeModeChanged,
  themeLayoutChanged,
  cardSkinChanged,
  monochromeToggled,
  primaryColorSchemeChanged,
  lightColorSchemeChanged,
  darkColorSchemeChanged,
  notificationSettingsChanged,
  establishmentChosen,
  organizationChosen,
  chosenEstablishmentLost,
  settingsReset,
} = settingsSlice.actions;

declare module '../../state/app-state' {
  interface AppState {
    settings: SettingsState;
  }
}
