import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { HeaderHint } from './header-hint';

type ThemeModeToggleProps = { onChange: (mode: 'light' | 'dark') => void };

/** One click between light and dark; the full choice (system included) is in Settings → Appearance. */
export function ThemeModeToggle({ onChange }: ThemeModeToggleProps) {
  const { t } = useTranslation();
  const isDark = useTheme().palette.mode === 'dark';
  const label = t(isDark ? 'header.themeToLight' : 'header.themeToDark');
  return (
    <HeaderHint title={label}>
      <IconButton onClick={() => onChange(isDark ? 'light' : 'dark')} aria-label={label}>
        {isDark ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </HeaderHint>
  );
}
