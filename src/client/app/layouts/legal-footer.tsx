import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';

const LINKS = [
  { to: PATHS.legalNotice, labelKey: 'legal.notice.title' },
  { to: PATHS.legalTerms, labelKey: 'legal.terms.title' },
  { to: PATHS.legalPrivacy, labelKey: 'legal.privacy.title' },
  { to: PATHS.contact, labelKey: 'footer.contact' },
];

/** The discreet footer of every layout: the legal pages and the contact page (the current one is marked for screen readers). */
export function LegalFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ px: 2, py: 1.5 }}>
      <Box component="nav" aria-label={t('footer.label')}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2.5, rowGap: 0.5 }}
        >
          {LINKS.map(({ to, labelKey }) => (
            <li key={to}>
              {/* At least 24 px high: a comfortable target on a phone (WCAG 2.5.8). */}
              <Link component={NavLink} to={to} variant="body2" color="text.secondary" sx={{ display: 'inline-block', py: 0.5 }}>
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
