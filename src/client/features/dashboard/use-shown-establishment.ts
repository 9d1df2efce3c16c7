import { useChosenEstablishment } from '../../api/establishment-scope';
import { useEstablishmentsQuery } from '../../api/organizations-api';

/**
 * The id of the establishment the dashboard shows: the one chosen, else the user's only one (whose requests name none,
 * but whose Google profile routes take its id in their path); null while unknown.
 */
export function useShownEstablishment(): number | null {
  const chosen = useChosenEstablishment();
  const { data } = useEstablishmentsQuery();
  return chosen ?? (data?.items.length === 1 ? data.items[0].id : null);
}
