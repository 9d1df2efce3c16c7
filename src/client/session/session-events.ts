import { createAction } from '@reduxjs/toolkit';
import type { Review } from '../../shared/api/reviews';
import type { SessionUser } from './local-session';

/*
 * What happens to the session, as events: the auth feature raises them, and any feature
 * (the wizard, the sync, the realtime socket) reacts to them without importing it.
 * Their types read as sentences in Redux DevTools: 'session/signInSucceeded'.
 */

/** The identity provider has answered once: from now on the app knows whether someone is signed in. */
export const sessionInitialized = createAction('session/sessionInitialized');
/** An identity is signed in; its profile is being checked, created if new, and loaded. */
export const signInStarted = createAction('session/signInStarted');
/** The profile is loaded: the app opens for this user. */
export const signInSucceeded = createAction<SessionUser>('session/signInSucceeded');
/** The sign-in could not finish; the payload is the translation key of the reason. */
export const signInFailed = createAction<string>('session/signInFailed');
/** The session ended: logout, a sign-out by the provider, or a failed token refresh. */
export const signedOut = createAction('session/signedOut');
/** The API refused the account (403: disabled or revoked): the app must log out. */
export const sessionRevoked = createAction('session/sessionRevoked');
/** The server found a new review of the owner's listing (realtime `newReview`). */
export const newReviewReceived = createAction<Review>('session/newReviewReceived');
