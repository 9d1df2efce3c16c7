import { toast } from 'sonner';

export type NotifyVariant = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a toast in the app's notifications region (`app/notifications-provider.tsx` draws it from the interface
 * settings). Every toast of the app goes through this module, so the library behind it is named in one place.
 */
export function notify(message: string, variant: NotifyVariant): void {
  toast[variant](message);
}

type LastingNotice = { id: string; message: string; actionLabel: string; onAction: () => void };

/**
 * A toast that stays until the app takes it away (no timer, no swipe), with one action button; showing the same
 * `id` again does not stack a second one. The action leaves the toast in place: what it starts ends the notice.
 * Returns what takes it away.
 */
export function notifyUntilDismissed({ id, message, actionLabel, onAction }: LastingNotice): () => void {
  toast.info(message, {
    id,
    duration: Infinity,
    dismissible: false,
    action: {
      label: actionLabel,
      onClick: (event) => {
        event.preventDefault();
        onAction();
      },
    },
  });
  return () => void toast.dismiss(id);
}
