/** What the route guards need to know about the visitor. */
export type AuthStatus = { isLoading: boolean; isAuthenticated: boolean };

/**
 * Identity arrives with the sign-in capability; until then nobody is signed in,
 * so the protected gate sends every visitor to /login.
 */
export function useAuthStatus(): AuthStatus {
  return { isLoading: false, isAuthenticated: false };
}
