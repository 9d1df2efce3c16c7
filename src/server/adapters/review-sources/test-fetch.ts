import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Fetch } from './source-http';

/** A recorded-shape answer from fixtures/. */
export const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export type RecordedCall = { method: string; url: URL; headers: Headers; body: string | null };

/**
 * A fetch that answers as `answer` says, records every call, and fails the test on a call `answer` does not expect
 * (it returns undefined): a forgotten or extra call to a platform costs money or quota in production.
 */
export function fakeFetch(answer: (call: RecordedCall) => Response | undefined) {
  const calls: RecordedCall[] = [];
  const impl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    calls.push(call);
    const response = answer(call);
    if (!response) throw new Error(`Unexpected call: ${call.method} ${call.url}`);
    return response;
  }) as Fetch;
  return { impl, calls };
}
