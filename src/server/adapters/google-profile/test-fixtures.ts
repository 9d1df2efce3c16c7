import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A recorded-shape answer from fixtures/, as text (what fetch gives) or parsed. */
export const fixtureText = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
export const fixture = <T = unknown>(name: string): T => JSON.parse(fixtureText(name)) as T;

export type RecordedCall = { method: string; url: URL; headers: Headers; body: string | Uint8Array | null };

/**
 * A fetch that answers as `answer` says and records every call; a call `answer` does not expect (undefined) fails
 * the test: a forgotten or extra call to Google costs quota in production.
 */
export function recordingFetch(answer: (call: RecordedCall, index: number) => Response | undefined) {
  const calls: RecordedCall[] = [];
  const impl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const body = init.body;
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init.headers),
      body: typeof body === 'string' || body instanceof Uint8Array ? body : null,
    };
    calls.push(call);
    const response = answer(call, calls.length - 1);
    if (!response) throw new Error(`Unexpected call: ${call.method} ${call.url}`);
    return response;
  }) as typeof fetch;
  return { impl, calls };
}

export const answer = (text: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
