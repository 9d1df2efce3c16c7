import https from 'node:https';
import net from 'node:net';
import webPush from 'web-push';
import type { PushPayload } from '../../../shared/api/notifications';
import { createWebPushSender } from '.';
import { checkVapid, startPushServiceStandIn, type PushServiceStandIn } from './push-service-stand-in';

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:support@bonavis.fr' };
const payload: PushPayload = { title: 'Boulangerie Martin · ★☆☆☆☆', body: '« Froid »', url: 'https://app.bonavis.fr/x', tag: 'review-9' };
const options = { ttl: 60, urgency: 'high' } as const;

/**
 * An https agent that records the host and port each connection is asked for, then hands the request to the local
 * stand-in over plain TCP instead of reaching that host: what the sender aims at is seen without the internet.
 */
class RecordingAgent extends https.Agent {
  readonly asked: { host: string | null | undefined; port: number; servername: string | undefined }[] = [];
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  override createConnection(options: { host?: string | null; port?: number | string | null; servername?: string }) {
    this.asked.push({ host: options.host, port: Number(options.port), servername: options.servername });
    return net.createConnection({ host: '127.0.0.1', port: this.port });
  }
}

describe('the Web Push sender posts to the endpoint it checked', () => {
  let standIn: PushServiceStandIn;
  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
  });
  afterAll(() => standIn.close());

  it('connects to the checked host on 443 and posts its path, signed for its origin', async () => {
    const agent = new RecordingAgent(Number(new URL(standIn.origin).port));
    const sender = createWebPushSender({ vapid, agent, timeoutMs: 2000 });
    const endpoint = sender.endpointOf('https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH');
    expect(endpoint).not.toBeNull();
    const { keys } = standIn.subscribe();

    // The stand-in knows no such subscription: it answers 404, which the sender reads as gone.
    expect(await sender.send({ endpoint: endpoint!, keys }, payload, options)).toBe('gone');

    expect(agent.asked).toEqual([{ host: 'fcm.googleapis.com', port: 443, servername: 'fcm.googleapis.com' }]);
    const [request] = standIn.received(`${standIn.origin}/fcm/send/dQw4w9WgXcQ:APA91bH`);
    expect(request.headers.host).toBe('fcm.googleapis.com');
    const expected = { publicKey: vapid.publicKey, subject: vapid.subject, audience: 'https://fcm.googleapis.com' };
    expect(checkVapid(request.headers.authorization, expected).aud).toBe('https://fcm.googleapis.com');
  });

  it.each([
    'https://attacker.example;.fcm.googleapis.com/x',
    'https://\\attacker.example.fcm.googleapis.com/x',
    'https://metadata%2einternal.fcm.googleapis.com/x',
    'https://@attacker.example;.fcm.googleapis.com/x',
  ])('has no endpoint for %s, which the legacy parser reads as another host', (value) => {
    expect(createWebPushSender({ vapid }).endpointOf(value)).toBeNull();
  });
});
