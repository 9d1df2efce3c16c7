import { isAnyOf } from '@reduxjs/toolkit';
import { notify } from '../../components/notify';
import i18n from 'i18next';
import { FORCED_TOKEN_REFRESH_MS } from '../../config/constants';
import { PATHS } from '../../config/paths';
import type { IdentityUser } from '../../session/identity';
import { clearSessionUser, storeAuthToken } from '../../session/local-session';
import { sessionInitialized, sessionRevoked, signedOut, signInFailed, signInSucceeded } from '../../session/session-events';
import { appStarted, appStopped } from '../../state/app-lifecycle';
import { navigateTo } from '../../state/navigation';
import type { AppStartListening } from '../../state/typed-hooks';
import { establishSession, logoutUser, refreshIdToken } from './auth-session';

/** The effects of the auth feature, registered on the app's one listener middleware. */
export function addAuthListeners(startAppListening: AppStartListening) {
  /*
   * Keeps the store in step with the identity provider while the app runs: every new ID token
   * is stored under `authToken`, a new user opens a session, a sign-out closes it.
   */
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, { dispatch, getState, extra, take }) => {
      let sessionUid: string | null = null;

      // Signed out by the provider too (disabled account, revoked session): the same local cleanup as logout.
      const handleSignedOut = () => {
        storeAuthToken(null);
        clearSessionUser();
        if (sessionUid !== null) dispatch(signedOut());
        sessionUid = null;
      };

      const handleToken = async (user: IdentityUser) => {
        try {
          storeAuthToken(await user.getIdToken());
        } catch {
          await dispatch(logoutUser());
          return;
        }
        // Token refreshes of the same user change nothing else.
        if (user.uid === sessionUid) return;
        // Another account signed in over this one (a sign-in link opened in this tab): close the first session.
        if (sessionUid !== null) dispatch(signedOut());
        sessionUid = user.uid;
        await dispatch(establishSession(user));
      };

      const stopWatching = extra.identity.onIdTokenChanged((user) => {
        const handled = user ? handleToken(user) : Promise.resolve(handleSignedOut());
        void handled.finally(() => {
          if (getState().auth.status === 'initializing') dispatch(sessionInitialized());
        });
      });
      try {
        await take(appStopped.match);
      } finally {
        stopWatching();
      }
    },
  });

  // A fresh token is forced every 40 minutes while signed in; a failed refresh ends the session.
  startAppListening({
    actionCreator: signInSucceeded,
    effect: async (_action, { dispatch, take, cancelActiveListeners }) => {
      cancelActiveListeners();
      const timer = setInterval(() => void dispatch(refreshIdToken()), FORCED_TOKEN_REFRESH_MS);
      try {
        await take(isAnyOf(signedOut, sessionRevoked, appStopped));
      } finally {
        clearInterval(timer);
      }
    },
  });

  // A 403 on any call: the account may no longer use the app, so it logs out and goes home.
  startAppListening({
    actionCreator: sessionRevoked,
    effect: async (_action, { dispatch, cancelActiveListeners, delay }) => {
      // Several calls may answer 403 at once: the last one to arrive in this tick logs out, once.
      cancelActiveListeners();
      await delay(0);
      await dispatch(logoutUser());
      navigateTo(PATHS.home);
    },
  });

  // A profile that cannot be loaded is said in a toast too, wherever the visitor is.
  startAppListening({
    actionCreator: signInFailed,
    effect: (action) => {
      if (action.payload === 'auth.errors.loadUser') notify(i18n.t(action.payload), 'error');
    },
  });
}
