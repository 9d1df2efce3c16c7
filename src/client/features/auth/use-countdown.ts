import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again; `restart` starts a new wait. */
export function useCountdown(initialSeconds = 0) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const restart = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, restart };
}
