import { emailField } from './auth-schemas';
import { companyInfoSchema } from './onboarding-schemas';
import { isEmailAddress, withoutTrailingSlashes } from './text-rules';

/** The input that made the former e-mail pattern backtrack for minutes: 1 MB of "a." with a space near the end. */
const PATHOLOGICAL = `a@${'a.'.repeat(500_000)} x`;

describe('text rules', () => {
  it.each([
    ['jean.dupont@orange.fr', true],
    ['contact@boulangerie-du-port.fr', true],
    ['a@b.co.uk', true],
    ['a@b.c', false],
    ['a@.fr', false],
    ['a@b..fr', false],
    ['a b@c.fr', false],
    ['a@b@c.fr', false],
    ['@b.fr', false],
    [`${'a'.repeat(250)}@b.fr`, false],
  ])('%s is an e-mail address: %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });

  // Without the length check first, these would run for minutes and the test would time out.
  it('refuses a 1 MB pathological e-mail at once, in every schema that takes one', async () => {
    await expect(emailField.validate(PATHOLOGICAL)).rejects.toThrow('validation.email.invalid');
    await expect(companyInfoSchema.validateAt('companyEmail', { companyEmail: PATHOLOGICAL })).rejects.toThrow('validation.email.invalid');
  });

  it('strips trailing slashes without a pattern', () => {
    expect(withoutTrailingSlashes('http://localhost:8080/api///')).toBe('http://localhost:8080/api');
    expect(withoutTrailingSlashes(`x${'/'.repeat(100_000)}y`)).toBe(`x${'/'.repeat(100_000)}y`);
  });
});
