import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A group's id as the URL writes it, or undefined for none (or one that cannot be an id). */
function groupOf(value: string | null): number | undefined {
  const id = value !== null && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return id >= 1 && id < 2 ** 31 ? id : undefined;
}

/** The group the network's page covers, in the URL (`?group=3`) so a link shows it; none: every establishment. */
export function useNetworkGroup() {
  const [params, setParams] = useSearchParams();
  const group = groupOf(params.get('group'));
  const changeGroup = useCallback(
    (next: number | undefined) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === undefined) updated.delete('group');
          else updated.set('group', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { group, changeGroup };
}
