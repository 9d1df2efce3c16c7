import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The id of every layout's main region, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every page: hidden until focused, it jumps past the header and the
 * navigation to the page's content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('a11y.skipToContent')}
    </Link>
  );
}
