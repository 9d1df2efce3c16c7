import { useCallback, useRef, useState } from 'react';
import { errorCodeOf } from '../../api/api-error';
import { useSendTwoFactorCodeMutation } from '../../api/users-api';
import { twoFactorToken } from '../../session/local-session';
import { TwoFactorDialog } from './two-factor-dialog';

/** The owner closed the code dialog: the change is dropped, with nothing to say. */
export class TwoFactorCancelled extends Error {
  constructor() {
    super('Two-factor confirmation cancelled');
  }
}

type PendingCode = { id: number; resolve: (token: string) => void; reject: (reason: TwoFactorCancelled) => void };

/**
 * Runs a change the server accepts only with a fresh two-factor token (name, phone, e-mail). A token
 * confirmed less than 10 minutes ago is reused; otherwise a code is mailed and the dialog asks for it.
 * Render `dialog` next to the form that calls `withTwoFactor`.
 */
export function useTwoFactor() {
  const [sendCode, sending] = useSendTwoFactorCodeMutation();
  const [pending, setPending] = useState<PendingCode | null>(null);
  const [sendCount, setSendCount] = useState(0);
  const nextId = useRef(0);

  const handleSend = useCallback(() => {
    setSendCount((count) => count + 1);
    // A failure shows in the dialog, from the mutation's state.
    void sendCode();
  }, [sendCode]);

  const askForCode = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        nextId.current += 1;
        setSendCount(0);
        setPending({ id: nextId.current, resolve, reject });
        handleSend();
      }),
    [handleSend],
  );

  const withTwoFactor = useCallback(
    async <Result,>(change: (token: string) => Promise<Result>): Promise<Result> => {
      const stored = twoFactorToken.read();
      try {
        return await change(stored ?? (await askForCode()));
      } catch (error) {
        if (!stored || errorCodeOf(error) !== 'TWO_FACTOR_REQUIRED') throw error;
        // The server no longer takes the remembered token (its clock, a new secret): ask for a code once.
        twoFactorToken.clear();
        return change(await askForCode());
      }
    },
    [askForCode],
  );

  const handleVerified = (token: string) => {
    twoFactorToken.save(token);
    pending?.resolve(token);
    setPending(null);
  };

  const handleCancel = () => {
    pending?.reject(new TwoFactorCancelled());
    setPending(null);
  };

  const dialog = (
    <TwoFactorDialog
      key={pending?.id ?? 0}
      open={pending !== null}
      isSending={sending.isLoading}
      sendError={sending.error}
      wasResent={sendCount > 1}
      onResend={handleSend}
      onVerified={handleVerified}
      onCancel={handleCancel}
    />
  );
  return { withTwoFactor, dialog };
}
