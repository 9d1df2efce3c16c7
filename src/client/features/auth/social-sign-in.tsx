import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Facebook from '@mui/icons-material/Facebook';
import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';
import X from '@mui/icons-material/X';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../state/typed-hooks';
import { signInWithProvider } from './auth-session';
import type { SocialProvider } from '../../session/identity';
import { signInErrorKey } from './sign-in-errors';

const PROVIDERS: { id: SocialProvider; icon: typeof Google }[] = [
  { id: 'google', icon: Google },
  { id: 'facebook', icon: Facebook },
  { id: 'github', icon: GitHub },
  { id: 'twitter', icon: X },
];

/** Popup sign-in with a social account (forced account selection). */
export function SocialSignIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const signIn = async (provider: SocialProvider) => {
    setErrorKey(null);
    setPending(provider);
    try {
      await dispatch(signInWithProvider(provider)).unwrap();
    } catch (error) {
      setErrorKey(signInErrorKey(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {errorKey && <Alert severity="error">{t(errorKey)}</Alert>}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {PROVIDERS.map(({ id, icon: Icon }) => (
          <Button
            key={id}
            variant="outlined"
            color="inherit"
            startIcon={<Icon />}
            loading={pending === id}
            disabled={pending !== null && pending !== id}
            onClick={() => void signIn(id)}
            sx={{ borderColor: 'controlBorder' }}
          >
            {t(`login.providers.${id}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
