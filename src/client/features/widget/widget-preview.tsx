import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/constants';
import { frameUrlOf, WIDGET_FRAME_HEIGHTS, type WidgetSettings } from '../../../shared/api/widgets';

/**
 * The widget as a visitor will see it, with the choices not saved yet: the iframe variant, so the preview is the
 * real script on the real data, in its own document.
 */
export function WidgetPreview({ frameUrl, settings }: { frameUrl: string; settings: WidgetSettings }) {
  const { t, i18n } = useTranslation();
  // « Automatic » follows the owner's page: here, the app's language stands for it.
  const language = settings.language === 'auto' && isLanguage(i18n.language) ? i18n.language : settings.language;
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="figcaption" variant="subtitle2">
        {t('widget.preview')}
      </Typography>
      <Box
        component="iframe"
        src={frameUrlOf(frameUrl, { ...settings, language })}
        title={t('widget.previewTitle')}
        sx={{
          width: '100%',
          height: WIDGET_FRAME_HEIGHTS[settings.layout],
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: settings.theme === 'dark' ? 'grey.900' : 'background.default',
        }}
      />
    </Box>
  );
}
