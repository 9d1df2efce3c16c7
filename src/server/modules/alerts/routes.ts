import type { FastifyInstance } from 'fastify';
import type { AlertSettings } from '../../../shared/api/notifications';
import { AppError } from '../../errors';
import { route } from '../../plugins/route';

/** The owner's alerts (`/users/private/alerts…`): choices, digest day, and the devices push alerts go to. */
export async function alertsRoutes(app: FastifyInstance) {
  route(app, 'alertState', async (request) => app.alerts.stateOf(request.owner.id));

  // `push.removals` may be missing (a page loaded before it existed): stored so, it reads as its default (settingsOf).
  route(app, 'saveAlertSettings', async (request) => app.alerts.saveSettings(request.owner.id, request.body as AlertSettings));

  route(app, 'addPushDevice', async (request, reply) => {
    const device = await app.alerts.addDevice(request.owner.id, request.body, request.headers['user-agent']);
    return reply.status(201).send(device);
  });

  route(app, 'removePushDevice', async (request, reply) => {
    if (!(await app.alerts.removeDevice(request.owner.id, request.params.id))) {
      throw new AppError(404, 'NOT_FOUND', 'This account has no such device');
    }
    return reply.status(204).send();
  });
}
