import https from 'node:https';
import net from 'node:net';
import webPush from 'web-push';
import { outcomeOf, PushError, type PushSender } from './push-sender';

export type WebPushOptions = {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Tests only (the configuration refuses it in production): an http://127.0.0.1 push service is reached in plain HTTP. */
  allowLoopbackHttp?: boolean;
  /** The longest wait for the push service's answer. */
  timeoutMs?: number;
};

/**
 * web-push always speaks HTTPS. To reach the local stand-in over plain HTTP, this agent hands it a bare TCP socket:
 * the request is the same, only TLS is skipped. Used only for http://127.0.0.1 endpoints, which only tests allow.
 */
class LoopbackHttpAgent extends https.Agent {
  override createConnection(options: { host?: string | null; port?: number | string | null }) {
    return net.createConnection({ host: options.host ?? '127.0.0.1', port: Number(options.port) });
  }
}

/** Web Push through the web-push library: the payload encrypted with aes128gcm (RFC 8291), signed with VAPID (RFC 8292). */
export function createWebPushSender({ vapid, allowLoopbackHttp = false, timeoutMs = 10_000 }: WebPushOptions): PushSender {
  const loopbackAgent = allowLoopbackHttp ? new LoopbackHttpAgent() : null;

  return {
    kind: 'web-push',
    async send(subscription, payload, { ttl, urgency, topic }) {
      const plainHttp = subscription.endpoint.startsWith('http://');
      if (plainHttp && !loopbackAgent) throw new PushError('REJECTED', 'push services are reached over https only');
      try {
        const { statusCode } = await webPush.sendNotification(subscription, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: ttl,
          urgency,
          topic,
          contentEncoding: 'aes128gcm',
          timeout: timeoutMs,
          ...(plainHttp && loopbackAgent ? { agent: loopbackAgent } : {}),
        });
        return outcomeOf(statusCode) as 'sent';
      } catch (error) {
        if (error instanceof webPush.WebPushError) {
          const outcome = outcomeOf(error.statusCode);
          if (outcome instanceof PushError) throw outcome;
          return outcome;
        }
        // No answer at all: the network, a timeout, a refused connection.
        throw new PushError('UNAVAILABLE', error instanceof Error ? error.message : 'the push service cannot be reached');
      }
    },
  };
}
