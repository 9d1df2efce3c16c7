import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../state/typed-hooks';

/** What the route guards need to know about the visitor. */
export type AuthStatus = { isLoading: boolean; isAuthenticated: boolean };

/** Loading until the identity provider has answered once, and while a sign-in completes. */
export function useAuthStatus(): AuthStatus {
  return useAppSelector(
    ({ auth }) => ({ isLoading: !auth.isInitialized || auth.isLoading, isAuthenticated: auth.isAuthenticated }),
    shallowEqual,
  );
}
