import { alertsApi } from '../../api/alerts-api';
import { errorKeyOf, isForcedLogout } from '../../api/api-error';
import { baseApi } from '../../api/base-api';
import { usersApi, type ProfileCreation } from '../../api/users-api';
import type { IdentityUser, SocialProvider } from '../../session/identity';
import { clearSessionUser, pendingEmail, referralCode, saveSessionUser, storeAuthToken, toSessionUser } from '../../session/local-session';
import { pushDeviceId, unsubscribeThisBrowser } from '../../session/push-subscription';
import { signedOut, signInFailed, signInStarted, signInSucceeded } from '../../session/session-events';
import { createAppAsyncThunk, type AppDispatch } from '../../state/typed-hooks';
import { SignInError } from './sign-in-errors';
import { defaultNameOf } from '../../../shared/text';

function profileCreationFor(user: IdentityUser): ProfileCreation {
  const name = defaultNameOf(user.email, user.displayName);
  const referredBy = referralCode.read();
  return {
    providerUid: user.uid,
    ...(user.email && { email: user.email }),
    ...(name && { name }),
    ...(user.photoURL && { profilePicture: user.photoURL }),
    ...(referredBy && { referredBy }),
  };
}

/**
 * Every sign-in asks for the profile to be created: the server creates it the first time (201) and answers the existing
 * one after (200), so no request asks first whether it exists.
 */
async function ensureProfile(user: IdentityUser, dispatch: AppDispatch) {
  const created = await dispatch(usersApi.endpoints.createProfile.initiate(profileCreationFor(user)));
  if (created.error) throw new SignInError(errorKeyOf(created.error, 'auth.errors.createProfile'));
  referralCode.clear();
}

/** Everything a signed-in identity needs before the app lets it in: a profile, created on first sign-in, and loaded. */
export const establishSession = createAppAsyncThunk('auth/establishSession', async (user: IdentityUser, { dispatch, extra }) => {
  dispatch(signInStarted());
  try {
    await ensureProfile(user, dispatch);
  } catch (error) {
    dispatch(signInFailed(error instanceof SignInError ? error.messageKey : 'auth.errors.loadUser'));
    await extra.identity.signOut();
    return;
  }
  const query = dispatch(usersApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
  const me = await query;
  query.unsubscribe();
  if (me.error) {
    // A forced logout handles itself; anything else fails the sign-in (a listener says so in a toast).
    if (isForcedLogout(me.error)) return;
    clearSessionUser();
    dispatch(signInFailed('auth.errors.loadUser'));
    await extra.identity.signOut();
    return;
  }
  pendingEmail.clear();
  const sessionUser = toSessionUser(user);
  saveSessionUser(sessionUser);
  dispatch(signInSucceeded(sessionUser));
});

/**
 * This browser's push alerts end with the session: whoever signs in next on a shared browser must get none of this
 * owner's. The device goes on the server while the token still works, and the browser's subscription ends, which
 * makes its push service refuse what the server sends even if that removal failed (the server then forgets the
 * device). The id is forgotten first, so a refused removal that logs out again does not try twice.
 */
async function endThisDevicePush(dispatch: AppDispatch) {
  const deviceId = pushDeviceId.read();
  pushDeviceId.clear();
  if (deviceId !== null) {
    const removal = dispatch(alertsApi.endpoints.removePushDevice.initiate(deviceId));
    await removal;
    removal.reset();
  }
  await unsubscribeThisBrowser().catch(() => undefined);
}

/** Logout: end this browser's push alerts, remove `user` and `2faToken`, sign out of the provider, forget every cached answer. */
export const logoutUser = createAppAsyncThunk('auth/logoutUser', async (_: void, { dispatch, extra }) => {
  await endThisDevicePush(dispatch);
  clearSessionUser();
  try {
    await extra.identity.signOut();
  } finally {
    // Whatever the provider answers, this browser holds no session any more.
    storeAuthToken(null);
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
  }
});

/** Completes an e-mail sign-in link (magic link or the link a one-time code is traded for). */
export const signInWithEmailLink = createAppAsyncThunk(
  'auth/signInWithEmailLink',
  async ({ email, url }: { email: string; url: string }, { extra }) => {
    if (!extra.identity.isSignInLink(url)) throw new SignInError('auth.providerErrors.invalid-action-code');
    await extra.identity.signInWithLink(email, url);
  },
);

export const signInWithProvider = createAppAsyncThunk('auth/signInWithProvider', async (provider: SocialProvider, { extra }) => {
  await extra.identity.signInWithPopup(provider);
});

/** A forced refresh of the identity token; a failure ends the session. */
export const refreshIdToken = createAppAsyncThunk('auth/refreshIdToken', async (_: void, { dispatch, extra }) => {
  const user = extra.identity.currentUser();
  if (!user) return;
  try {
    storeAuthToken(await user.getIdToken(true));
  } catch {
    await dispatch(logoutUser());
  }
});
