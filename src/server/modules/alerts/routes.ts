import type { FastifyInstance } from 'fastify';
import type { AlertSettings, PushSubscriptionBody } from '../../../shared/api/notifications';
import { idParamsSchema } from '../../../shared/validation/route-params';
import { AppError } from '../../errors';
import { alertSettingsSchema, pushDeviceSchema } from './alert-schemas';

/** The owner's alerts (`/users/private/alerts…`): choices, digest day, and the devices push alerts go to. */
export async function alertsRoutes(app: FastifyInstance) {
  const deviceSchema = pushDeviceSchema();

  app.get('/alerts', async (request) => app.alerts.stateOf(request.owner.id));

  app.put<{ Body: AlertSettings }>('/alerts', { schema: { body: alertSettingsSchema } }, async (request) =>
    app.alerts.saveSettings(request.owner.id, request.body),
  );

  app.post<{ Body: PushSubscriptionBody }>('/alerts/devices', { schema: { body: deviceSchema } }, async (request, reply) => {
    const device = await app.alerts.addDevice(request.owner.id, request.body, request.headers['user-agent']);
    return reply.status(201).send(device);
  });

  app.delete<{ Params: { id: number } }>('/alerts/devices/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    if (!(await app.alerts.removeDevice(request.owner.id, request.params.id))) {
      throw new AppError(404, 'NOT_FOUND', 'This account has no such device');
    }
    return reply.status(204).send();
  });
}
