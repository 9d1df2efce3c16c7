export type NotifyVariant = 'success' | 'error' | 'info' | 'warning';

/** One toast as the app asks for it; the notifications region decides how it looks and how long it stays. */
export type ToastRequest = {
  message: string;
  variant: NotifyVariant;
  /** Names a toast the app takes away itself; the same key shown again does not stack a second one. */
  key?: string;
  /** No timer, no swipe, no close button: it stays until the app takes it away. */
  persist?: boolean;
  action?: { label: string; onAction: () => void };
};

/** What the notifications region (`app/notifications-provider.tsx`) lends this module while it is on screen. */
export type Toaster = { show: (toast: ToastRequest) => void; dismiss: (key?: string) => void };

let toaster: Toaster | null = null;
// A toast asked for before the region is on screen (an effect of the first screen's listeners) waits for it.
let waiting: ToastRequest[] = [];

/** The region says it is ready to draw toasts; those asked for before show now. Returns what detaches it. */
export function attachToaster(next: Toaster): () => void {
  toaster = next;
  const pending = waiting;
  waiting = [];
  pending.forEach((toast) => next.show(toast));
  return () => {
    if (toaster === next) toaster = null;
  };
}

function show(toast: ToastRequest) {
  if (toaster) toaster.show(toast);
  else waiting.push(toast);
}

function dismiss(key?: string) {
  waiting = key === undefined ? [] : waiting.filter((toast) => toast.key !== key);
  toaster?.dismiss(key);
}

/**
 * Shows a toast in the app's notifications region (`app/notifications-provider.tsx` draws it from the interface
 * settings). Every toast of the app goes through this module, so the library behind it is named in one place.
 */
export function notify(message: string, variant: NotifyVariant): void {
  show({ message, variant });
}

type LastingNotice = { id: string; message: string; actionLabel: string; onAction: () => void };

/**
 * A toast that stays until the app takes it away (no timer, no swipe), with one action button; showing the same
 * `id` again does not stack a second one. The action leaves the toast in place: what it starts ends the notice.
 * Returns what takes it away.
 */
export function notifyUntilDismissed({ id, message, actionLabel, onAction }: LastingNotice): () => void {
  show({ message, variant: 'info', key: id, persist: true, action: { label: actionLabel, onAction } });
  return () => dismiss(id);
}

/** Takes every toast away, those waiting for the region too. */
export function dismissAllToasts(): void {
  dismiss();
}
