import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { choiceToMake } from './establishment-choice';
import { useEstablishmentChoice } from './use-establishment-choice';

/**
 * The signed-in screens wait until they know which establishment to show: the one chosen before, while the user still
 * sees it; else the only one they see (no choice needed), or the first of their organisation's. A user who sees none
 * (still in the setup) goes on without one. A choice they no longer see (removed, out of their scope, or their
 * membership gone: a request for it answered LOCATION_NOT_FOUND and dropped it) is made again: in the same
 * organisation if they still belong to it, else in another; with none left, the setup gate shows the invitation or
 * the wizard, as for a new user.
 *
 * The screens are remounted when the establishment shown changes: a query hook keeps its last `data` while its arg
 * changes, so without it a screen would show the previous establishment's answers until the new one's came. Remounted,
 * each hook starts from the new establishment's cache entry: loading, or its answers at once when kept from before.
 */
export function EstablishmentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { everyEstablishment, everyMembership, chosenId, organizationId, isLoading, isFetching, isError, refetch, chooseWhole } =
    useEstablishmentChoice();
  const loaded = !isLoading && !isError;
  const next = loaded ? choiceToMake(everyMembership, everyEstablishment, { organizationId, establishmentId: chosenId }) : null;
  const settled = loaded && next === null;

  // Lists being read again may not hold a choice just made (an establishment just added): they decide once read.
  const needed = next !== null && !isFetching;
  const nextOrganizationId = next?.organizationId ?? null;
  const nextEstablishmentId = next?.establishmentId ?? null;
  useEffect(() => {
    if (needed) chooseWhole({ organizationId: nextOrganizationId, establishmentId: nextEstablishmentId });
  }, [needed, nextOrganizationId, nextEstablishmentId, chooseWhole]);

  // A choice kept from before shows at once; the list confirms it in the background.
  if (settled || (chosenId !== null && (isLoading || isFetching))) return <Fragment key={chosenId ?? 'only'}>{children}</Fragment>;
  if (isError) return <LoadError message={t('establishments.loadError')} onRetry={refetch} />;
  return <LoadingScreen />;
}
