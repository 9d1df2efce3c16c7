import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMeQuery } from '../../api/users-api';
import { pendingEmail } from '../../session/local-session';
import { sessionRevoked } from '../../session/session-events';
import { useAppDispatch } from '../../state/typed-hooks';
import { AccountSection, FormSkeleton } from './account-section';
import { EmailAddressForm } from './email-address-form';
import { EmailCodeForm } from './email-code-form';
import { useTwoFactor } from './use-two-factor';
import { TaggedText } from '../../components/tagged-text';

type Step = { kind: 'address' } | { kind: 'code'; email: string } | { kind: 'done'; email: string };

/**
 * « Adresse e-mail »: the new address gets a code, the code proves it. The server then tells the old
 * address and ends every session, this one included: the owner signs in again with the new address.
 */
export function EmailSection() {
  const { t } = useTranslation();
  const { data: user } = useMeQuery();
  const { withTwoFactor, dialog } = useTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'address' });

  return (
    <AccountSection id="account-email" title={t('account.email.title')} description={t('account.email.description')}>
      {!user ? (
        <FormSkeleton fields={1} />
      ) : step.kind === 'address' ? (
        <>
          <Typography>
            <TaggedText i18nKey="account.email.current" values={{ email: user.email }} components={{ strong: <strong /> }} />
          </Typography>
          <EmailAddressForm
            currentEmail={user.email}
            withTwoFactor={withTwoFactor}
            onCodeSent={(email) => setStep({ kind: 'code', email })}
          />
        </>
      ) : step.kind === 'code' ? (
        <EmailCodeForm
          email={step.email}
          withTwoFactor={withTwoFactor}
          onChanged={() => {
            // Kept at once: any next call is refused (403) and signs out, and the sign-in page then offers this address.
            pendingEmail.save(step.email);
            setStep({ kind: 'done', email: step.email });
          }}
          onChangeAddress={() => setStep({ kind: 'address' })}
        />
      ) : (
        <EmailChanged email={step.email} />
      )}
      {dialog}
    </AccountSection>
  );
}

/** Every session has ended on the server: say so, and sign in again with the new address already filled in. */
function EmailChanged({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The server has already revoked the session: this says so to the app, which signs out as for any revoked session.
  const handleSignInAgain = () => dispatch(sessionRevoked());
  return (
    <Alert
      severity="success"
      action={
        // Focused, so a keyboard or screen reader user lands on what comes next.
        <Button color="inherit" size="small" onClick={handleSignInAgain} autoFocus>
          {t('account.email.signInAgain')}
        </Button>
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } } }}
    >
      <AlertTitle>{t('account.email.changedTitle')}</AlertTitle>
      <TaggedText i18nKey="account.email.changedText" values={{ email }} components={{ strong: <strong /> }} />
    </Alert>
  );
}
