import { getLuminance } from '@mui/material/styles';
import { createAppTheme, type AppThemeOptions } from './create-app-theme';

const base: AppThemeOptions = {
  mode: 'light',
  primary: 'indigo',
  light: 'slate',
  dark: 'navy',
  cardSkin: 'shadow-sm',
  isMonochrome: false,
};

describe('createAppTheme', () => {
  it('uses the spec breakpoints', () => {
    expect(createAppTheme(base).breakpoints.values).toEqual({ xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
  });

  it('applies mode, primary colour and colour schemes', () => {
    const dark = createAppTheme({ ...base, mode: 'dark', primary: 'green', dark: 'black' });
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.default).toBe('#000000');
    // The chosen green, lightened to read on black (theme-contrast.test.ts checks every ratio).
    expect(dark.palette.primary.main).toMatch(/^#[0-9a-f]{6}$/);
    expect(getLuminance(dark.palette.primary.main)).toBeGreaterThan(getLuminance('#16a34a'));
    expect(getLuminance(createAppTheme({ ...base, primary: 'green' }).palette.primary.main)).toBeLessThan(getLuminance('#16a34a'));
  });

  it('turns cards into outlined ones with the bordered skin', () => {
    expect(createAppTheme({ ...base, cardSkin: 'bordered' }).components?.MuiCard?.defaultProps).toEqual({
      elevation: 0,
      variant: 'outlined',
    });
  });

  it('gives toggle buttons the edge of a form control, and outlined surfaces too in dark mode only', () => {
    const light = createAppTheme(base);
    const dark = createAppTheme({ ...base, mode: 'dark' });
    expect(light.components?.MuiToggleButton?.styleOverrides?.root).toEqual({ borderColor: light.palette.controlBorder });
    expect(dark.components?.MuiToggleButton?.styleOverrides?.root).toEqual({ borderColor: dark.palette.controlBorder });
    expect(dark.components?.MuiPaper?.styleOverrides?.outlined).toEqual({ borderColor: dark.palette.controlBorder });
    // Light outlined cards keep their faint divider, which reads on white.
    expect(light.components?.MuiPaper?.styleOverrides?.outlined).toBeUndefined();
  });

  it('greys the interface out in monochrome mode', () => {
    const overrides = createAppTheme({ ...base, isMonochrome: true }).components?.MuiCssBaseline?.styleOverrides as { html: object };
    expect(overrides.html).toEqual({ filter: 'grayscale(1)' });
  });
});
