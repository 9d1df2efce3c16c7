import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { LoadingScreen } from '../../components/loading-screen';
import { useEstablishmentChoice } from './use-establishment-choice';

/**
 * The signed-in screens wait until they know which establishment to show: the one chosen before, while the user still
 * sees it; else the only one they see (no choice needed), or the first of several. A user who sees none (still in the
 * setup) goes on without one. A choice they no longer see (removed, or out of their scope) is dropped first.
 */
export function EstablishmentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { establishments, chosenId, isLoading, isError, refetch, choose } = useEstablishmentChoice();
  const loaded = !isLoading && !isError;
  const stillSeen = establishments.some((place) => place.id === chosenId);
  const settled = loaded && (chosenId === null ? establishments.length <= 1 : stillSeen);
  const next = establishments.length > 1 ? establishments[0].id : null;
  const fixNeeded = loaded && !settled;

  useEffect(() => {
    if (fixNeeded) choose(next);
  }, [fixNeeded, next, choose]);

  // A choice kept from before shows at once; the list confirms it in the background.
  if (settled || (chosenId !== null && isLoading)) return children;
  if (isError) return <LoadError message={t('establishments.loadError')} onRetry={() => void refetch()} />;
  return <LoadingScreen />;
}
