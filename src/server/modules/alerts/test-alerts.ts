import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEFAULT_PUSH_CHOICES } from '../../../shared/api/notifications';
import { alertSettings, digestSends, pushDevices, pushSends } from '../../db/schema';
import { injectAs } from '../../test-emulator';

/**
 * A row in every alerts table for the owner (choices saved, a device with one alert sent, a weekly digest mailed),
 * marked with `tag`. The device is stored directly: a test app has no VAPID keys, so the route would refuse it.
 */
export async function ownerWithAlerts(app: FastifyInstance, owner: { idToken: string; user: { id: number } }, tag: string) {
  const saved = await injectAs(app, owner, {
    method: 'PUT',
    url: '/api/users/private/alerts',
    payload: { push: { ...DEFAULT_PUSH_CHOICES, everyReview: true }, digestDay: 'friday' },
  });
  if (saved.statusCode !== 200) throw new Error(`saving the alert choices answered ${saved.statusCode}`);
  const { db } = app.database;
  const [device] = await db
    .insert(pushDevices)
    .values({
      userId: owner.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/endpoint-${tag}`,
      p256dh: `p256dh-${tag}`,
      auth: `auth-${tag}`,
      label: `Téléphone ${tag}`,
    })
    .returning();
  await db.insert(pushSends).values({ deviceId: device.id, tag: `review-${tag}` });
  await db.insert(digestSends).values({ userId: owner.user.id, week: '2026-W48' });
  return device;
}

/** How many rows of each alerts table belong to the account (sends through its devices). */
export async function alertRowsOf(app: FastifyInstance, userId: number) {
  const { db } = app.database;
  return {
    alertSettings: (await db.select().from(alertSettings).where(eq(alertSettings.userId, userId))).length,
    pushDevices: (await db.select().from(pushDevices).where(eq(pushDevices.userId, userId))).length,
    pushSends: (
      await db.select().from(pushSends).innerJoin(pushDevices, eq(pushDevices.id, pushSends.deviceId)).where(eq(pushDevices.userId, userId))
    ).length,
    digestSends: (await db.select().from(digestSends).where(eq(digestSends.userId, userId))).length,
  };
}
