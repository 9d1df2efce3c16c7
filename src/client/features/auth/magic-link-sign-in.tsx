import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../api/api-error';
import { useSendMagicLinkMutation } from '../../api/users-api';
import { EmailForm } from './email-form';
import { pendingEmail, referralCode } from '../../session/local-session';
import { languageOf } from '../../i18n';
import { TaggedText } from '../../components/tagged-text';

/** Sign in by a link sent by mail: e-mail, then "check your inbox" with resend. */
export function MagicLinkSignIn({ redirect }: { redirect?: string }) {
  const { t, i18n } = useTranslation();
  const [sendMagicLink, { isLoading }] = useSendMagicLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  const send = async (email: string) => {
    setErrorKey(null);
    pendingEmail.save(email);
    try {
      await sendMagicLink({ email, referral: referralCode.read(), redirect, language: languageOf(i18n) }).unwrap();
      setSentTo(email);
      return true;
    } catch (error) {
      setErrorKey(errorKeyOf(error, 'login.errors.sendLink'));
      return false;
    }
  };

  if (!sentTo) {
    return (
      <Stack sx={{ gap: 2 }}>
        <Typography color="text.secondary">{t('login.magicLinkIntro')}</Typography>
        {errorKey && <Alert severity="error">{t(errorKey)}</Alert>}
        <EmailForm
          submitLabel={t('login.sendLink')}
          initialEmail={pendingEmail.read() ?? ''}
          onSubmit={async (email) => void (await send(email))}
        />
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 2, alignItems: 'center', textAlign: 'center' }} role="status">
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h2">
        {t('login.checkInboxTitle')}
      </Typography>
      <Typography color="text.secondary">
        <TaggedText i18nKey="login.checkInboxText" values={{ email: sentTo }} components={{ strong: <strong /> }} />
      </Typography>
      {errorKey && <Alert severity="error">{t(errorKey)}</Alert>}
      {resent && !errorKey && <Alert severity="success">{t('login.linkResent')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button variant="outlined" loading={isLoading} onClick={async () => setResent(await send(sentTo))}>
          {t('login.resendLink')}
        </Button>
        <Button onClick={() => setSentTo(null)}>{t('login.changeEmail')}</Button>
      </Stack>
    </Stack>
  );
}
