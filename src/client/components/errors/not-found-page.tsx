import { ErrorScreen } from './error-screen';

export function NotFoundPage() {
  return <ErrorScreen status={404} />;
}
