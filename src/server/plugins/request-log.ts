import type { FastifyRequest } from 'fastify';

/** Paths whose query carries a secret or a personal detail: a sign-in link's oobCode, an e-mail address. */
const PRIVATE_QUERY_PATHS = ['/auth/redirect', '/api/users/check-exist', '/oauth/callback', '/sources/facebook/callback'];
/** Paths under which the query carries a secret: TheFork's webhook address holds its connection's token. */
const PRIVATE_QUERY_PREFIXES = ['/api/sources/thefork/webhook/'];
const privateQuery = (path: string) =>
  PRIVATE_QUERY_PATHS.includes(path.replace(/\/$/, '')) || PRIVATE_QUERY_PREFIXES.some((prefix) => path.startsWith(prefix));

/** What a credential in a path becomes in the logs. */
export const REDACTED = '[redacted]';

/**
 * The URL as logs may keep it: without its query string on the paths above, and with `[redacted]` for each path
 * segment the route's pattern (`/api/reviews/requests/hook/:secret`) names as a secret parameter.
 */
export function loggableUrl(url: string, route: { pattern?: string; secretParams?: readonly string[] } = {}): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : privateQuery(path) ? '?[hidden]' : url.slice(queryStart);
  const secrets = new Set((route.secretParams ?? []).map((name) => `:${name}`));
  if (!secrets.size || !route.pattern) return `${path}${query}`;
  const pattern = route.pattern.split('/');
  const redacted = path.split('/').map((segment, index) => (secrets.has(pattern[index]) ? REDACTED : segment));
  return `${redacted.join('/')}${query}`;
}

/** How a request appears in the logs (Fastify's default fields, with the URL made loggable). */
export function requestSerializer(request: FastifyRequest) {
  const route = request.routeOptions;
  return {
    method: request.method,
    url: loggableUrl(request.url, { pattern: route?.url, secretParams: route?.config?.secretParams }),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
