import { createAction } from '@reduxjs/toolkit';

/** The app is mounted: listeners that follow outside services (the identity provider) start. */
export const appStarted = createAction('app/started');
/** The app is torn down (tests, hot reload): those listeners stop and release what they hold. */
export const appStopped = createAction('app/stopped');
