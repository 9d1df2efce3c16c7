import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';

const OPERATOR = {
  OPERATOR_NAME: 'Bonavis',
  OPERATOR_LEGAL_FORM: 'SAS',
  OPERATOR_SHARE_CAPITAL: '10 000 €',
  OPERATOR_ADDRESS: '12 rue de la République, 69002 Lyon, France',
  OPERATOR_PHONE: '+33 4 00 00 00 00',
  OPERATOR_SIREN: '123456789',
  OPERATOR_RCS_CITY: 'Lyon',
  OPERATOR_VAT: 'fr 12 123456789',
  OPERATOR_DIRECTOR: 'Camille Durand',
  OPERATOR_EMAIL: 'Bonavis <legal@bonavis.fr>',
  OPERATOR_HOST: 'Scaleway SAS, 8 rue de la Ville l’Évêque, 75008 Paris, France, +33 1 84 13 00 00',
};

describe('GET /api/legal/operator', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers the configured operator to anyone, cacheable for an hour', async () => {
    app = await buildTestApp(OPERATOR);
    const response = await app.inject({ method: 'GET', url: '/api/legal/operator' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({
      name: 'Bonavis',
      legalForm: 'SAS',
      shareCapital: '10 000 €',
      address: '12 rue de la République, 69002 Lyon, France',
      phone: '+33 4 00 00 00 00',
      siren: '123 456 789',
      rcsCity: 'Lyon',
      vatNumber: 'FR12123456789',
      director: 'Camille Durand',
      email: 'legal@bonavis.fr',
      host: OPERATOR.OPERATOR_HOST,
      unset: [],
    });
  });

  it('shows a placeholder naming the variable for each unset detail, and support as the contact address', async () => {
    app = await buildTestApp({ SUPPORT_EMAIL: 'aide@bonavis.fr' });
    const operator = (await app.inject({ method: 'GET', url: '/api/legal/operator' })).json();
    expect(operator.name).toBe('[OPERATOR_NAME à renseigner]');
    expect(operator.host).toBe('[OPERATOR_HOST à renseigner]');
    expect(operator.email).toBe('aide@bonavis.fr');
    expect(operator.unset).toEqual([
      'name',
      'legalForm',
      'shareCapital',
      'address',
      'phone',
      'siren',
      'rcsCity',
      'vatNumber',
      'director',
      'host',
    ]);
  });

  it('is listed in the API description as a public route', async () => {
    app = await buildTestApp();
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/legal/operator'].get.security).toBeUndefined();
  });
});
