import { useState } from 'react';
import { useInitSynchronizationMutation } from '../../api/onboarding-api';

/** Starts the shown establishment's synchronisation again; a refusal is kept to be said, until the next try. */
export function useStartSynchronization() {
  const [initSynchronization, { isLoading: isStarting }] = useInitSynchronizationMutation();
  const [startError, setStartError] = useState<unknown>(null);
  const start = async () => {
    setStartError(null);
    try {
      await initSynchronization().unwrap();
    } catch (error) {
      setStartError(error);
    }
  };
  return { start, isStarting, startError };
}
