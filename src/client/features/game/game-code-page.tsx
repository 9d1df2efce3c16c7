import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '../../components/notify';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GameState } from '../../../shared/api/game';
import { businessNameValues } from '../../../shared/french-names';
import { useListingQuery } from '../../api/onboarding-api';
import { downloadPoster } from '../../components/poster-pdf';
import { downloadFile, downloadSvg, qrCodePng, svgDataUrl, useQrCodeSvg } from '../../components/qr-code';
import { PATHS } from '../../config/paths';
import { GamePage } from './game-page';

function GameCode({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const listing = useListingQuery().data;
  const businessName = listing?.name ?? '';
  const url = `${window.location.origin}${PATHS.gameSession}?g=${state.publicId}`;
  const rulesUrl = `${window.location.origin}${PATHS.gameRules}?g=${state.publicId}`;
  const svg = useQrCodeSvg(url);
  const downloadPng = async () => downloadFile(await qrCodePng(url), 'qr-code-jeu.png');
  const downloadA5 = async () =>
    downloadPoster(
      await qrCodePng(url),
      {
        businessName,
        title: t('game.code.posterTitle'),
        scan: t('game.code.posterScan'),
        emphasis: t('game.code.posterFree'),
        smallPrint: t('game.code.posterRules', { url: rulesUrl }),
      },
      'affiche-jeu-a5.pdf',
    );
  const copy = () => void navigator.clipboard?.writeText(url).then(() => notify(t('game.code.copied'), 'success'));

  return (
    <Stack sx={{ gap: 2 }}>
      {state.closedReason === 'closed' && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={PATHS.gameSettings} color="inherit" size="small">
              {t('game.code.openSettings')}
            </Button>
          }
        >
          {t('game.code.closedHint')}
        </Alert>
      )}
      <Card>
        <CardContent component={Stack} sx={{ gap: 2, alignItems: 'center' }}>
          <Typography>{t('game.code.intro')}</Typography>
          <Box sx={{ width: 256, height: 256, bgcolor: '#ffffff', borderRadius: 1 }}>
            {svg && (
              <img
                src={svgDataUrl(svg)}
                alt={t('game.code.qrAlt', businessNameValues(businessName, { keepArticle: listing?.nameKeepsArticle }))}
                width={256}
                height={256}
              />
            )}
          </Box>
          <TextField label={t('game.code.link')} value={url} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center', width: { xs: '100%', sm: 'auto' } }}
          >
            <Button variant="outlined" onClick={copy}>
              {t('game.code.copy')}
            </Button>
            <Button variant="outlined" disabled={!svg} onClick={() => void downloadPng()}>
              {t('game.code.png')}
            </Button>
            <Button variant="outlined" disabled={!svg} onClick={() => svg && downloadSvg(svg, 'qr-code-jeu.svg')}>
              {t('game.code.svg')}
            </Button>
            <Button variant="contained" disabled={!svg} onClick={() => void downloadA5()}>
              {t('game.code.poster')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** `/game/code`: the QR code customers scan, to download as PNG or SVG, and the A5 poster for the counter. */
export function GameCodePage() {
  const { t } = useTranslation();
  return <GamePage title={t('pages.gameCode')}>{(state) => <GameCode state={state} />}</GamePage>;
}
