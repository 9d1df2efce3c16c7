import { DEFAULT_AUTHENTICATED_PATH, PATHS } from '../../config/paths';

/** Builds the login URL that brings the visitor back to where they were going. */
export function loginPathFor(pathname: string, search: string) {
  return `${PATHS.login}?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
}

/** Only same-site paths are followed, so a crafted link cannot send a user elsewhere. */
export function safeRedirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return DEFAULT_AUTHENTICATED_PATH;
  }
  return target;
}
