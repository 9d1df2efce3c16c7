import { useEffect } from 'react';
import { TITLE_SUFFIX } from '../../shared/constants';

/** Sets the browser tab title; every title ends with the shared ` | Bonavis` suffix. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title}${TITLE_SUFFIX}`;
  }, [title]);
}
