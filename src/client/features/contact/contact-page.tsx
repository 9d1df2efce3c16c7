import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { usePageTitle } from '../../components/use-page-title';
import { ContactForm, type ContactSender, type ContactSent } from './contact-form';

function copyText(t: TFunction, sent: ContactSent) {
  if (!sent.signedIn) return t('contact.noCopySent');
  return sent.copySent ? t('contact.copySent') : t('contact.copyNotSent');
}

/** What the visitor sees once support has their message: where the answer will go, and whether a copy left. */
function SentMessage({ sent, onWriteAgain }: { sent: ContactSent; onWriteAgain: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus moves to the news, so keyboard and screen reader users are not left nowhere.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Alert severity="success" sx={{ width: '100%' }}>
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ fontWeight: 700, outline: 'none' }}>
          {t('contact.sentTitle')}
        </Typography>
        <Typography>{t('contact.sentText', { email: sent.email })}</Typography>
        <Typography>{copyText(t, sent)}</Typography>
      </Alert>
      <Button variant="outlined" onClick={onWriteAgain}>
        {t('contact.writeAgain')}
      </Button>
    </Stack>
  );
}

/** `/contact`: a message to support, signed in (name and e-mail filled in) or not. */
export function ContactPage({ sender }: { sender?: ContactSender }) {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const [sent, setSent] = useState<ContactSent | null>(null);
  return (
    <Paper
      component="section"
      aria-labelledby="contact-title"
      sx={{ width: '100%', maxWidth: 640, minWidth: 0, p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2, overflowWrap: 'anywhere' }}
    >
      <div>
        <Typography id="contact-title" variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {t('contact.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('contact.intro')}
        </Typography>
      </div>
      {sent ? <SentMessage sent={sent} onWriteAgain={() => setSent(null)} /> : <ContactForm sender={sender} onSent={setSent} />}
    </Paper>
  );
}
