import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardSkin, DarkColorScheme, LightColorScheme, PrimaryColorScheme, ThemeMode } from '../../theme/color-schemes';

export type ThemeLayout = 'main-layout' | 'sideblock';
export type ToastPosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export type NotificationSettings = {
  position: ToastPosition;
  isExpanded: boolean;
  visibleToasts: number;
  duration: number;
};

/** Interface settings, persisted in local storage under `settings`. */
export type SettingsState = {
  themeMode: ThemeMode;
  themeLayout: ThemeLayout;
  cardSkin: CardSkin;
  isMonochrome: boolean;
  primaryColorScheme: PrimaryColorScheme;
  lightColorScheme: LightColorScheme;
  darkColorScheme: DarkColorScheme;
  notification: NotificationSettings;
};

export const initialSettings: SettingsState = {
  themeMode: 'system',
  themeLayout: 'main-layout',
  cardSkin: 'shadow-sm',
  isMonochrome: false,
  primaryColorScheme: 'indigo',
  lightColorScheme: 'slate',
  darkColorScheme: 'navy',
  notification: { position: 'bottom-right', isExpanded: false, visibleToasts: 4, duration: 4000 },
};

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
    settingsReset: () => initialSettings,
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
  settingsReset,
} = settingsSlice.actions;

declare module '../../state/app-state' {
  interface AppState {
    settings: SettingsState;
  }
}
