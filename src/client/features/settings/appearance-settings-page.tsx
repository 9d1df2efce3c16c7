import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { DARK_COLOR_SCHEMES, LIGHT_COLOR_SCHEMES, PRIMARY_COLOR_SCHEMES } from '../../theme/color-schemes';
import { OptionToggle } from './option-toggle';
import { SettingsSection } from '../../components/settings-section';
import {
  cardSkinChanged,
  darkColorSchemeChanged,
  lightColorSchemeChanged,
  monochromeToggled,
  primaryColorSchemeChanged,
  settingsReset,
  themeLayoutChanged,
  themeModeChanged,
} from './settings-slice';

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

function Swatch({ color }: { color: string }) {
  return <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }} />;
}

/** Settings → Appearance: every choice applies live and is kept on this device. */
export function AppearanceSettingsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const label = (key: string) => t(`settings.appearance.${key}`);

  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSection title={label('themeMode')} description={label('themeModeDescription')} labelId="theme-mode-label">
        <OptionToggle
          labelledBy="theme-mode-label"
          value={settings.themeMode}
          onChange={(mode) => dispatch(themeModeChanged(mode))}
          options={[
            { value: 'light', label: label('modes.light'), icon: <LightModeOutlined fontSize="small" /> },
            { value: 'dark', label: label('modes.dark'), icon: <DarkModeOutlined fontSize="small" /> },
            { value: 'system', label: label('modes.system'), icon: <SettingsBrightnessOutlined fontSize="small" /> },
          ]}
        />
      </SettingsSection>
      <SettingsSection title={label('layout')} labelId="layout-label">
        <OptionToggle
          labelledBy="layout-label"
          value={settings.themeLayout}
          onChange={(layout) => dispatch(themeLayoutChanged(layout))}
          options={(['main-layout', 'sideblock'] as const).map((value) => ({ value, label: label(`layouts.${value}`) }))}
        />
      </SettingsSection>
      <SettingsSection title={label('cardSkin')} labelId="card-skin-label">
        <OptionToggle
          labelledBy="card-skin-label"
          value={settings.cardSkin}
          onChange={(skin) => dispatch(cardSkinChanged(skin))}
          options={(['shadow-sm', 'bordered'] as const).map((value) => ({ value, label: label(`cardSkins.${value}`) }))}
        />
        <FormControlLabel
          control={<Switch checked={settings.isMonochrome} onChange={(event) => dispatch(monochromeToggled(event.target.checked))} />}
          label={label('monochrome')}
        />
      </SettingsSection>
      <SettingsSection title={label('primaryColor')} labelId="primary-color-label">
        <OptionToggle
          labelledBy="primary-color-label"
          value={settings.primaryColorScheme}
          onChange={(scheme) => dispatch(primaryColorSchemeChanged(scheme))}
          options={keysOf(PRIMARY_COLOR_SCHEMES).map((value) => ({
            value,
            label: label(`primaryColors.${value}`),
            icon: <Swatch color={PRIMARY_COLOR_SCHEMES[value]} />,
          }))}
        />
      </SettingsSection>
      <SettingsSection title={label('lightScheme')} labelId="light-scheme-label">
        <OptionToggle
          labelledBy="light-scheme-label"
          value={settings.lightColorScheme}
          onChange={(scheme) => dispatch(lightColorSchemeChanged(scheme))}
          options={keysOf(LIGHT_COLOR_SCHEMES).map((value) => ({
            value,
            label: label(`lightSchemes.${value}`),
            icon: <Swatch color={LIGHT_COLOR_SCHEMES[value].page} />,
          }))}
        />
      </SettingsSection>
      <SettingsSection title={label('darkScheme')} labelId="dark-scheme-label">
        <OptionToggle
          labelledBy="dark-scheme-label"
          value={settings.darkColorScheme}
          onChange={(scheme) => dispatch(darkColorSchemeChanged(scheme))}
          options={keysOf(DARK_COLOR_SCHEMES).map((value) => ({
            value,
            label: label(`darkSchemes.${value}`),
            icon: <Swatch color={DARK_COLOR_SCHEMES[value].paper} />,
          }))}
        />
      </SettingsSection>
      <Box>
        <Button variant="outlined" onClick={() => dispatch(settingsReset())}>
          {label('reset')}
        </Button>
      </Box>
    </Stack>
  );
}
