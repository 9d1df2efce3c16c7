import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGroupsQuery } from '../../api/groups-api';
import type { Member } from '../../../shared/api/organizations';
import { TeamEntries, TeamEntry } from './team-entry';
import { displayName, roleLabel, scopeText, type EstablishmentRef } from './team-text';

type MemberListProps = {
  members: Member[];
  myUserId: number | undefined;
  establishments: readonly EstablishmentRef[];
  onChange: (member: Member) => void;
  onRemove: (member: Member) => void;
  /** Given to the owner only: « Transférer la propriété » on another member's row. */
  onTransfer?: (member: Member) => void;
};

/** An owner, and one's own membership, are never changed here (the server refuses too: MEMBER_PROTECTED). */
const isEditable = (member: Member, myUserId: number | undefined) => member.role !== 'owner' && member.userId !== myUserId;

/** The members: name, address, role and what they see; change and remove where allowed. */
export function MemberList({ members, myUserId, establishments, onChange, onRemove, onTransfer }: MemberListProps) {
  const { t } = useTranslation();
  const groups = useGroupsQuery().data?.items ?? [];
  const others = members.filter((member) => member.userId !== myUserId);
  return (
    <>
      <TeamEntries label={t('team.membersTitle')}>
        {members.map((member) => (
          <TeamEntry
            key={member.userId}
            title={displayName(member)}
            badge={member.userId === myUserId ? t('team.you') : undefined}
            role={roleLabel(t, member.role)}
            lines={[member.email, scopeText(t, member.role, member.locations, establishments, groups)]}
            actions={
              isEditable(member, myUserId) && (
                <>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onChange(member)}
                    aria-label={t('team.actions.changeOf', { name: displayName(member) })}
                  >
                    {t('team.actions.change')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onRemove(member)}
                    aria-label={t('team.actions.removeOf', { name: displayName(member) })}
                  >
                    {t('team.actions.remove')}
                  </Button>
                  {onTransfer && (
                    <Button
                      size="small"
                      color="warning"
                      onClick={() => onTransfer(member)}
                      aria-label={t('team.actions.transferTo', { name: displayName(member) })}
                    >
                      {t('team.actions.transfer')}
                    </Button>
                  )}
                </>
              )
            }
          />
        ))}
      </TeamEntries>
      {others.length === 0 && <Typography color="text.secondary">{t('team.alone')}</Typography>}
    </>
  );
}
