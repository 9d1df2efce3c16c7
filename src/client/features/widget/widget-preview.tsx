import { useEffect, useRef, useState } from 'react';
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
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame's page says how tall the widget is drawn; until it does, the iframe snippet's height for the layout.
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const handleMessage = (event: MessageEvent<{ bonavisHeight?: unknown }>) => {
      const reported = event.data?.bonavisHeight;
      if (event.source === frame.current?.contentWindow && typeof reported === 'number') setHeight(Math.min(Math.max(reported, 60), 2000));
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, []);
  // « Automatic » follows the owner's page: here, the app's language stands for it.
  const language = settings.language === 'auto' && isLanguage(i18n.language) ? i18n.language : settings.language;
  return (
    <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="figcaption" variant="subtitle2">
        {t('widget.preview')}
      </Typography>
      <Box
        component="iframe"
        ref={frame}
        src={frameUrlOf(frameUrl, { ...settings, language })}
        title={t('widget.previewTitle')}
        sx={{
          width: '100%',
          height: height ?? WIDGET_FRAME_HEIGHTS[settings.layout],
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      />
    </Box>
  );
}
