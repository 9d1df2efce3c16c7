import { ALL_TEXTS } from '../../test/all-texts';
import { PROVIDER_ERROR_CODES, signInErrorKey } from './sign-in-errors';

const { fr, en, es } = ALL_TEXTS;

const textOf = (bundle: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

const providerKeys = [...PROVIDER_ERROR_CODES.map((code) => `auth.providerErrors.${code}`), 'auth.providerErrors.unknown'];

/** Whether the bundle lacks a real text for the key: none, blank, or the key itself. */
const untranslated = (bundle: object, key: string) => {
  const text = textOf(bundle, key);
  return typeof text !== 'string' || text.trim() === '' || text === key;
};

describe('sign-in error messages', () => {
  it.each(PROVIDER_ERROR_CODES)('maps the provider code auth/%s to its own message', (code) => {
    expect(signInErrorKey({ code: `auth/${code}` })).toBe(`auth.providerErrors.${code}`);
  });

  it.each([
    ['an unknown code', { code: 'auth/something-new' }],
    ['an error without code', new Error('boom')],
    ['a non-text code', { code: 42 }],
    ['a string', 'boom'],
    ['nothing', undefined],
  ])('maps %s to the generic message', (_case, error) => {
    expect(signInErrorKey(error)).toBe('auth.providerErrors.unknown');
  });

  it('keeps the message of a serialized sign-in step error', () => {
    expect(signInErrorKey({ name: 'SignInError', message: 'auth.errors.invalidOtp' })).toBe('auth.errors.invalidOtp');
  });

  it.each([
    ['fr', fr],
    ['en', en],
    ['es', es],
  ])('has a %s text for every provider message', (_language, bundle) => {
    const missing = providerKeys.filter((key) => untranslated(bundle, key));
    expect(missing).toEqual([]);
  });
});
