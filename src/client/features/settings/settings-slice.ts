import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardSkin, DarkColorScheme, LightColorScheme, PrimaryColorScheme, ThemeMode } from '../../theme/color-schemes';
import { signedOut } from '../../session/session-events';
import { initialSettings, type NotificationSettings, type SettingsState, type ThemeLayout } from './initial-settings';

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
    establishmentChosen: (state, action: PayloadAction<number | null>) => {
      state.establishmentId = action.payload;
    },
    settingsReset: () => initialSettings,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.establishmentId = null;
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
  settingsReset,
} = settingsSlice.actions;

declare module '../../state/app-state' {
  interface AppState {
    settings: SettingsState;
  }
}
