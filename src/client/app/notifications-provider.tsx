import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { useAppSelector } from '../state/typed-hooks';

/** notistack configured from the user's notification settings. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { position, visibleToasts, duration, isExpanded } = useAppSelector((state) => state.settings.notification);
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  return (
    <SnackbarProvider maxSnack={visibleToasts} autoHideDuration={duration} dense={!isExpanded} anchorOrigin={{ vertical, horizontal }}>
      {children}
    </SnackbarProvider>
  );
}
