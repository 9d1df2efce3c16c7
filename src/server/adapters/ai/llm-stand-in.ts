import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Test helper: a provider's chat API on 127.0.0.1, answering from recorded-shape fixtures and recording each request. */
export type StandInAnswer = { status: number; fixture: string } | 'hang';
export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

export const fixture = (name: string): string => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

export async function startStandIn(firstAnswer: StandInAnswer) {
  const requests: RecordedRequest[] = [];
  let answer = firstAnswer;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: JSON.parse(raw || '{}') });
      // A provider that never answers: the socket stays open until the client gives up or the server closes.
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(fixture(answer.fixture));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: StandInAnswer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
