import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/constants';
import { SettingsSection } from '../../components/settings-section';

/** The interface language, kept on this device. */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  return (
    <SettingsSection title={t('settings.general.languageTitle')} description={t('settings.general.languageDescription')}>
      <TextField
        select
        label={t('header.language')}
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        sx={{ maxWidth: 320 }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </TextField>
    </SettingsSection>
  );
}
