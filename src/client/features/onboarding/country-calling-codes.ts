import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** Country reference data (spec §3): about 240 countries, named in the interface language. */
export type CountryOption = { code: CountryCode; name: string; dialCode: string };

const cache = new Map<string, CountryOption[]>();

export function countryOptions(language: string): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const options = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  cache.set(language, options);
  return options;
}

/** The number with `dialCode` in place of whatever international prefix it had. */
export function withDialCode(phone: string, dialCode: string): string {
  const national = phone.replace(/^\s*\+\d{1,4}\s*/, '').trimStart();
  return `${dialCode} ${national}`;
}
