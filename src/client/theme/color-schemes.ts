/** The colour palettes a user can pick in Settings → Appearance. */
export const PRIMARY_COLOR_SCHEMES = {
  indigo: '#4f46e5',
  blue: '#2563eb',
  green: '#16a34a',
  amber: '#d97706',
  purple: '#9333ea',
  rose: '#e11d48',
} as const;

/** Light mode backgrounds: page, paper, divider and text. */
export const LIGHT_COLOR_SCHEMES = {
  slate: { page: '#f8fafc', paper: '#ffffff', divider: '#e2e8f0', text: '#0f172a', muted: '#64748b' },
  gray: { page: '#f9fafb', paper: '#ffffff', divider: '#e5e7eb', text: '#111827', muted: '#6b7280' },
  neutral: { page: '#fafafa', paper: '#ffffff', divider: '#e5e5e5', text: '#171717', muted: '#737373' },
} as const;

/** Dark mode backgrounds: page, paper, divider and text. */
export const DARK_COLOR_SCHEMES = {
  navy: { page: '#0b1120', paper: '#111827', divider: '#1f2937', text: '#e5e7eb', muted: '#9ca3af' },
  mirage: { page: '#101827', paper: '#1a2234', divider: '#2a344a', text: '#e2e8f0', muted: '#94a3b8' },
  cinder: { page: '#0f0f14', paper: '#1a1a22', divider: '#2b2b36', text: '#e4e4e7', muted: '#a1a1aa' },
  black: { page: '#000000', paper: '#111111', divider: '#262626', text: '#f5f5f5', muted: '#a3a3a3' },
} as const;

export type PrimaryColorScheme = keyof typeof PRIMARY_COLOR_SCHEMES;
export type LightColorScheme = keyof typeof LIGHT_COLOR_SCHEMES;
export type DarkColorScheme = keyof typeof DARK_COLOR_SCHEMES;
export type ThemeMode = 'light' | 'dark' | 'system';
export type CardSkin = 'shadow-sm' | 'bordered';

/** The hues of the other palette colours (MUI's own); the theme darkens or lightens them until they read well. */
export const INTENT_COLORS = {
  secondary: '#9c27b0',
  error: '#d32f2f',
  warning: '#ed6c02',
  info: '#0288d1',
  success: '#2e7d32',
} as const;
