import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { useTranslation } from 'react-i18next';
import type { RequestChannel } from '../../../shared/api/review-requests';
import type { Language } from '../../../shared/constants';
import { useTextsIn } from '../../i18n/use-texts-in';

/** Who the preview is for: the contact being typed (or the list's first), in their language, on the chosen channel. */
export type MessageDraft = { channel: RequestChannel; language: Language; name: string };

type MessagePreviewProps = { draft: MessageDraft; businessName: string; customSentence: string; link: string };

/**
 * What the customer will receive, in their language: the greeting with their name, the business, the owner's
 * sentence, the link and the way to refuse the next ones. The server writes the real message from its own copy of
 * these words; the unsubscribe link and the STOP number are the message's own.
 */
export function MessagePreview({ draft, businessName, customSentence, link }: MessagePreviewProps) {
  const { t } = useTranslation();
  const message = useTextsIn(draft.language);
  const isSms = draft.channel === 'sms';

  const body = () => {
    if (!message) return <Skeleton variant="rounded" height={180} />;
    const name = draft.name.trim() || message('reviewRequests.message.sampleName');
    const business = businessName || message('reviewRequests.message.businessFallback');
    const greeting = message('reviewRequests.message.greeting', { name, business });
    const sentence = customSentence.trim();
    if (isSms)
      return (
        <Box
          lang={draft.language}
          sx={{
            alignSelf: 'flex-start',
            maxWidth: 360,
            px: 2,
            py: 1.5,
            borderRadius: '18px 18px 18px 4px',
            bgcolor: 'action.hover',
            overflowWrap: 'anywhere',
          }}
        >
          <Typography variant="body2">
            {[greeting, sentence, link, message('reviewRequests.message.stop')].filter(Boolean).join(' ')}
          </Typography>
        </Box>
      );
    return (
      // An outlined paper, so its edge is the theme's (it reads in dark mode), on the card's own colour.
      <Paper variant="outlined" sx={{ bgcolor: 'transparent', borderRadius: 2, overflow: 'hidden' }}>
        <Box sx={{ px: 2, py: 1, bgcolor: 'action.hover' }}>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('reviewRequests.preview.subject')}
            </Box>{' '}
            <strong lang={draft.language}>{message('reviewRequests.message.subject', { business })}</strong>
          </Typography>
        </Box>
        <Stack lang={draft.language} sx={{ gap: 1.5, p: 2, overflowWrap: 'anywhere' }}>
          <Typography variant="body2">{greeting}</Typography>
          {sentence && <Typography variant="body2">{sentence}</Typography>}
          <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {link}
          </Typography>
          <Divider />
          <Typography variant="caption" color="text.secondary">
            {message('reviewRequests.message.unsubscribe')}
          </Typography>
        </Stack>
      </Paper>
    );
  };

  return (
    <Stack component="section" aria-labelledby="message-preview-title" sx={{ gap: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="message-preview-title" variant="subtitle2" component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
          {t('reviewRequests.preview.title')}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          icon={isSms ? <SmsOutlined /> : <MailOutlineOutlined />}
          label={t(`reviewRequests.channels.${draft.channel}`)}
        />
        <Chip size="small" variant="outlined" label={t(`reviewRequests.languages.${draft.language}`)} />
      </Stack>
      {body()}
      <Typography variant="caption" color="text.secondary">
        {t(isSms ? 'reviewRequests.preview.smsNote' : 'reviewRequests.preview.emailNote')}
      </Typography>
    </Stack>
  );
}
