import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set with these options. None depends on the request (no nonce, no
 * function directive), so they are worked out once: helmet's Fastify plugin rebuilt its whole
 * middleware, CSP parsing included, on every request.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every answer of the route is JSON (the route table says so): it gets the JSON answers' headers, not a page's. */
    answersJson?: boolean;
  }
}

/**
 * The headers of a JSON answer. A browser never runs one as a page, so a page's policies (scripts, styles, fonts,
 * popups, referrers) say nothing to it; what still matters is that it is never sniffed into another type, framed, or
 * read by another site, and that the connection stays https (OWASP's REST security cheat sheet). About a fifth of a
 * page's headers, on every API call.
 */
function jsonAnswerHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(pageHeaders['strict-transport-security'] && { 'strict-transport-security': pageHeaders['strict-transport-security'] }),
  };
}

/** Sets the security headers on every answer, errors and 404s included: a page's, or a JSON answer's on the routes that answer only JSON. */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const pageHeaders = securityHeadersOf(options);
    const jsonAnswerHeaders = jsonAnswerHeadersOf(pageHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.routeOptions.config.answersJson ? jsonAnswerHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
