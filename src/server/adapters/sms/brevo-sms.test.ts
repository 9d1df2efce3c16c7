import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { BREVO_API_URL, createBrevoSms } from './brevo-sms';
import { SmsError, type SmsMessage } from './sms-sender';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const answer = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });

const API_KEY = 'xkeysib-0123456789abcdef-TestKey';
const MESSAGE: SmsMessage = {
  to: '+33612345678',
  text: 'Bonjour Claire, merci pour votre visite ! Votre avis compte : https://bonavis.fr/r/dupont',
  sender: 'Bonavis',
};

type Call = { url: string; method: string | undefined; headers: Headers; body: Record<string, unknown> };

/** A fetch that answers like Brevo would and records what was asked. */
function fakeFetch(reply: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const impl = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method,
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    return reply();
  };
  return { impl: impl as typeof fetch, calls };
}

describe('Brevo SMS adapter (recorded-shape answers)', () => {
  it('posts one transactional SMS with the key in its header, and answers with Brevo’s message id', async () => {
    const { impl, calls } = fakeFetch(() => answer(fixture('brevo-sms-sent.json'), 201));
    const sent = await createBrevoSms({ apiKey: API_KEY, fetchImpl: impl }).send(MESSAGE);

    expect(sent).toEqual({ id: '1511882900176220' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.url).toBe('https://api.brevo.com/v3/transactionalSMS/send');
    expect(call.method).toBe('POST');
    expect(call.headers.get('api-key')).toBe(API_KEY);
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.body).toEqual({
      sender: 'Bonavis',
      recipient: '33612345678',
      content: MESSAGE.text,
      type: 'transactional',
      unicodeEnabled: false,
    });
  });

  it('asks for unicode when the text leaves the GSM alphabet (ê, ç, ’, emoji), not for é, è, à, ù', async () => {
    const { impl, calls } = fakeFetch(() => answer(fixture('brevo-sms-sent.json'), 201));
    const brevo = createBrevoSms({ apiKey: API_KEY, fetchImpl: impl });
    await brevo.send({ ...MESSAGE, text: 'Merci, à très vite ! Où étiez-vous ?' });
    await brevo.send({ ...MESSAGE, text: 'Merci pour votre fenêtre' });
    await brevo.send({ ...MESSAGE, text: 'Merci, c’est gentil' });
    await brevo.send({ ...MESSAGE, text: 'Merci 🙂' });
    expect(calls.map((call) => call.body.unicodeEnabled)).toEqual([false, true, true, true]);
  });

  it('keeps a message id digit for digit, even past what a JavaScript number holds', async () => {
    const { impl } = fakeFetch(() => answer('{"messageId":123456789012345678901}', 201));
    await expect(createBrevoSms({ apiKey: API_KEY, fetchImpl: impl }).send(MESSAGE)).resolves.toEqual({ id: '123456789012345678901' });
  });

  it('sends to another base URL when given one (a stand-in), trailing slash or not', async () => {
    const { impl, calls } = fakeFetch(() => answer(fixture('brevo-sms-sent.json'), 201));
    await createBrevoSms({ apiKey: API_KEY, fetchImpl: impl, baseUrl: 'http://127.0.0.1:4010/v3/' }).send(MESSAGE);
    expect(calls[0].url).toBe('http://127.0.0.1:4010/v3/transactionalSMS/send');
    expect(BREVO_API_URL).toBe('https://api.brevo.com/v3');
  });

  it.each([
    ['a 400 about the number', 400, fixture('brevo-sms-invalid-number.json'), {}, 'REFUSED_NUMBER'],
    ['a 400 about the sender', 400, '{"code":"invalid_parameter","message":"Sender is not valid"}', {}, 'INVALID_MESSAGE'],
    ['a 401', 401, fixture('brevo-unauthorized.json'), {}, 'BAD_KEY'],
    ['a 403', 403, '{"code":"permission_denied","message":"Unrecognised IP address"}', {}, 'BAD_KEY'],
    ['a 402', 402, fixture('brevo-not-enough-credits.json'), {}, 'UNAVAILABLE'],
    ['a 429', 429, fixture('brevo-rate-limited.json'), { 'x-sib-ratelimit-reset': '12' }, 'RATE_LIMITED'],
    ['a 500', 500, '{"code":"internal_error","message":"Internal error"}', {}, 'UNAVAILABLE'],
    ['a 502 from a proxy', 502, '<html><body>Bad gateway</body></html>', { 'content-type': 'text/html' }, 'UNAVAILABLE'],
    ['a 201 without an id', 201, '{}', {}, 'UNAVAILABLE'],
  ])('turns %s into SmsError %s, in one call, without the key in the message', async (_case, status, body, headers, code) => {
    const { impl, calls } = fakeFetch(() => answer(body, status, headers));
    const error = await createBrevoSms({ apiKey: API_KEY, fetchImpl: impl })
      .send(MESSAGE)
      .catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ code });
    expect(calls).toHaveLength(1);
    expect(String(error)).not.toContain(API_KEY);
    expect(JSON.stringify(error)).not.toContain(API_KEY);
  });

  it('passes Brevo’s message on to the operator', async () => {
    const { impl } = fakeFetch(() => answer(fixture('brevo-not-enough-credits.json'), 402));
    await expect(createBrevoSms({ apiKey: API_KEY, fetchImpl: impl }).send(MESSAGE)).rejects.toThrow(
      "Brevo has no SMS credits left (HTTP 402 not_enough_credits: You don't have enough credits to send this SMS); buy credits in the Brevo account",
    );
  });

  it.each([
    [{ 'x-sib-ratelimit-reset': '12' }, 12_000],
    [{ 'retry-after': '3' }, 3000],
    [{ 'x-sib-ratelimit-reset': 'soon' }, null],
    [{}, null],
  ])('reads how long to wait from a 429’s headers %p: %p ms', async (headers, expected) => {
    const { impl } = fakeFetch(() => answer(fixture('brevo-rate-limited.json'), 429, headers));
    await expect(createBrevoSms({ apiKey: API_KEY, fetchImpl: impl }).send(MESSAGE)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterMs: expected,
    });
  });

  it('says UNAVAILABLE when the network fails', async () => {
    const { impl } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(createBrevoSms({ apiKey: API_KEY, fetchImpl: impl }).send(MESSAGE)).rejects.toMatchObject({
      name: 'SmsError',
      code: 'UNAVAILABLE',
      message: 'Brevo cannot be reached',
    });
  });

  it('gives up with UNAVAILABLE when Brevo does not answer in time', async () => {
    // Never answers: only the adapter's own timeout ends the wait.
    const hanging = (async (_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const failure = createBrevoSms({ apiKey: API_KEY, fetchImpl: hanging, timeoutMs: 50 }).send(MESSAGE);
    await expect(failure).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(failure).rejects.toThrow(/did not answer within 50 ms/);
  });
});

describe('Brevo SMS adapter over HTTP (a local stand-in)', () => {
  type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
      response.writeHead(201, { 'content-type': 'application/json' }).end(fixture('brevo-sms-sent.json'));
    });
  });
  let baseUrl: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  it('sends the key in the api-key header and the SMS as JSON, with the global fetch', async () => {
    await expect(createBrevoSms({ apiKey: API_KEY, baseUrl }).send(MESSAGE)).resolves.toEqual({ id: '1511882900176220' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/v3/transactionalSMS/send' });
    expect(received[0].headers['api-key']).toBe(API_KEY);
    expect(received[0].headers['content-type']).toBe('application/json');
    expect(received[0].body).toMatchObject({ recipient: '33612345678', sender: 'Bonavis', type: 'transactional' });
  });

  it('says UNAVAILABLE when nothing listens at the address', async () => {
    await expect(createBrevoSms({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1/v3' }).send(MESSAGE)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });
});
