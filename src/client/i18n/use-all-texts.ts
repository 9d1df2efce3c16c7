import { useEffect, useState } from 'react';
import { allTextsLoaded, loadAllTexts } from '.';

/**
 * Every screen's texts, downloaded on first use (the sign-in screen comes with its own only): false
 * while they download. A failed download reaches the route's error screen, which offers to reload.
 */
export function useAllTexts(wanted = true): boolean {
  const [ready, setReady] = useState(allTextsLoaded);
  const [, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    loadAllTexts().then(
      () => current && setReady(true),
      (error: unknown) =>
        current &&
        setFailure(() => {
          throw error;
        }),
    );
    return () => {
      current = false;
    };
  }, [wanted, ready]);
  return ready;
}
