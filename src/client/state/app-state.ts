/**
 * The store's state as features see it. It starts empty: each slice file adds its own key
 * by declaration merging, so no feature imports the store (which imports every feature):
 *
 *   declare module '../../state/app-state' {
 *     interface AppState { auth: AuthState }
 *   }
 *
 * app/store.ts checks at compile time that the real root state has every declared key.
 */
export interface AppState {} // eslint-disable-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
