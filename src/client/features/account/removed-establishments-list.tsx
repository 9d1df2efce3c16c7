import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../shared/api/organizations';
import { removedHistoryFileName, type RemovedEstablishment } from '../../../shared/api/removed-establishments';
import { roleCan } from '../../../shared/roles';
import { useRemovedEstablishmentReviewsMutation, useRemovedEstablishmentsQuery } from '../../api/removed-establishments-api';
import { saveObjectUrl } from '../../components/save-file';
import { apiErrorText } from '../../i18n/api-error-text';
import { formatDate } from '../../i18n/dates';
import { languageOf } from '../../i18n';

type RemovedEstablishmentsListProps = {
  organizations: Membership[];
};

/**
 * « Établissements supprimés »: for each organisation where the user may remove establishments (owners and admins),
 * those removed whose reviews are still kept, until when, and their download. Nothing when there is none.
 */
export function RemovedEstablishmentsList({ organizations }: RemovedEstablishmentsListProps) {
  const managed = organizations.filter((each) => roleCan(each.role, 'establishments') && each.establishments.length > 0);
  return (
    <>
      {managed.map((organization) => (
        <RemovedOfOrganization
          key={organization.id}
          location={organization.establishments[0].id}
          organizationName={managed.length > 1 ? organization.name : undefined}
        />
      ))}
    </>
  );
}

type RemovedOfOrganizationProps = {
  /** An establishment of the organisation: it names the organisation to the server. */
  location: number;
  /** Said when the user manages several organisations. */
  organizationName: string | undefined;
};

function RemovedOfOrganization({ location, organizationName }: RemovedOfOrganizationProps) {
  const { t } = useTranslation();
  const { data } = useRemovedEstablishmentsQuery(location);
  if (!data || data.items.length === 0) return null;
  const titleId = `removed-establishments-${location}`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1, mt: 2 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {organizationName
          ? t('account.removedEstablishments.titleOf', { name: organizationName })
          : t('account.removedEstablishments.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account.removedEstablishments.description')}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }} aria-labelledby={titleId}>
        {data.items.map((removed) => (
          <RemovedRow key={removed.id} removed={removed} location={location} />
        ))}
      </Stack>
    </Box>
  );
}

/** One removed establishment: its name, address, how many reviews are kept and until when, and the download. */
function RemovedRow({ removed, location }: { removed: RemovedEstablishment; location: number }) {
  const { t, i18n } = useTranslation();
  const [download, { isLoading, error, reset }] = useRemovedEstablishmentReviewsMutation();

  const handleDownload = async () => {
    const result = await download({ id: removed.id, location, language: languageOf(i18n) });
    if ('data' in result && result.data !== undefined) {
      saveObjectUrl(result.data, removedHistoryFileName(removed.name, new Date()));
      // The file is saved: the store need not keep its URL.
      reset();
    }
  };

  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { xs: 'stretch', sm: 'center' }, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>{removed.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {removed.address ?? t('account.establishments.noAddress')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('account.establishments.reviewCount', { count: removed.reviewCount })}
        </Typography>
        <Typography variant="body2">{t('account.removedEstablishments.keptUntil', { date: formatDate(removed.purgeAfter) })}</Typography>
        {error && (
          <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
            {apiErrorText(t, error, 'account.removedEstablishments.failed')}
          </Alert>
        )}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadRoundedIcon />}
        loading={isLoading}
        loadingPosition="start"
        onClick={() => void handleDownload()}
        aria-label={t('account.removedEstablishments.downloadOf', { name: removed.name })}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {t('account.removedEstablishments.download')}
      </Button>
    </Stack>
  );
}
