import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { acceptInvitationSchema } from '../../../shared/validation/member-schemas';
import { errorCodeOf } from '../../api/api-error';
import { useAcceptInvitationMutation } from '../../api/invitations-api';
import { useMeQuery } from '../../api/users-api';
import { usePageTitle } from '../../components/use-page-title';
import { visuallyHidden } from '../../components/visually-hidden';
import { PATHS } from '../../config/paths';
import { apiErrorText } from '../../i18n/api-error-text';
import { keptInvitation, useInvitationToken } from './kept-invitation';

/**
 * One result for every copy of the page: the setup gate swaps the page out while the new membership loads, and the
 * copy that comes back still says who was joined. Signing out clears it with the rest of the API state.
 */
const ACCEPT_CACHE_KEY = 'invitation';

/** Answers that say the link itself is wrong (the token's format): nothing to retry. */
const BAD_LINK_CODES: readonly string[] = ['VALIDATION_ERROR', 'BAD_REQUEST', 'NOT_FOUND'];

type Outcome = 'ready' | 'joined' | 'mismatch' | 'expired' | 'badLink' | 'failed';

function outcomeOf(token: string | null, joined: boolean, error: unknown): Outcome {
  if (joined) return 'joined';
  if (token === null || !acceptInvitationSchema.isValidSync({ token })) return 'badLink';
  if (!error) return 'ready';
  const code = errorCodeOf(error);
  if (code === 'INVITATION_EMAIL_MISMATCH') return 'mismatch';
  if (code === 'INVITATION_EXPIRED') return 'expired';
  return code && BAD_LINK_CODES.includes(code) ? 'badLink' : 'failed';
}

export type InvitationPageProps = {
  /** Signed in, the page offers to accept; signed out, it sends to the sign-in, which comes back here. */
  signedIn: boolean;
  /** The sign-in address that brings the user back to this invitation. */
  signInPathFor: (token: string | null) => string;
  onSignOut: () => void;
};

/** `/invitation?token=…`, opened from an invitation mail: join the organisation with the invited address. */
export function InvitationPage({ signedIn, signInPathFor, onSignOut }: InvitationPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useInvitationToken();
  const { data: me } = useMeQuery(undefined, { skip: !signedIn });
  const [accept, { data: membership, error, isLoading, reset }] = useAcceptInvitationMutation({ fixedCacheKey: ACCEPT_CACHE_KEY });
  const outcome = outcomeOf(token, membership !== undefined, error);
  const title = membership ? t('invitation.joined', { organization: membership.name }) : t('invitation.title');
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  // The new title is read out once the invitation is accepted.
  useEffect(() => {
    if (membership) heading.current?.focus();
  }, [membership]);

  const handleAccept = async () => {
    if (!token) return;
    const result = await accept({ token });
    if ('data' in result) keptInvitation.forget();
  };
  const handleLeave = () => {
    keptInvitation.forget();
    reset();
    void navigate(PATHS.dashboardHome);
  };

  // Mismatch, expiry and other failures by their code's text; a wrong link by the page's own.
  const problem =
    outcome === 'ready' || outcome === 'joined'
      ? null
      : outcome === 'badLink'
        ? t('invitation.badLink')
        : apiErrorText(t, error, 'apiErrors.INTERNAL_ERROR');
  const canAccept = signedIn && (outcome === 'ready' || outcome === 'failed');

  return (
    <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 560, width: '100%' }}>
      <Stack spacing={2}>
        <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, outline: 'none' }}>
          {title}
        </Typography>
        {outcome === 'joined' ? (
          <>
            <Typography>{t('invitation.joinedText')}</Typography>
            <Button component={RouterLink} to={PATHS.dashboardHome} variant="contained" size="large" onClick={reset}>
              {t('invitation.toDashboard')}
            </Button>
          </>
        ) : (
          <>
            <Typography>{t(signedIn ? 'invitation.signedInText' : 'invitation.signedOutText')}</Typography>
            {me && <Typography color="text.secondary">{t('invitation.signedInAs', { email: me.email })}</Typography>}
            {problem && <Alert severity={outcome === 'mismatch' ? 'warning' : 'error'}>{problem}</Alert>}
            {!signedIn && outcome !== 'badLink' && <Alert severity="info">{t('invitation.signInHint')}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {!signedIn && outcome !== 'badLink' && (
                <Button component={RouterLink} to={signInPathFor(token)} variant="contained" size="large">
                  {t('invitation.signIn')}
                </Button>
              )}
              {canAccept && (
                <Button variant="contained" size="large" loading={isLoading} onClick={() => void handleAccept()}>
                  {t('invitation.accept')}
                </Button>
              )}
              {outcome === 'mismatch' && (
                <Button variant="contained" size="large" onClick={onSignOut}>
                  {t('invitation.signOut')}
                </Button>
              )}
              {(outcome === 'mismatch' || outcome === 'expired' || outcome === 'badLink') && (
                <Button variant="outlined" size="large" onClick={handleLeave}>
                  {t('invitation.leave')}
                </Button>
              )}
            </Stack>
            <Box role="status" sx={visuallyHidden}>
              {isLoading ? t('invitation.accepting') : ''}
            </Box>
          </>
        )}
      </Stack>
    </Paper>
  );
}
