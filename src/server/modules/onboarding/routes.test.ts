import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';

describe('/api/users/private onboarding', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const onboard = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/users/private/onboarding', headers, payload });

  it('stores personal and company information and the listing, and marks the setup done', async () => {
    const owner = await signUpOwner(app);
    const response = await onboard(owner.headers, validOnboarding);
    expect(response.statusCode).toBe(200);

    const me = await app.inject({ method: 'GET', url: '/api/users/private/me', headers: owner.headers });
    expect(me.json()).toMatchObject({ hasDoneProfileSetup: true, phone: '+33 6 12 34 56 78' });

    const infos = await app.inject({ method: 'GET', url: '/api/users/private/infos', headers: owner.headers });
    expect(infos.json()).toMatchObject({
      firstName: 'Élodie',
      lastName: 'Le Gall',
      birthDate: '29/02/1988',
      phoneNumber: '+33 6 12 34 56 78',
      countryCode: 'FR',
      gender: 'Unknown',
    });

    const company = await app.inject({ method: 'GET', url: '/api/users/private/company-information', headers: owner.headers });
    expect(company.json()).toMatchObject({
      legalStatus: 'Auto-entrepreneur',
      siretNumber: '12345678901234',
      companyEmail: 'contact@boulangerie-du-port.fr',
    });

    const location = await app.inject({ method: 'GET', url: '/api/reviews/private/location', headers: owner.headers });
    expect(location.json()).toMatchObject({
      providerId: 'demo-PortBakery29',
      shortUrl: validOnboarding.url,
      hasBeenSynchronized: false,
      demo: true,
      synchronization: null,
    });
  });

  it.each([
    [
      'userInformation.firstName',
      { userInformation: { ...validOnboarding.userInformation, firstName: 'J' } },
      'validation.firstName.tooShort',
    ],
    [
      'userInformation.birthDate',
      { userInformation: { ...validOnboarding.userInformation, birthDate: '29/02/2023' } },
      'validation.birthDate.invalid',
    ],
    [
      'userInformation.birthDate',
      { userInformation: { ...validOnboarding.userInformation, birthDate: '01/01/2999' } },
      'validation.birthDate.future',
    ],
    [
      'companyInformation.siretNumber',
      { companyInformation: { ...validOnboarding.companyInformation, siretNumber: '1234567890123' } },
      'validation.siret.invalid',
    ],
    [
      'companyInformation.zipCode',
      { companyInformation: { ...validOnboarding.companyInformation, zipCode: '75 001' } },
      'validation.zipCode.invalid',
    ],
    [
      'companyInformation.country',
      { companyInformation: { ...validOnboarding.companyInformation, country: 'Belgique' } },
      'validation.country.franceOnly',
    ],
    ['url', { url: 'https://example.com/place' }, 'validation.listingUrl.invalid'],
    ['url', { url: '' }, 'validation.listingUrl.required'],
  ])('refuses a bad %s with 400 and its message key, and stores nothing', async (field, change, message) => {
    const owner = await signUpOwner(app);
    const response = await onboard(owner.headers, { ...validOnboarding, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
    const me = await app.inject({ method: 'GET', url: '/api/users/private/me', headers: owner.headers });
    expect(me.json().hasDoneProfileSetup).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/users/private/infos', headers: owner.headers })).statusCode).toBe(404);
  });

  it('reports every bad field at once', async () => {
    const owner = await signUpOwner(app);
    const response = await onboard(owner.headers, { url: 'nope' });
    expect(response.json().fields).toMatchObject({
      'userInformation.firstName': 'validation.firstName.required',
      'companyInformation.siretNumber': 'validation.siret.required',
      url: 'validation.listingUrl.invalid',
    });
  });

  it('updates personal and company information with the same rules', async () => {
    const owner = await signUpOwner(app);
    await onboard(owner.headers, validOnboarding);
    const personal = await app.inject({
      method: 'PUT',
      url: '/api/users/private/update-personal-information',
      headers: owner.headers,
      payload: { ...validOnboarding.userInformation, lastName: 'Le Bihan' },
    });
    expect(personal.json()).toMatchObject({ lastName: 'Le Bihan' });

    const badCompany = await app.inject({
      method: 'PUT',
      url: '/api/users/private/update-company-information',
      headers: owner.headers,
      payload: { ...validOnboarding.companyInformation, companyEmail: 'pas-un-email' },
    });
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json().fields.companyEmail).toBe('validation.email.invalid');
  });

  it('stores the gender the form sends, instead of dropping it', async () => {
    const owner = await signUpOwner(app);
    const payload = { ...validOnboarding, userInformation: { ...validOnboarding.userInformation, gender: 'Female' } };
    expect((await onboard(owner.headers, payload)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/private/infos', headers: owner.headers })).json().gender).toBe('Female');
  });
});
