import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS } from '../../config/constants';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * The token of the invitation link this tab opened, kept in session storage until it is used: a one-time code or a
 * social popup signs in without leaving the tab, and the setup gate shows the invitation rather than the wizard.
 * (A magic link opened elsewhere brings the token back in its `redirect`.)
 */
export const keptInvitation = {
  read: (): string | null => sessionStorage.getItem(STORAGE_KEYS.invitationToken),
  forget: () => {
    sessionStorage.removeItem(STORAGE_KEYS.invitationToken);
    changed();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The kept token, re-rendering when it is kept or forgotten (the server's drawing reads its own, empty, storage). */
export function useKeptInvitation(): string | null {
  return useSyncExternalStore(keptInvitation.subscribe, keptInvitation.read, keptInvitation.read);
}

/**
 * The invitation's token: the link's `?token=`, kept while rendering (so a setup gate below reads it on its first
 * render) and then taken out of the address, else the one kept before.
 */
export function useInvitationToken(): string | null {
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromLink = new URLSearchParams(search).get('token')?.trim() || null;
  if (fromLink) sessionStorage.setItem(STORAGE_KEYS.invitationToken, fromLink);
  // Kept, it leaves the address bar and the history, in the commit that shows the page: a press on the drawn page,
  // made by the app as soon as its screen is in place (hold-first-screen.ts), must not be undone by a later effect.
  useLayoutEffect(() => {
    if (!fromLink) return;
    changed();
    void navigate({ search: '' }, { replace: true });
  }, [fromLink, navigate]);
  const kept = useKeptInvitation();
  return fromLink ?? kept;
}
