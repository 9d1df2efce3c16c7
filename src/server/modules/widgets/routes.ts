import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WIDGET_DATA_MAX_AGE_SECONDS } from '../../../shared/api/widgets';
import { widgetDataParamsSchema, widgetFrameParamsSchema } from '../../../shared/validation/widget-schemas';
import { AppError } from '../../errors';
import { scopeOf } from '../../plugins/authenticate';
import { journalOnEstablishment } from '../../plugins/activity-journal';
import { route } from '../../plugins/route';
import { premiumGate } from '../subscriptions';
import { dataQuerySchema, framePage, frameQuerySchema, type DataQuery, type FrameQuery } from './frame-page';

/** The owner's widget settings (`/widgets/private/settings`): owner-only, behind the premium gate. */
export async function widgetsPrivateRoutes(app: FastifyInstance) {
  app.addHook('preValidation', premiumGate);
  route(app, 'widgetState', async (request) => app.widgets.stateOf(scopeOf(request)));
  route(app, 'saveWidgetSettings', async (request) => {
    const state = await app.widgets.save(scopeOf(request), request.body);
    await journalOnEstablishment(app, request, 'settings.changed', { area: 'widget' });
    return state;
  });
}

/** Where the build writes the widget's script (webpack.widget.js). */
export const WIDGET_SCRIPT_PATH = 'widget/v1.js';
/** The script's URL keeps its name across releases: browsers keep it an hour, then ask again with its ETag. */
const SCRIPT_CACHE = 'public, max-age=3600';
/** Half the freshness from the cache, the rest served stale while it asks again: a sync shows within five minutes. */
const DATA_CACHE = `public, max-age=${WIDGET_DATA_MAX_AGE_SECONDS / 2}, stale-while-revalidate=${WIDGET_DATA_MAX_AGE_SECONDS / 2}`;

/** Any site may load the widget: no credentials are ever read, so any origin may read the answers. */
function crossOrigin(reply: FastifyReply) {
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('vary', 'accept-encoding');
}

const matches = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/** Sends a cacheable answer: 304 when the browser has it, else the bytes, gzipped when asked and worth it. */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, gzipped, etag }: { body: Buffer; gzipped: Buffer; etag: string },
) {
  reply.header('etag', etag);
  if (matches(request, etag)) return reply.code(304).send();
  if (acceptsGzip(request) && gzipped.length < body.length) return reply.header('content-encoding', 'gzip').send(gzipped);
  return reply.send(body);
}

/**
 * The widget's public side (`/widget/…`, outside the API): the script, each listing's data and the iframe's page.
 * No cookie is read or set, nothing is stored in the visitor's browser, and every answer may be cached.
 */
export async function widgetPublicRoutes(app: FastifyInstance) {
  let script: Promise<{ body: Buffer; gzipped: Buffer; etag: string } | null> | null = null;
  const scriptFile = path.resolve(app.config.staticDir, WIDGET_SCRIPT_PATH);
  // Read once per process: the file changes only with a new build, which a new process serves.
  const loadScript = () =>
    (script ??= readFile(scriptFile).then(
      (body) => ({
        body,
        gzipped: gzipSync(body, { level: 9 }),
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      }),
      () => {
        app.log.warn({ scriptFile }, 'no widget script found: run `npm run build`');
        script = null;
        return null;
      },
    ));

  app.get('/v1.js', app.limits.perIp('widget-ip'), async (request, reply) => {
    const file = await loadScript();
    if (!file) throw new AppError(404, 'NOT_FOUND', 'The widget script is not built');
    crossOrigin(reply).type('text/javascript; charset=utf-8').header('cache-control', SCRIPT_CACHE);
    return sendCached(request, reply, file);
  });

  app.get<{ Params: { file: string }; Querystring: DataQuery }>(
    '/data/:file',
    { schema: { params: widgetDataParamsSchema, querystring: dataQuerySchema }, ...app.limits.perIp('widget-ip') },
    async (request, reply) => {
      crossOrigin(reply);
      const { count, hide } = request.query;
      const choices = {
        count: count === undefined ? undefined : Number(count),
        hideWithoutText: hide === undefined ? undefined : hide === '1',
      };
      const data = await app.widgets.publicData(request.params.file.replace(/\.json$/, ''), choices);
      if (!data) throw new AppError(404, 'NOT_FOUND', 'No widget has this id');
      reply.type('application/json; charset=utf-8').header('cache-control', DATA_CACHE);
      const body = Buffer.from(data.body);
      return sendCached(request, reply, { body, gzipped: body.length > 1024 ? gzipSync(body) : body, etag: data.etag });
    },
  );

  app.get<{ Params: { publicId: string }; Querystring: FrameQuery }>(
    '/frame/:publicId',
    { schema: { params: widgetFrameParamsSchema, querystring: frameQuerySchema }, ...app.limits.perIp('widget-ip') },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', SCRIPT_CACHE)
        // Any site may frame this page; it runs only the widget's script and reads only its data.
        .removeHeader('x-frame-options')
        .header(
          'content-security-policy',
          "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *",
        )
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(framePage(request.params.publicId, request.query)),
  );
}
