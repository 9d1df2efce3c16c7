import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { ServerConfig } from '../config';
import { apiDocs } from './api-docs';
import { compression } from './compression';
import { errorHandler } from './error-handler';
import { limits, UPLOAD_LIMITS } from './limits';
import { securityHeaders } from './security-headers';
import { yupValidation } from './yup-validation';
import { routeTable } from './route-table';

function contentSecurityPolicy(config: ServerConfig) {
  const emulator = config.identity.emulatorHost;
  const emulatorOrigins = emulator ? [`http://${emulator}`, `http://${emulator.replace('127.0.0.1', 'localhost')}`] : [];
  const firebase = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  return {
    directives: {
      defaultSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:', ...firebase, ...emulatorOrigins],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", 'https://apis.google.com'],
      frameSrc: ["'self'", 'https://*.firebaseapp.com', ...emulatorOrigins],
      // Local runs are plain http: upgrading would break every request.
      upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    },
  };
}

/**
 * The outside plugins every route relies on: security headers, compression of the API's answers, the error shape, validation
 * with the shared yup schemas, request limits, multipart uploads, the API's own documentation and the route table.
 */
export const externalPlugins = fp(
  async (app: FastifyInstance, { config }: { config: ServerConfig }) => {
    await app.register(securityHeaders, {
      contentSecurityPolicy: contentSecurityPolicy(config),
      // Social sign-in popups talk back to their opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    // Before any route, so that each route is compressed or not from its start.
    await app.register(compression);
    await app.register(errorHandler);
    await app.register(yupValidation);
    await app.register(limits, { rateLimits: config.rateLimits, redisUrl: config.redisUrl });
    // No route may read a multipart body beyond the picture upload's bounds.
    await app.register(multipart, { limits: UPLOAD_LIMITS });
    await app.register(apiDocs, { publicUrl: config.publicUrl });
    // Production trusts the schemas the tests checked every answer against.
    await app.register(routeTable, { checkAnswers: config.checkAnswers, fromTableOnly: true });
  },
  { name: 'external-plugins' },
);
