import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';

type ThemeModeToggleProps = { onChange: (mode: 'light' | 'dark') => void };

/** One click between light and dark; the full choice (system included) is in Settings → Appearance. */
export function ThemeModeToggle({ onChange }: ThemeModeToggleProps) {
  const { t } = useTranslation();
  const isDark = useTheme().palette.mode === 'dark';
  const label = t(isDark ? 'header.themeToLight' : 'header.themeToDark');
  return (
    <Tooltip title={label}>
      <IconButton onClick={() => onChange(isDark ? 'light' : 'dark')} aria-label={label}>
        {isDark ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
