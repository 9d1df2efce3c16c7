import type { CardSkin, DarkColorScheme, LightColorScheme, PrimaryColorScheme, ThemeMode } from '../../theme/color-schemes';

// Apart from the slice so that the sign-in page's first script (app/first-screen-start.ts) reads the defaults
// without bringing Redux Toolkit.

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
  /**
   * The establishment the screens show (sent as `?location=` with every private request); null until one is chosen.
   * Forgotten at sign-out, so the next user of the browser starts from their own.
   */
  establishmentId: number | null;
  /**
   * The organisation the screens act in, for a user of several: its establishments are the ones the switcher lists.
   * Always that of `establishmentId` when both are set; null until one is chosen, forgotten at sign-out likewise.
   */
  organizationId: number | null;
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
  establishmentId: null,
  organizationId: null,
};
