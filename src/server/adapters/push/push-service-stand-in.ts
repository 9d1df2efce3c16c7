import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test helper: a push service on 127.0.0.1, as a browser's (FCM, Mozilla's, Apple's) would be, without the internet.
 * It hands out subscriptions whose private keys it keeps, records every request, answers 201 (or what a test asks for
 * one endpoint: 404, 410, 500…), and can check a request's VAPID signature and decrypt its body, as a browser would.
 */
export type PushRequest = { endpoint: string; headers: IncomingHttpHeaders; body: Buffer };

/** A browser's subscription as `PushSubscription.toJSON()` gives it, before the server checks its endpoint. */
export type SubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

/** What a browser keeps of its subscription: the private half of `p256dh`, and the `auth` secret. */
type DeviceKeys = { ecdh: ECDH; publicKey: Buffer; auth: Buffer };

export async function startPushServiceStandIn() {
  const requests: PushRequest[] = [];
  const devices = new Map<string, DeviceKeys>();
  const answers = new Map<string, number>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      requests.push({ endpoint, headers: request.headers, body: Buffer.concat(chunks) });
      const status = answers.get(endpoint) ?? (devices.has(endpoint) ? 201 : 404);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    requests,
    /** A new browser subscription on this service, as `PushSubscription.toJSON()` gives it. */
    subscribe(): SubscriptionJson {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      devices.set(endpoint, { ecdh, publicKey, auth });
      return { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
    },
    /** The status this endpoint answers from now on (404 or 410: the subscription is gone). */
    answerWith(endpoint: string, status: number) {
      answers.set(endpoint, status);
    },
    received: (endpoint: string) => requests.filter((request) => request.endpoint === endpoint),
    /** The request's VAPID claims, checked against `vapid`, and its decrypted JSON payload. */
    open(request: PushRequest, vapid: { publicKey: string; subject: string }) {
      const device = devices.get(request.endpoint);
      if (!device) throw new Error(`no subscription for ${request.endpoint}`);
      const claims = checkVapid(request.headers.authorization, { ...vapid, audience: origin });
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('the body is not aes128gcm');
      return { claims, payload: JSON.parse(decryptAes128gcm(request.body, device).toString('utf8')) as unknown };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;

export type VapidClaims = { aud: string; exp: number; sub: string };

const fromJson = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. The JWT is ES256 (P-256, SHA-256, the signature as r‖s),
 * signed by the key `k` names, for this push service's origin (`aud`), expiring within 24 hours, with a contact (`sub`).
 */
export function checkVapid(
  authorization: string | undefined,
  expected: { publicKey: string; subject: string; audience: string },
  now = Date.now(),
): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, key] = match;
  if (key !== expected.publicKey) throw new Error('the VAPID key is not the server key');

  const [header, claims, signature] = jwt.split('.');
  const { alg, typ } = fromJson(header);
  if (alg !== 'ES256' || typ !== 'JWT') throw new Error(`unexpected JWT header ${alg}/${typ}`);
  // The public key is the uncompressed point 0x04 ‖ x ‖ y; node:crypto reads it as a JSON Web Key.
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
  });
  const signed = Buffer.from(`${header}.${claims}`);
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new Error('the VAPID signature does not verify');
  }

  const { aud, exp, sub } = fromJson(claims);
  const seconds = Math.floor(now / 1000);
  if (aud !== expected.audience) throw new Error(`aud is ${aud}, not ${expected.audience}`);
  if (typeof exp !== 'number' || exp <= seconds || exp > seconds + 24 * 3600) throw new Error(`exp ${exp} is not within 24 hours`);
  if (sub !== expected.subject) throw new Error(`sub is ${sub}, not ${expected.subject}`);
  return { aud, exp, sub };
}

/** HKDF-SHA-256 (extract then expand) to `length` bytes. */
const hkdf = (secret: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', secret, salt, info, length));

/**
 * Decrypts an `aes128gcm` body (RFC 8188) sent to a Web Push subscription (RFC 8291), as the browser does.
 *
 * The body starts with a header: salt (16 bytes), record size (4), key id length (1), key id (the sender's
 * one-time public key, 65 bytes). Then come records of `rs` bytes, each AES-128-GCM with a 16-byte tag.
 */
export function decryptAes128gcm(body: Buffer, device: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);

  // RFC 8291 §3.3–3.4: the shared secret, mixed with the auth secret and both public keys, gives the input key.
  const shared = device.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublicKey]);
  const inputKey = hkdf(shared, device.auth, keyInfo, 32);
  // RFC 8188 §2.2–2.3: the content key and the base nonce, salted per message.
  const contentKey = hkdf(inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    // Each record's nonce is the base nonce XOR its sequence number, big-endian (a test body has few records: 4 bytes).
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The data, then a delimiter (2 in the last record, 1 before), then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${sequence} has no valid padding delimiter`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
