import type { FastifyRequest } from 'fastify';

/** Paths whose query carries a secret or a personal detail: a sign-in link's oobCode, an e-mail address. */
const PRIVATE_QUERY_PATHS = ['/auth/redirect', '/api/users/check-exist', '/oauth/callback'];

/** The URL as logs may keep it: without its query string on the paths above. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const path = url.slice(0, queryStart);
  return PRIVATE_QUERY_PATHS.includes(path.replace(/\/$/, '')) ? `${path}?[hidden]` : url;
}

/** How a request appears in the logs (Fastify's default fields, with the URL made loggable). */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
