import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ReviewSourceName } from '../../../shared/api/review-sources';
import { frameSnippetOf, scriptSnippetOf, type WidgetState } from '../../../shared/api/widgets';
import { listWith } from '../../../shared/text';
import { useSaveWidgetSettingsMutation } from '../../api/widgets-api';
import { CopyField } from '../../components/copy-field';
import { notify } from '../../components/notify';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';

/** « Google », « Google et TheFork », « Google, TheFork et Facebook »: as the widget script lists them (src/widget/v1.ts). */
function namesOf(sources: ReviewSourceName[], name: (source: ReviewSourceName) => string, and: string): string {
  return listWith(and)((sources.length ? sources : ['google' as const]).map(name));
}

/** The code to paste (a script line, or an iframe), the legal line it shows, and a new public id when the old one must stop. */
export function WidgetCode({ state }: { state: WidgetState }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveWidgetSettingsMutation();
  const [confirming, setConfirming] = useState(false);
  // The saved sources, as the site shows them: the legal line and the frame's title name each.
  const sources = namesOf(state.settings.sources ?? ['google'], (source) => t(`sources.names.${source}`), t('widget.code.and'));
  const copy = { copiedText: t('widget.code.copied'), failedText: t('widget.code.copyFailed'), monospace: true };

  const handleRegenerate = async () => {
    try {
      await save({ ...state.settings, regeneratePublicId: true }).unwrap();
      notify(t('widget.code.regenerated'), 'success');
    } catch (error) {
      notify(apiErrorText(t, error, 'widget.saveError'), 'error');
    }
    setConfirming(false);
  };

  return (
    <SettingsSection title={t('widget.code.title')} description={t('widget.code.description')}>
      <Stack sx={{ gap: 2.5 }}>
        <CopyField
          label={t('widget.code.script')}
          value={scriptSnippetOf(state)}
          copyLabel={t('widget.code.copyScript')}
          helperText={t('widget.code.scriptHelp')}
          {...copy}
        />
        <CopyField
          label={t('widget.code.frame')}
          value={frameSnippetOf(state, t('widget.code.frameTitle', { sources }))}
          copyLabel={t('widget.code.copyFrame')}
          helperText={t('widget.code.frameHelp')}
          {...copy}
        />
        <Alert severity="info">{t('widget.code.legal', { sources })}</Alert>
        <Button
          variant="outlined"
          color="warning"
          onClick={() => setConfirming(true)}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('widget.code.regenerate')}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="widget-regenerate-title">
        <DialogTitle id="widget-regenerate-title">{t('widget.code.regenerateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('widget.code.regenerateText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('widget.code.cancel')}</Button>
          <Button color="warning" variant="contained" loading={isLoading} onClick={() => void handleRegenerate()}>
            {t('widget.code.confirmRegenerate')}
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
