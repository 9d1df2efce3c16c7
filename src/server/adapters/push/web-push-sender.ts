import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import { isCheckedEndpoint, pushEndpointOf, type PushEndpoint } from './push-endpoint';
import { outcomeOf, PushError, type PushSender } from './push-sender';

export type WebPushOptions = {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Tests only (the configuration refuses it in production): an http://127.0.0.1 push service is reached in plain HTTP. */
  allowLoopbackHttp?: boolean;
  /** The longest wait for the push service's answer. */
  timeoutMs?: number;
  /** Tests only: the agent https requests go through (one that records where it is asked to connect). */
  agent?: https.Agent;
};

/**
 * Posts `body` to the checked endpoint's own fields (host, port, path), never to its text parsed again: web-push's
 * own `sendNotification` reads the endpoint with Node's legacy `url.parse`, which reads some names differently.
 */
function post(
  endpoint: PushEndpoint,
  headers: Record<string, string | number>,
  body: Buffer | null,
  timeoutMs: number,
  agent?: https.Agent,
) {
  return new Promise<number>((resolve, reject) => {
    const options = { method: 'POST', hostname: endpoint.hostname, port: endpoint.port, path: endpoint.path, headers, timeout: timeoutMs };
    const request =
      endpoint.protocol === 'https:'
        ? https.request({ ...options, servername: endpoint.hostname, ...(agent ? { agent } : {}) })
        : http.request(options);
    request.on('response', (response) => {
      // The answer's text says nothing the status does not: read and dropped, so the socket is freed.
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/**
 * Web Push: web-push encrypts the payload (aes128gcm, RFC 8291) and writes the headers; the VAPID signature (RFC 8292)
 * is for the checked endpoint's origin, and the request is sent here, to that endpoint.
 */
export function createWebPushSender({ vapid, allowLoopbackHttp = false, timeoutMs = 10_000, agent }: WebPushOptions): PushSender {
  return {
    kind: 'web-push',
    endpointOf: (value) => pushEndpointOf(value, { allowLoopbackHttp }),
    async send({ endpoint, keys }, payload, { ttl, urgency, topic }) {
      if (!isCheckedEndpoint(endpoint)) throw new PushError('REJECTED', 'the endpoint was not checked by endpointOf');
      if (endpoint.protocol === 'http:' && !allowLoopbackHttp) throw new PushError('REJECTED', 'push services are reached over https only');
      let details: webPush.RequestDetails;
      try {
        // No VAPID details here: web-push would sign for the origin its legacy parser reads.
        details = webPush.generateRequestDetails({ endpoint: endpoint.href, keys }, JSON.stringify(payload), {
          TTL: ttl,
          urgency,
          topic,
          contentEncoding: 'aes128gcm',
        });
      } catch (error) {
        throw new PushError('REJECTED', error instanceof Error ? error.message : 'the push message cannot be written');
      }
      const { Authorization } = webPush.getVapidHeaders(endpoint.origin, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm');
      let status: number;
      try {
        status = await post(endpoint, { ...details.headers, Authorization }, details.body, timeoutMs, agent);
      } catch (error) {
        // No answer at all: the network, a timeout, a refused connection.
        throw new PushError('UNAVAILABLE', error instanceof Error ? error.message : 'the push service cannot be reached');
      }
      const outcome = outcomeOf(status);
      if (outcome instanceof PushError) throw outcome;
      return outcome;
    },
  };
}
