import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-helpers';
import { injectAs, signUpOwner } from '../../test-emulator';
import { validOnboarding } from '../../../shared/validation/onboarding-examples';
import { createTwoFactorToken } from '../../plugins/two-factor-token';

describe('/api/users/private onboarding', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const onboard = (owner: { idToken: string }, payload: object) =>
    injectAs(app, owner, { method: 'POST', url: '/api/users/private/onboarding', payload });

  it('stores personal and company information and the listing, and marks the setup done', async () => {
    const owner = await signUpOwner(app);
    const response = await onboard(owner, validOnboarding);
    expect(response.statusCode).toBe(200);

    const me = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' });
    expect(me.json()).toMatchObject({ hasDoneProfileSetup: true, phone: '+33 6 12 34 56 78' });

    const infos = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/infos' });
    expect(infos.json()).toMatchObject({
      firstName: 'Élodie',
      lastName: 'Le Gall',
      birthDate: '29/02/1988',
      phoneNumber: '+33 6 12 34 56 78',
      countryCode: 'FR',
      gender: 'Unknown',
    });

    const company = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/company-information' });
    expect(company.json()).toMatchObject({
      legalStatus: 'Auto-entrepreneur',
      siretNumber: '12345678901234',
      companyEmail: 'contact@boulangerie-du-port.fr',
    });

    const location = await injectAs(app, owner, { method: 'GET', url: '/api/reviews/private/location' });
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
    const response = await onboard(owner, { ...validOnboarding, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
    const me = await injectAs(app, owner, { method: 'GET', url: '/api/users/private/me' });
    expect(me.json().hasDoneProfileSetup).toBe(false);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/infos' })).statusCode).toBe(404);
  });

  it('reports every bad field at once', async () => {
    const owner = await signUpOwner(app);
    const response = await onboard(owner, { url: 'nope' });
    expect(response.json().fields).toMatchObject({
      'userInformation.firstName': 'validation.firstName.required',
      'companyInformation.siretNumber': 'validation.siret.required',
      url: 'validation.listingUrl.invalid',
    });
  });

  it('updates personal and company information with the same rules', async () => {
    const owner = await signUpOwner(app);
    await onboard(owner, validOnboarding);
    const personal = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/update-personal-information',
      headers: { '2faToken': createTwoFactorToken(app.config.secret, owner.uid) },
      payload: { ...validOnboarding.userInformation, lastName: 'Le Bihan' },
    });
    expect(personal.json()).toMatchObject({ lastName: 'Le Bihan' });

    const badCompany = await injectAs(app, owner, {
      method: 'PUT',
      url: '/api/users/private/update-company-information',
      payload: { ...validOnboarding.companyInformation, companyEmail: 'pas-un-email' },
    });
    expect(badCompany.statusCode).toBe(400);
    expect(badCompany.json().fields.companyEmail).toBe('validation.email.invalid');
  });

  it('changes name and phone in the settings only with a 2faToken, as update-info does; the wizard and other fields stay free', async () => {
    const owner = await signUpOwner(app);
    const updatePersonal = (change: object, headers: Record<string, string> = {}) =>
      injectAs(app, owner, {
        method: 'PUT',
        url: '/api/users/private/update-personal-information',
        headers,
        payload: { ...validOnboarding.userInformation, ...change },
      });
    // Before setup: the wizard's answers, free.
    expect((await updatePersonal({ firstName: 'Anne' })).statusCode).toBe(200);
    await onboard(owner, validOnboarding);

    for (const change of [{ firstName: 'Anne' }, { lastName: 'Le Bihan' }, { phoneNumber: '+33 7 00 00 00 00' }]) {
      const refused = await updatePersonal(change);
      expect(refused.statusCode).toBe(428);
      expect(refused.json().code).toBe('TWO_FACTOR_REQUIRED');
      expect((await updatePersonal(change, { '2faToken': 'forged.token.value' })).statusCode).toBe(428);
    }
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/infos' })).json()).toMatchObject({
      firstName: 'Élodie',
      lastName: 'Le Gall',
      phoneNumber: '+33 6 12 34 56 78',
    });
    // Neither name nor phone changes: no code needed.
    expect((await updatePersonal({ gender: 'Female' })).statusCode).toBe(200);
    const confirmed = await updatePersonal(
      { firstName: 'Anne', phoneNumber: '+33 7 00 00 00 00' },
      { '2faToken': createTwoFactorToken(app.config.secret, owner.uid) },
    );
    expect(confirmed.json()).toMatchObject({ firstName: 'Anne', phoneNumber: '+33 7 00 00 00 00' });
  });

  it('stores the gender the form sends, instead of dropping it', async () => {
    const owner = await signUpOwner(app);
    const payload = { ...validOnboarding, userInformation: { ...validOnboarding.userInformation, gender: 'Female' } };
    expect((await onboard(owner, payload)).statusCode).toBe(200);
    expect((await injectAs(app, owner, { method: 'GET', url: '/api/users/private/infos' })).json().gender).toBe('Female');
  });
});
