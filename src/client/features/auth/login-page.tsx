import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/typed-hooks';
import { usePageTitle } from '../../components/use-page-title';
import { referralCode } from '../../session/local-session';
import { MagicLinkSignIn } from './magic-link-sign-in';
import { OtpSignIn } from './otp-sign-in';
import { SignInMethodTabs } from './sign-in-method-tabs';
import { SocialSignIn } from './social-sign-in';

type Method = 'magicLink' | 'oneTimeCode';

/** `/login`: passwordless sign-in by magic link, one-time code or social popup. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.login'));
  const [searchParams] = useSearchParams();
  const [method, setMethod] = useState<Method>('magicLink');
  const errorMessage = useAppSelector((state) => state.auth.errorMessage);
  const referral = searchParams.get('ref')?.trim();
  const redirect = searchParams.get('redirect') ?? undefined;

  useEffect(() => {
    if (referral) referralCode.save(referral);
  }, [referral]);

  return (
    <Card sx={{ width: '100%', maxWidth: 460 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <div>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('login.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('login.subtitle')}
          </Typography>
        </div>
        {errorMessage && <Alert severity="error">{t(errorMessage)}</Alert>}
        <SignInMethodTabs<Method>
          label={t('login.methodsTitle')}
          tabs={[
            { value: 'magicLink', label: t('login.magicLinkTab'), id: 'login-tab-magic' },
            { value: 'oneTimeCode', label: t('login.oneTimeCodeTab'), id: 'login-tab-code' },
          ]}
          value={method}
          onChange={setMethod}
          panelId="login-panel"
        />
        <div role="tabpanel" id="login-panel" aria-labelledby={method === 'magicLink' ? 'login-tab-magic' : 'login-tab-code'}>
          {method === 'magicLink' ? <MagicLinkSignIn redirect={redirect} /> : <OtpSignIn />}
        </div>
        {/* Lines drawn on either side of the words, which stay plain text for screen readers. */}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
          }}
        >
          {t('login.orContinueWith')}
        </Typography>
        <SocialSignIn />
        <Typography variant="caption" color="text.secondary">
          {t('login.legal')}
        </Typography>
      </CardContent>
    </Card>
  );
}
