import type { TFunction } from 'i18next';
import type { ActivityEntry } from '../../../shared/api/activity';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * One entry of the journal as a sentence of the interface language: « Sophie a publié une réponse à l'avis de
 * Camille M. ». Nothing a customer wrote but the reviewer's display name; a member gone is « un ancien membre ».
 */
export function activitySentence(t: TFunction, entry: ActivityEntry): string {
  const { details } = entry;
  const reviewer = text(details.reviewer);
  const member = text(details.member);
  const role = text(details.role);
  const area = text(details.area);
  return t(`activity.actions.${entry.action}`, {
    actor: entry.actor?.name ?? t('activity.formerActor'),
    review: reviewer ? t('activity.reviewOf', { name: reviewer }) : t('activity.aReview'),
    count: typeof details.count === 'number' ? details.count : 0,
    email: text(details.email) ?? '',
    member: member ?? t('activity.formerMember'),
    role: role ? t(`team.roles.${role}`) : '',
    name: text(details.name) ?? entry.establishment?.name ?? '',
    area: area ? t(`activity.areas.${area}`) : '',
  });
}
