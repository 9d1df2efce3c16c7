import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** Country reference data: about 240 countries, named in the interface language. */
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

/** The number with `next` in place of the `previous` dial code (only that prefix, never the number's own digits). */
export function withDialCode(phone: string, previous: string, next: string): string {
  const trimmed = phone.trimStart();
  const national = trimmed.startsWith(previous) ? trimmed.slice(previous.length).trimStart() : trimmed;
  return `${next} ${national}`;
}

/** The country whose dial code starts the number, the default country first when codes are shared (+1, +7…). */
export function countryOfNumber(phone: string, options: CountryOption[], preferred: string): CountryOption | undefined {
  const matches = options.filter((option) => phone.trimStart().startsWith(`${option.dialCode} `) || phone.trim() === option.dialCode);
  return matches.find((option) => option.code === preferred) ?? matches.sort((a, b) => b.dialCode.length - a.dialCode.length)[0];
}
