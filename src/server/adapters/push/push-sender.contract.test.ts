import webPush from 'web-push';
import type { PushPayload } from '../../../shared/api/notifications';
import { createDisabledPush, createWebPushSender, PushError, type PushSender, type PushSubscription } from '.';
import { checkVapid, startPushServiceStandIn, type PushServiceStandIn, type SubscriptionJson } from './push-service-stand-in';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:support@bonavis.fr' };
const payload: PushPayload = {
  title: 'Boulangerie Martin · ★★☆☆☆',
  body: '« Pain rassis »',
  url: 'https://app.bonavis.fr/x',
  tag: 'review-1',
};
const options = { ttl: 3600, urgency: 'high', topic: 'reviews' } as const;

/** The subscription as the service hands it to a sender: its endpoint checked by that sender's rule. */
function checkedBy(sender: PushSender, device: SubscriptionJson): PushSubscription {
  const endpoint = sender.endpointOf(device.endpoint);
  if (!endpoint) throw new Error(`${device.endpoint} is refused by the ${sender.kind} sender`);
  return { endpoint, keys: device.keys };
}

describe('push senders: the contract', () => {
  let standIn: PushServiceStandIn;
  let sender: PushSender;
  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
    sender = createWebPushSender({ vapid, allowLoopbackHttp: true, timeoutMs: 2000 });
  });
  afterAll(() => standIn.close());

  it('sends one request the browser can read: VAPID-signed for the push service, the payload encrypted for the device', async () => {
    const device = standIn.subscribe();
    expect(await sender.send(checkedBy(sender, device), payload, options)).toBe('sent');
    const [request] = standIn.received(device.endpoint);
    expect(request.headers).toMatchObject({ ttl: '3600', urgency: 'high', topic: 'reviews', 'content-encoding': 'aes128gcm' });
    const { claims, payload: read } = standIn.open(request, vapid);
    expect(read).toEqual(payload);
    expect(claims).toMatchObject({ aud: standIn.origin, sub: 'mailto:support@bonavis.fr' });
    // Nothing of the payload travels in clear.
    expect(request.body.toString('latin1')).not.toContain('Boulangerie');
  });

  it('says a subscription the push service no longer knows is gone (404, 410)', async () => {
    for (const status of [404, 410]) {
      const device = standIn.subscribe();
      standIn.answerWith(device.endpoint, status);
      expect(await sender.send(checkedBy(sender, device), payload, options)).toBe('gone');
    }
  });

  it('throws REJECTED when retrying cannot help, UNAVAILABLE when it may', async () => {
    const refused = standIn.subscribe();
    standIn.answerWith(refused.endpoint, 403);
    await expect(sender.send(checkedBy(sender, refused), payload, options)).rejects.toMatchObject({ code: 'REJECTED', status: 403 });
    const failing = standIn.subscribe();
    standIn.answerWith(failing.endpoint, 503);
    await expect(sender.send(checkedBy(sender, failing), payload, options)).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    const unreachable = { ...standIn.subscribe(), endpoint: 'http://127.0.0.1:1/push/nobody' };
    await expect(sender.send(checkedBy(sender, unreachable), payload, options)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('reaches a plain-HTTP push service only when the configuration allows it (tests)', async () => {
    const strict = createWebPushSender({ vapid });
    const device = standIn.subscribe();
    expect(strict.endpointOf(device.endpoint)).toBeNull();
    // An endpoint checked by a sender that allows it is still refused by one that does not.
    await expect(strict.send(checkedBy(sender, device), payload, options)).rejects.toMatchObject({ code: 'REJECTED' });
    expect(standIn.received(device.endpoint)).toEqual([]);
  });

  it('sends only to an endpoint its own rule checked, never to one of the same shape made elsewhere', async () => {
    const device = standIn.subscribe();
    const lookalike = { ...checkedBy(sender, device).endpoint };
    await expect(sender.send({ endpoint: lookalike as never, keys: device.keys }, payload, options)).rejects.toMatchObject({
      code: 'REJECTED',
    });
    expect(standIn.received(device.endpoint)).toEqual([]);
  });

  it('sends nothing when push is not configured', async () => {
    const device = standIn.subscribe();
    await expect(createDisabledPush().send(checkedBy(sender, device), payload, options)).rejects.toBeInstanceOf(PushError);
    expect(standIn.received(device.endpoint)).toEqual([]);
  });
});

describe('the stand-in checks VAPID as a push service does', () => {
  it('refuses a header signed by another key, for another origin, or expired', async () => {
    const standIn = await startPushServiceStandIn();
    try {
      const device = standIn.subscribe();
      const sender = createWebPushSender({ vapid, allowLoopbackHttp: true });
      await sender.send(checkedBy(sender, device), payload, options);
      const { authorization } = standIn.received(device.endpoint)[0].headers;
      const expected = { publicKey: vapid.publicKey, subject: vapid.subject, audience: standIn.origin };
      expect(checkVapid(authorization, expected).aud).toBe(standIn.origin);
      const other = webPush.generateVAPIDKeys().publicKey;
      expect(() => checkVapid(authorization?.replace(vapid.publicKey, other), { ...expected, publicKey: other })).toThrow(/signature/);
      expect(() => checkVapid(authorization, { ...expected, audience: 'https://fcm.googleapis.com' })).toThrow(/aud/);
      expect(() => checkVapid(authorization, expected, Date.now() + 25 * 3600 * 1000)).toThrow(/exp/);
    } finally {
      await standIn.close();
    }
  });
});
