import type { ReactNode } from 'react';

/**
 * What the team needs of the one-time code that sensitive actions ask for: the account feature's `useTwoFactor`,
 * handed in by the app (features do not import each other). `withTwoFactor` runs a change with a fresh token, asking
 * for a code when none is kept; `dialog` is rendered beside the screen; `isCancelled` tells a closed code dialog.
 */
export type TwoFactorGate = {
  withTwoFactor: <Result>(change: (token: string) => Promise<Result>) => Promise<Result>;
  dialog: ReactNode;
  isCancelled: (error: unknown) => boolean;
};
