import { PUSH_ENDPOINT_MAX_LENGTH } from '../../../shared/validation/alert-schemas';

/**
 * Where the server may post a push: the one rule, used when a browser registers its endpoint and again when a push
 * leaves. The server posts to whatever a device names, so a name two URL parsers read differently would let anyone
 * aim it elsewhere: WHATWG's `new URL` reads `https://attacker.example;.fcm.googleapis.com/` as an FCM host, Node's
 * legacy `url.parse` (which web-push used to send) as `attacker.example`. So an endpoint is taken only in the one
 * plain form both read alike: `https://` then a lowercase host of letters, digits, dots and hyphens, then the path;
 * no user, no port, no escapes, no international names. Senders post to the parsed fields, never to the text again.
 */

/**
 * The push services browsers use: Chrome and the browsers built on it (FCM), Firefox (Mozilla's autopush), Safari
 * (Apple's web push) and Edge on Windows (WNS). A host is one of them or a name under one (`web.push.apple.com`,
 * `wns2-par02p.notify.windows.com`).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export const ENDPOINT_MAX_LENGTH = PUSH_ENDPOINT_MAX_LENGTH;
const HOST_MAX_LENGTH = 253;
const LABEL_MAX_LENGTH = 63;

/*
 * Linear patterns: the host's characters and the path's are disjoint from what ends them (`/`), so nothing backtracks.
 * The path takes RFC 3986's unreserved and sub-delimiter characters, `:`, `@`, `%`, `/` and `?`: no `#`, `\`, space
 * or other character a parser might rewrite.
 */
const HTTPS_ENDPOINT = /^https:\/\/([a-z0-9.-]+)(\/[\w.~!$&'()*+,;=:@%/?-]*)$/;
/** Tests only: the local push service stand-in, in plain HTTP on 127.0.0.1. */
const LOOPBACK_ENDPOINT = /^http:\/\/127\.0\.0\.1:(\d{1,5})(\/[\w.~!$&'()*+,;=:@%/?-]*)$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

declare const checked: unique symbol;

/** An endpoint that passed the rule: what a sender connects to and posts at, read once from the checked text. */
export type PushEndpoint = Readonly<{
  /** The endpoint as stored and as the device knows it. */
  href: string;
  protocol: 'https:' | 'http:';
  hostname: string;
  port: number;
  /** The path and query the request is for. */
  path: string;
  /** `https://host`: the VAPID audience. */
  origin: string;
}> & { readonly [checked]: true };

/** Only the objects this module made: a sender refuses anything else, even an object of the same shape. */
const made = new WeakSet<object>();

export function isCheckedEndpoint(value: unknown): value is PushEndpoint {
  return typeof value === 'object' && value !== null && made.has(value);
}

function isPushServiceHost(host: string): boolean {
  if (host.length > HOST_MAX_LENGTH) return false;
  const labels = host.split('.');
  // An international name (xn--…) is never a push service's, and reads differently across libraries.
  if (!labels.every((label) => label.length <= LABEL_MAX_LENGTH && LABEL.test(label) && !label.startsWith('xn--'))) return false;
  return PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`));
}

function endpointOf(href: string, protocol: 'https:' | 'http:', hostname: string, port: number, path: string): PushEndpoint | null {
  // The WHATWG parser must read the same host: the patterns let through nothing it would read otherwise.
  const url = new URL(href);
  if (url.protocol !== protocol || url.hostname !== hostname || url.username || url.password || url.hash) return null;
  const endpoint = Object.freeze({
    href,
    protocol,
    hostname,
    port,
    path,
    origin: `${protocol}//${hostname}${port === 443 ? '' : `:${port}`}`,
  });
  made.add(endpoint);
  return endpoint as PushEndpoint;
}

/**
 * The endpoint `value` names, if the server may post there: a known push service over https on its default port,
 * or, with `allowLoopbackHttp` (tests), http://127.0.0.1 on any port. Sizes are checked before any pattern runs.
 */
export function pushEndpointOf(value: unknown, { allowLoopbackHttp }: { allowLoopbackHttp: boolean }): PushEndpoint | null {
  if (typeof value !== 'string' || value.length > ENDPOINT_MAX_LENGTH) return null;
  const https = HTTPS_ENDPOINT.exec(value);
  if (https) {
    const [, host, path] = https;
    return isPushServiceHost(host) ? endpointOf(value, 'https:', host, 443, path) : null;
  }
  const loopback = allowLoopbackHttp ? LOOPBACK_ENDPOINT.exec(value) : null;
  if (loopback) {
    const port = Number(loopback[1]);
    return port > 0 && port < 65536 && String(port) === loopback[1] ? endpointOf(value, 'http:', '127.0.0.1', port, loopback[2]) : null;
  }
  return null;
}
