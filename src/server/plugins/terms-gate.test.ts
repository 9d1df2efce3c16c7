import type { FastifyInstance } from 'fastify';
import { validOnboarding } from '../../shared/validation/onboarding-examples';
import { buildTestApp } from '../test-helpers';
import { injectAs, signUpOwner } from '../test-emulator';

describe('nothing works until the terms are accepted', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers 428 TERMS_NOT_ACCEPTED on setup and product routes, while the account itself stays reachable', async () => {
    const owner = await signUpOwner(app, undefined, { acceptTerms: false });
    for (const [method, url, payload] of [
      ['POST', '/api/users/private/onboarding', validOnboarding],
      ['GET', '/api/reviews/private/location', undefined],
      ['GET', '/api/users/private/company-information', undefined],
      ['GET', '/api/reviews/private', undefined],
      ['GET', '/api/dashboards/private/summary', undefined],
      ['GET', '/api/subscriptions/private', undefined],
      ['POST', '/api/subscriptions/private/trial/activate', validOnboarding],
    ] as const) {
      const response = await injectAs(app, owner, { method, url, payload });
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({ url, status: 428, code: 'TERMS_NOT_ACCEPTED' });
    }
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' })).statusCode).toBe(200);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/notifications' })).statusCode).toBe(200);
  });

  it('opens the product once the owner accepts them, and refuses a refusal', async () => {
    const owner = await signUpOwner(app, undefined, { acceptTerms: false });
    const refused = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/update-info',
      payload: { hasAcceptedTerms: false },
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/update-info',
      payload: { hasAcceptedTerms: true },
    });
    expect(accepted.statusCode).toBe(200);
    const onboarded = await injectAs(app, owner, { method: 'POST', url: '/api/users/private/onboarding', payload: validOnboarding });
    expect(onboarded.statusCode).toBe(200);
  });
});
