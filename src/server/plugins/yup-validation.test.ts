import Fastify, { type FastifyInstance } from 'fastify';
import { number, object, string } from 'yup';
import { sameValueForSameInput, yupValidation } from './yup-validation';

describe('querystrings validated by the shared yup schemas', () => {
  let app: FastifyInstance;
  /** How many times each schema's own check ran. */
  const checks = { kept: 0, plain: 0 };
  const schemaCounting = (name: keyof typeof checks) =>
    object({
      page: number().integer().min(1).default(1),
      q: string()
        .trim()
        .max(10)
        .test('counted', 'never', () => (checks[name] += 1) > 0)
        .optional(),
    });

  beforeAll(async () => {
    app = Fastify();
    await app.register(yupValidation);
    const route = (schema: ReturnType<typeof schemaCounting>) => ({ schema: { querystring: schema } });
    app.get<{ Querystring: { page: number; q?: string } }>(
      '/kept',
      route(sameValueForSameInput(schemaCounting('kept'))),
      async (request) => {
        const answer = { ...request.query };
        // A route that changes its value must not change what the next request gets.
        (request.query as { page: number }).page = 999;
        return answer;
      },
    );
    app.get('/plain', route(schemaCounting('plain')), async (request) => request.query);
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('keeps the values of a schema marked as depending on its input alone, and gives each request its own copy', async () => {
    for (let round = 0; round < 3; round += 1) {
      const answer = await get('/kept?q=%20pain%20&extra=1');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ page: 1, q: 'pain' });
    }
    expect(checks.kept).toBe(1);
    expect((await get('/kept?page=2&q=pain')).json()).toEqual({ page: 2, q: 'pain' });
    expect(checks.kept).toBe(2);
  });

  it('refuses invalid input every time, and validates an unmarked schema on every request', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await get('/kept?page=0')).statusCode).toBe(400);
      expect((await get('/kept?q=beaucoup%20trop%20long')).statusCode).toBe(400);
    }
    await get('/plain?q=pain');
    await get('/plain?q=pain');
    expect(checks.plain).toBe(2);
  });
});
