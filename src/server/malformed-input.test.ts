import type { FastifyInstance, InjectOptions } from 'fastify';
import { RATE_LIMIT_DEFAULTS } from './config';
import { buildTestApp } from './test-helpers';
import { setUpOwner } from './test-emulator';

/**
 * Walks every route of the OpenAPI document with malformed input (wrong types, operator objects, huge or odd
 * text, deep nesting, prototype keys, odd query strings and path parameters) and fails on any 5xx: bad input is
 * the client's fault, never the server's. Private routes are called by an owner who finished the setup, so the
 * request reaches validation and the handler rather than stopping at the gate.
 */

type Operation = {
  method: string;
  path: string;
  secured: boolean;
  query: string[];
  params: string[];
  /** Leaf fields of the JSON body, as paths (`segments.0.label`). */
  fields: (string | number)[][];
  hasBody: boolean;
};
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema };
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** A wrong value for a field, as raw JSON text (so `__proto__` keys and lone surrogates travel as a client sends them). */
const BAD_VALUES: Record<string, string> = {
  'empty array': '[]',
  array: '["a","b"]',
  object: '{}',
  'operator $ne': '{"$ne":null}',
  'operator $gt': '{"$gt":""}',
  'object with toString': '{"toString":1,"valueOf":1}',
  number: '123',
  'negative float': '-1.5',
  'number too big': '1e400',
  true: 'true',
  false: 'false',
  null: 'null',
  '100 KB string': JSON.stringify('x'.repeat(100_000)),
  'NUL byte': '"a\\u0000b"',
  '__proto__ key': '{"__proto__":{"polluted":true}}',
  'constructor key': '{"constructor":{"prototype":{"polluted":true}}}',
  '10,000 levels deep': deep(10_000),
  'lone surrogate': '"\\ud800x"',
  'RTL marks': '"\\u202e\\u200fabc\\u200e"',
  emoji: '"😀👍🏽"',
};

/** A whole body that is not the object the route expects. */
const BAD_BODIES: Record<string, { payload: string; type: string }> = {
  'array body': { payload: '[{"email":"a@b.fr"}]', type: 'application/json' },
  'string body': { payload: '"text"', type: 'application/json' },
  'number body': { payload: '42', type: 'application/json' },
  'null body': { payload: 'null', type: 'application/json' },
  'broken JSON': { payload: '{"a":', type: 'application/json' },
  'empty JSON': { payload: '', type: 'application/json' },
  'top-level __proto__': { payload: '{"__proto__":{"polluted":true}}', type: 'application/json' },
  // Keys every object inherits: yup looks them up among a schema's fields.
  'inherited keys': { payload: '{"constructor":"x","toString":1,"hasOwnProperty":1,"valueOf":{}}', type: 'application/json' },
  '10,000 nested arrays': { payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`, type: 'application/json' },
  '10,000 nested objects': { payload: deep(10_000), type: 'application/json' },
  'plain text': { payload: 'hello', type: 'text/plain' },
  'form body': { payload: 'a=1&a=2', type: 'application/x-www-form-urlencoded' },
  'multipart without boundary': { payload: '--x\r\n', type: 'multipart/form-data' },
};

/** Odd query values, already URL-encoded. */
const BAD_QUERY_VALUES = [
  '1&{k}=2',
  '',
  '%00',
  '%ZZ',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '-1',
  '1e400',
  '0x10',
  'x'.repeat(100_000),
];
const BAD_QUERY_KEYS = (key: string) => [`${key}[]=1`, `${key}[a]=1`, `${key}=1&${key}=2&${key}=3`];

/** Odd path parameter values, already URL-encoded. */
const BAD_PARAMS = [
  'x'.repeat(100_000),
  '%00',
  '%ZZ',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '0',
  '1e400',
  '9'.repeat(30),
  '__proto__',
  'constructor',
  '%F0%9F%98%80',
  '%E2%80%AE',
];

/** A plausible value of each path parameter, so the odd one is the only thing wrong. */
const PLAUSIBLE_PARAMS: Record<string, string> = { id: '1', publicId: 'abcdefghijklmnop', code: 'ABCD-EFGH-JKMN', name: 'cover.svg' };

function leafFields(schema: JsonSchema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (schema?.properties)
    return Object.entries(schema.properties).flatMap(([key, child]) => [[...prefix, key], ...leafFields(child, [...prefix, key])]);
  if (schema?.items) return leafFields(schema.items, [...prefix, 0]);
  return [];
}

function operationsOf(document: OpenApi): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const schema = operation.requestBody && Object.values(operation.requestBody.content)[0]?.schema;
      return {
        method: method.toUpperCase(),
        path,
        secured: Boolean(operation.security?.length),
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        params: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        fields: leafFields(schema),
        hasBody: Boolean(schema),
      };
    }),
  );
}

/** A body with `raw` (JSON text) at `field`, every other field left out. */
/** The Stripe signature header, or none when the case sends none. */
const stripeSignature = (signature: string | undefined) => (signature === undefined ? {} : { 'stripe-signature': signature });

function bodyWith(field: (string | number)[], raw: string): string {
  const marker = '__MALFORMED__';
  let value: unknown = marker;
  for (const key of [...field].reverse()) value = typeof key === 'number' ? [value] : { [key]: value };
  return JSON.stringify(value).replace(`"${marker}"`, () => raw);
}

const urlOf = (operation: Operation, params: Record<string, string> = {}) =>
  `${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? PLAUSIBLE_PARAMS[name] ?? 'x')}`;

type Case = { label: string; options: InjectOptions };

describe('malformed input on every route', () => {
  let app: FastifyInstance;
  let operations: Operation[];
  let authorization: string;

  beforeAll(async () => {
    // Every limit raised, so the walk reaches validation instead of a 429; tokens cached, so it does not wait on the emulator;
    // Stripe configured (on a closed port: nothing leaves), so the webhook checks signatures instead of answering 503.
    const limits = Object.keys(RATE_LIMIT_DEFAULTS).map((name) => `${name}=1000000/60`);
    app = await buildTestApp({
      RATE_LIMITS: limits.join(','),
      TOKEN_CACHE_SECONDS: '600',
      STRIPE_SECRET_KEY: 'sk_test_malformed',
      STRIPE_WEBHOOK_SECRET: 'whsec_malformed',
      STRIPE_API_BASE_URL: 'http://127.0.0.1:9',
    });
    const owner = await setUpOwner(app);
    // Synchronised before the walk, so review 1 exists whenever a request names it, not only once a job has run.
    await app.inject({ method: 'PATCH', url: '/api/reviews/private/init-synchronization', headers: owner.headers });
    await app.sync.idle();
    authorization = owner.idToken;
    operations = operationsOf((await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>());
  });
  afterAll(() => app.close());

  it('walks every operation of the API document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  /** Sends the cases a few at a time and lists every answer in the 5xx range (with its body, to find the cause). */
  async function serverErrors(operation: Operation, cases: Case[]): Promise<string[]> {
    const failures: string[] = [];
    const BATCH = 12;
    for (let start = 0; start < cases.length; start += BATCH) {
      const answers = await Promise.all(
        cases.slice(start, start + BATCH).map(async ({ label, options }) => {
          const headers = { ...(operation.secured && { authorization }), ...options.headers };
          return { label, answer: await app.inject({ method: operation.method as 'GET', ...options, headers }) };
        }),
      );
      for (const { label, answer } of answers) {
        if (answer.statusCode >= 500)
          failures.push(`${answer.statusCode} ${operation.method} ${operation.path} (${label}): ${answer.body.slice(0, 160)}`);
      }
    }
    return failures;
  }

  async function walk(casesOf: (operation: Operation) => Case[]): Promise<string[]> {
    const failures: string[] = [];
    for (const operation of operations) failures.push(...(await serverErrors(operation, casesOf(operation))));
    return failures;
  }

  const json = { 'content-type': 'application/json' };

  it('answers a value of the wrong kind as the field’s invalid key, and unreadable input as a 400 on the whole part', async () => {
    const answers = await Promise.all(
      [
        { method: 'POST', url: '/api/users/auth/verify-otp', headers: json, payload: '{"email":["a@b.fr"],"otp":{"$ne":null}}' },
        { method: 'GET', url: '/api/users/check-exist?email=a@b.fr&email=c@d.fr' },
        { method: 'POST', url: '/api/users/auth/send-otp', headers: json, payload: '{"email":"a@b.fr","constructor":"x"}' },
      ].map((options) => app.inject(options as InjectOptions)),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json().code, answer.json().fields])).toEqual([
      [400, 'VALIDATION_ERROR', { email: 'validation.email.invalid', otp: 'validation.otp.invalid' }],
      [400, 'VALIDATION_ERROR', { email: 'validation.email.invalid' }],
      [400, 'VALIDATION_ERROR', { '': 'validation.invalid' }],
    ]);
  });

  it('answers every wrong field type, operator object, odd or huge text with a 4xx', async () => {
    const failures = await walk((operation) =>
      operation.fields.flatMap((field) =>
        Object.entries(BAD_VALUES).map(([label, raw]) => ({
          label: `${field.join('.')}: ${label}`,
          options: { url: urlOf(operation), headers: json, payload: bodyWith(field, raw) },
        })),
      ),
    );
    expect(failures).toEqual([]);
    // A `__proto__` or `constructor` key never reaches a prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a whole body of the wrong shape or type with a 4xx, on every route', async () => {
    const failures = await walk((operation) =>
      Object.entries(BAD_BODIES).map(([label, { payload, type }]) => ({
        label,
        options: { url: urlOf(operation), headers: { 'content-type': type }, payload },
      })),
    );
    expect(failures).toEqual([]);
  });

  it('answers repeated, bracketed, odd or huge query values with a 4xx, on every route', async () => {
    const failures = await walk((operation) => {
      const keys = [...operation.query, '__proto__', 'constructor'];
      const queries = [
        ...keys.flatMap((key) => BAD_QUERY_VALUES.map((value) => `${key}=${value.replaceAll('{k}', key)}`)),
        ...keys.flatMap(BAD_QUERY_KEYS),
      ];
      return queries.map((query) => ({ label: `?${query.slice(0, 40)}`, options: { url: `${urlOf(operation)}?${query}` } }));
    });
    expect(failures).toEqual([]);
  });

  it('answers huge, encoded or odd path parameters with a 4xx', async () => {
    const failures = await walk((operation) =>
      operation.params.flatMap((name) =>
        BAD_PARAMS.map((value) => ({ label: `{${name}}=${value.slice(0, 30)}`, options: { url: urlOf(operation, { [name]: value }) } })),
      ),
    );
    expect(failures).toEqual([]);
  });

  it('answers garbage uploads and unsigned or badly signed webhooks with a 4xx', async () => {
    const boundary = 'malformed-boundary';
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    const multipart = (body: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}`, payload: body });
    const uploads = [
      [
        'garbage bytes as a picture',
        multipart(
          `${part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', '\u0000garbage')}--${boundary}--\r\n`,
        ),
      ],
      ['a text field, no file', multipart(`${part('Content-Disposition: form-data; name="name"', 'x')}--${boundary}--\r\n`)],
      ['a part without disposition', multipart(`${part('Content-Type: image/png', 'x')}--${boundary}--\r\n`)],
      ['a truncated part', multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx`)],
      ['no part at all', multipart(`--${boundary}--\r\n`)],
    ] as const;
    const upload = {
      method: 'POST',
      path: '/api/users/private/upload-picture',
      secured: true,
      query: [],
      params: [],
      fields: [],
      hasBody: false,
    };
    const webhook = { ...upload, path: '/api/payments/webhook', secured: false };
    const failures = [
      ...(await serverErrors(
        upload,
        uploads.map(([label, { payload, ...headers }]) => ({ label, options: { url: upload.path, headers, payload } })),
      )),
      ...(await serverErrors(
        webhook,
        [undefined, 't=1,v1=abc', 'x'.repeat(10_000), 't=,v1='].map((signature) => ({
          label: `signature ${String(signature).slice(0, 20)}`,
          options: {
            url: webhook.path,
            headers: { ...json, ...stripeSignature(signature) },
            payload: '{"type":"customer.subscription.updated","data":{"object":[]}}',
          },
        })),
      )),
    ];
    expect(failures).toEqual([]);
  });
});
