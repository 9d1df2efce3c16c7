import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EstablishmentGroup } from '../../../shared/api/organizations';
import { useDeleteGroupMutation, useGroupsQuery } from '../../api/groups-api';
import { LoadError } from '../../components/load-error';
import { notify } from '../../components/notify';
import { SettingsSection } from '../../components/settings-section';
import { apiErrorText } from '../../i18n/api-error-text';
import { ConfirmDialog } from './confirm-dialog';
import { GroupDialog } from './group-dialog';
import type { EstablishmentRef } from './team-text';

/**
 * « Groupes d'établissements » (« Sud-Ouest », « Franchisés »): made by owners and admins, a member's scope may be one
 * (with the establishments added to it later). A group someone is scoped to cannot be deleted: the server says so
 * (`GROUP_IN_USE`), and the dialog shows it.
 */
export function GroupsSection({ establishments }: { establishments: readonly EstablishmentRef[] }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useGroupsQuery();
  const [deleteGroup, deletion] = useDeleteGroupMutation();
  const [editing, setEditing] = useState<EstablishmentGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EstablishmentGroup | null>(null);
  const nameOf = (id: number) => establishments.find((place) => place.id === id)?.name;

  const confirmDeletion = async () => {
    if (!deleting) return;
    const result = await deleteGroup(deleting.id);
    if ('error' in result) return;
    notify(t('team.groups.deleted', { name: deleting.name }), 'success');
    setDeleting(null);
  };

  const renderList = () => {
    if (!data && error) return <LoadError message={apiErrorText(t, error, 'team.groups.loadError')} onRetry={() => void refetch()} />;
    if (!data) return <Skeleton variant="rounded" height={72} role="status" aria-label={t('team.groups.loading')} />;
    if (data.items.length === 0) return <Typography color="text.secondary">{t('team.groups.empty')}</Typography>;
    return (
      <List disablePadding aria-label={t('team.groups.title')}>
        {data.items.map((group) => (
          <ListItem key={group.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={group.name}
              secondary={t('team.groups.holds', {
                count: group.locations.length,
                names: group.locations.map(nameOf).filter(Boolean).join(', '),
              })}
              sx={{ flex: '1 1 240px' }}
            />
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button size="small" onClick={() => setEditing(group)} aria-label={t('team.groups.editOf', { name: group.name })}>
                {t('team.groups.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => {
                  deletion.reset();
                  setDeleting(group);
                }}
                aria-label={t('team.groups.deleteOf', { name: group.name })}
              >
                {t('team.groups.delete')}
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  };

  return (
    <SettingsSection title={t('team.groups.title')} description={t('team.groups.description')}>
      <Button variant="outlined" onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }}>
        {t('team.groups.create')}
      </Button>
      {renderList()}
      <GroupDialog group={editing} establishments={establishments} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('team.groups.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('team.groups.deleteText')}
        confirmLabel={t('team.groups.delete')}
        isBusy={deletion.isLoading}
        failure={deletion.error ? apiErrorText(t, deletion.error, 'team.groups.failed') : null}
        onConfirm={() => void confirmDeletion()}
        onClose={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}
