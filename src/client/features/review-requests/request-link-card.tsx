import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { useTranslation } from 'react-i18next';
import type { ReviewRequestState } from '../../../shared/api/review-requests';
import { businessNameValues } from '../../../shared/french-names';
import { CopyField } from '../../components/copy-field';
import { downloadPoster, type PosterFormat } from '../../components/poster-pdf';
import { downloadFile, qrCodePng, svgDataUrl, useQrCodeSvg } from '../../components/qr-code';

const QR_SIZE = 176;

/**
 * The listing's short link and its QR code: the one way every customer reaches Google's review form, to copy, print on
 * an A5 or A4 poster (« Votre avis compte », nothing promised) or download as an image.
 */
export function RequestLinkCard({
  state,
  businessName,
  nameKeepsArticle,
}: {
  state: ReviewRequestState;
  businessName: string;
  /** The listing's: the QR code's French description keeps the name's article as written. */
  nameKeepsArticle: boolean;
}) {
  const { t } = useTranslation();
  const svg = useQrCodeSvg(state.link);
  const handlePoster = async (format: PosterFormat) =>
    downloadPoster(
      await qrCodePng(state.link),
      {
        businessName,
        title: t('reviewRequests.link.posterTitle'),
        scan: t('reviewRequests.link.posterScan'),
        emphasis: state.link,
        smallPrint: t('reviewRequests.link.posterThanks'),
      },
      `affiche-avis-${format}.pdf`,
      format,
    );
  const handlePng = async () => downloadFile(await qrCodePng(state.link), 'qr-code-avis.png');

  return (
    <Card component="section" aria-labelledby="request-link-title">
      <CardContent
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `${QR_SIZE}px minmax(0, 1fr)` },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            width: QR_SIZE,
            height: QR_SIZE,
            justifySelf: 'center',
            // The code stays dark on white in dark mode too: scanners read it best so.
            bgcolor: '#ffffff',
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            p: 1,
          }}
        >
          {svg ? (
            <img
              src={svgDataUrl(svg)}
              alt={t('reviewRequests.link.qrAlt', businessNameValues(businessName, { keepArticle: nameKeepsArticle }))}
              width={QR_SIZE - 16}
              height={QR_SIZE - 16}
              style={{ display: 'block' }}
            />
          ) : (
            <Skeleton variant="rectangular" width={QR_SIZE - 16} height={QR_SIZE - 16} />
          )}
        </Box>
        <Stack sx={{ gap: 1.5, minWidth: 0 }}>
          <Typography id="request-link-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('reviewRequests.link.title')}
          </Typography>
          <Typography color="text.secondary">{t('reviewRequests.link.description')}</Typography>
          <CopyField
            label={t('reviewRequests.link.field')}
            value={state.link}
            copyLabel={t('reviewRequests.link.copy')}
            copiedText={t('reviewRequests.link.copied')}
            failedText={t('reviewRequests.copyFailed')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<PictureAsPdfOutlined />} disabled={!svg} onClick={() => void handlePoster('a5')}>
              {t('reviewRequests.link.posterA5')}
            </Button>
            <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} disabled={!svg} onClick={() => void handlePoster('a4')}>
              {t('reviewRequests.link.posterA4')}
            </Button>
            <Button variant="outlined" startIcon={<QrCode2Outlined />} disabled={!svg} onClick={() => void handlePng()}>
              {t('reviewRequests.link.png')}
            </Button>
          </Stack>
          <Link href={state.link} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {t('reviewRequests.link.open')}
            <OpenInNewOutlined fontSize="small" aria-hidden />
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
