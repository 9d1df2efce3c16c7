import { createListenerMiddleware } from '@reduxjs/toolkit';
import { navigateTo } from '../../app/navigation';
import type { AppServices, AppThunkDispatch } from '../../app/app-thunk';
import type { RootState } from '../../app/store';
import { sessionRevoked } from './auth-slice';
import { logoutUser } from './auth-session';

/** Reactions to auth events raised where no thunk runs (the API's base query). */
export function createSessionEffects(services: AppServices) {
  const middleware = createListenerMiddleware<RootState, AppThunkDispatch, AppServices>({ extra: services });
  middleware.startListening({
    actionCreator: sessionRevoked,
    effect: async (_action, api) => {
      // Several calls may answer 403 at once: the last one to arrive in this tick logs out, once.
      api.cancelActiveListeners();
      await api.delay(0);
      await api.dispatch(logoutUser());
      navigateTo('/');
    },
  });
  return middleware;
}
