import { ActivityPage } from '../features/activity/activity-page';
import { useEstablishmentChoice } from '../features/settings/use-establishment-choice';

/** Settings → Activité, composed here: the journal of the organisation of the establishment shown. */
export function ActivityRoute() {
  const { organization, isLoading } = useEstablishmentChoice();
  return <ActivityPage organization={isLoading ? undefined : organization} />;
}
