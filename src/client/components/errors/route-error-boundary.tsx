import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen, KNOWN_ERROR_STATUSES, type KnownErrorStatus } from './error-screen';

/** Reads an HTTP-like status from a router error response or an API error. */
export function errorStatus(error: unknown): KnownErrorStatus | 'unknown' {
  const status = isRouteErrorResponse(error)
    ? error.status
    : typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  return (KNOWN_ERROR_STATUSES as readonly unknown[]).includes(status) ? (status as KnownErrorStatus) : 'unknown';
}

/** The router's errorElement: whatever a route throws ends on a readable screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorScreen status={errorStatus(error)} />;
}
