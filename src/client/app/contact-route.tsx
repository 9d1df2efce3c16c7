import { useMeQuery } from '../api/users-api';
import { ContactPage } from '../features/contact/contact-page';
import type { ContactSender } from '../features/contact/contact-form';
import { useAppSelector } from '../state/typed-hooks';
import { useAuthStatus } from './guards/auth-status';

/**
 * `/contact` for anyone. The form shows at once, even while the session is still unknown (support must stay
 * reachable when sign-in is what fails); a signed-in owner's name and e-mail are handed over once known.
 */
export function ContactRoute() {
  const { isLoading } = useAuthStatus();
  const sessionUser = useAppSelector((state) => state.auth.user);
  const me = useMeQuery(undefined, { skip: !sessionUser });
  const settled = !isLoading && !(sessionUser && me.isLoading);
  const sender: ContactSender | undefined =
    settled && sessionUser
      ? { name: me.data?.name ?? sessionUser.displayName ?? '', email: me.data?.email ?? sessionUser.email ?? '' }
      : undefined;
  return <ContactPage sender={sender} />;
}
