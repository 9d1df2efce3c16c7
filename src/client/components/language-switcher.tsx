import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/constants';
import { HeaderHint } from './header-hint';

/** Header button that switches the interface language (stored under `i18nextLng`). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleSelect = (language: Language) => {
    handleClose();
    void i18n.changeLanguage(language);
  };

  return (
    <>
      <HeaderHint title={t('header.language')}>
        <IconButton
          onClick={handleOpen}
          aria-label={t('header.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
        >
          <TranslateOutlined />
        </IconButton>
      </HeaderHint>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={handleClose}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} lang={language} selected={i18n.language === language} onClick={() => handleSelect(language)}>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
