import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Establishment, Membership } from '../../../shared/api/organizations';
import { roleCan } from '../../../shared/roles';
import { baseApi } from '../../api/base-api';
import { useEstablishmentsQuery, useOrganizationsQuery, useRemoveEstablishmentMutation } from '../../api/organizations-api';
import { LoadError } from '../../components/load-error';
import { notify } from '../../components/notify';
import { visuallyHidden } from '../../components/visually-hidden';
import { apiErrorText } from '../../i18n/api-error-text';
import { useAppDispatch } from '../../state/typed-hooks';
import { AccountSection } from './account-section';
import { RemoveEstablishmentDialog } from './remove-establishment-dialog';
import { RemovedEstablishmentsList } from './removed-establishments-list';
import { TwoFactorCancelled, useTwoFactor } from './use-two-factor';

/**
 * Owners and admins remove an establishment of their organisation; an organisation keeps one (the server refuses the
 * last: LAST_ESTABLISHMENT).
 */
const mayRemove = (organization: Membership | undefined) =>
  organization !== undefined && roleCan(organization.role, 'establishments') && organization.establishments.length > 1;

/**
 * « Établissements »: every establishment the user sees, with its address and review count. Owners and admins remove
 * one after saying what goes and typing a one-time code. The lists are read again (the mutation's tag), and so are the
 * account, its subscriptions (their quantity follows the establishments) and the team (members' scopes): the app's
 * gate drops a choice that no longer exists. The removed establishment's own answers are cached under it alone, and
 * nothing can show it any more. Its reviews stay downloadable 30 days, listed under « Établissements supprimés ».
 */
export function EstablishmentsSection() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, error, isLoading, refetch } = useEstablishmentsQuery();
  const { data: organizations = [] } = useOrganizationsQuery();
  const [remove] = useRemoveEstablishmentMutation();
  const { withTwoFactor, dialog } = useTwoFactor();
  const [target, setTarget] = useState<Establishment | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const organizationOf = (place: Establishment) => organizations.find((each) => each.id === place.organizationId);
  const keepsLastOne = organizations.some((each) => roleCan(each.role, 'establishments') && each.establishments.length === 1);

  const handleAsk = (place: Establishment) => {
    setTarget(place);
    setFailure(null);
    setIsConfirming(true);
  };

  const handleConfirm = async () => {
    if (!target) return;
    setFailure(null);
    setIsRemoving(true);
    try {
      await withTwoFactor((twoFactorToken) => remove({ id: target.id, twoFactorToken }).unwrap());
      setIsConfirming(false);
      notify(t('account.establishments.removed', { name: target.name }), 'success');
      dispatch(baseApi.util.invalidateTags(['Me', 'Subscriptions', 'Team']));
    } catch (failed) {
      if (!(failed instanceof TwoFactorCancelled)) setFailure(apiErrorText(t, failed, 'apiErrors.INTERNAL_ERROR'));
    } finally {
      setIsRemoving(false);
    }
  };

  const list = () => {
    if (isLoading) return <ListSkeleton />;
    if (!data) return <LoadError message={apiErrorText(t, error, 'account.loadError')} onRetry={() => void refetch()} />;
    if (data.items.length === 0) return <Typography color="text.secondary">{t('account.establishments.empty')}</Typography>;
    return (
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }} aria-label={t('account.establishments.title')}>
        {data.items.map((place) => (
          <EstablishmentRow
            key={place.id}
            place={place}
            organizationName={organizations.length > 1 ? organizationOf(place)?.name : undefined}
            onRemove={mayRemove(organizationOf(place)) ? () => handleAsk(place) : undefined}
          />
        ))}
      </Stack>
    );
  };

  return (
    <AccountSection
      id="account-establishments"
      title={t('account.establishments.title')}
      description={t('account.establishments.description')}
    >
      {list()}
      {data && keepsLastOne && (
        <Typography variant="body2" color="text.secondary">
          {t('account.establishments.lastOne')}
        </Typography>
      )}
      <RemovedEstablishmentsList organizations={organizations} />
      <RemoveEstablishmentDialog
        open={isConfirming}
        name={target?.name ?? ''}
        isRemoving={isRemoving}
        failure={failure}
        onConfirm={() => void handleConfirm()}
        onClose={() => setIsConfirming(false)}
      />
      {dialog}
    </AccountSection>
  );
}

type EstablishmentRowProps = { place: Establishment; organizationName: string | undefined; onRemove: (() => void) | undefined };

/** One establishment: name, organisation when the user has several, address, review count, and « Retirer » if allowed. */
function EstablishmentRow({ place, organizationName, onRemove }: EstablishmentRowProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { xs: 'stretch', sm: 'center' }, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>{place.name}</Typography>
        {organizationName && (
          <Typography variant="body2" color="text.secondary">
            {organizationName}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {place.address ?? t('account.establishments.noAddress')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('account.establishments.reviewCount', { count: place.reviewCount })}
        </Typography>
      </Box>
      {onRemove && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={onRemove}
          aria-label={t('account.establishments.removeOf', { name: place.name })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('account.establishments.remove')}
        </Button>
      )}
    </Stack>
  );
}

/** Placeholders the shape of the list while it loads. */
function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1 }}>
      <Box component="span" sx={visuallyHidden}>
        {t('account.establishments.loading')}
      </Box>
      {[0, 1].map((index) => (
        <Skeleton key={index} variant="rounded" height={72} aria-hidden />
      ))}
    </Box>
  );
}
