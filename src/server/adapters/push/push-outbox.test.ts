import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushPayload } from '../../../shared/api/notifications';
import { createPushOutbox, readPushOutbox } from './push-outbox';

const payload: PushPayload = {
  title: 'Boulangerie Martin · ★★☆☆☆',
  body: '« Pain rassis »',
  url: 'https://app.bonavis.fr/x',
  tag: 'review-1',
};
const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const AT = new Date('2026-03-02T09:30:00.000Z');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bonavis-push-outbox-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('push outbox (offline stand-in)', () => {
  it('keeps each push as one JSON line: the checked endpoint, the payload before encryption and the options', async () => {
    const file = path.join(dir, 'push-outbox.jsonl');
    const outbox = createPushOutbox({ file, now: () => AT, newId: () => 'push-1' });
    const endpoint = outbox.endpointOf('https://fcm.googleapis.com/fcm/send/abc:APA91');

    expect(await outbox.send({ endpoint: endpoint!, keys }, payload, { ttl: 86400, urgency: 'high', topic: 'reviews' })).toBe('sent');

    expect(await readPushOutbox(file)).toEqual([
      {
        id: 'push-1',
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91',
        payload,
        ttl: 86400,
        urgency: 'high',
        topic: 'reviews',
        sentAt: '2026-03-02T09:30:00.000Z',
      },
    ]);
    expect((await readFile(file, 'utf8')).split('\n')).toHaveLength(2);
  });

  it('applies the same endpoint rule as the real sender, and refuses an endpoint it did not check', async () => {
    const file = path.join(dir, 'push-outbox.jsonl');
    const outbox = createPushOutbox({ file });
    expect(outbox.endpointOf('https://attacker.example;.fcm.googleapis.com/x')).toBeNull();
    expect(outbox.endpointOf('http://127.0.0.1:9/push/x')).toBeNull();
    expect(createPushOutbox({ file, allowLoopbackHttp: true }).endpointOf('http://127.0.0.1:9/push/x')).not.toBeNull();
    const lookalike = { ...outbox.endpointOf('https://fcm.googleapis.com/fcm/send/x')! };
    await expect(outbox.send({ endpoint: lookalike as never, keys }, payload, { ttl: 60, urgency: 'low' })).rejects.toMatchObject({
      code: 'REJECTED',
    });
    expect(await readPushOutbox(file)).toEqual([]);
  });

  it('says UNAVAILABLE when the outbox cannot be written, and names a line it cannot read', async () => {
    const notAFolder = path.join(dir, 'not-a-folder');
    await writeFile(notAFolder, 'a file');
    const outbox = createPushOutbox({ file: path.join(notAFolder, 'push-outbox.jsonl') });
    const endpoint = outbox.endpointOf('https://web.push.apple.com/QGu2')!;
    await expect(outbox.send({ endpoint, keys }, payload, { ttl: 60, urgency: 'low' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });

    const file = path.join(dir, 'push-outbox.jsonl');
    await writeFile(file, '{"id":"push-1"}\n{"id":\n');
    await expect(readPushOutbox(file)).rejects.toThrow(/line 2 is not a push written by the outbox/);
  });
});
