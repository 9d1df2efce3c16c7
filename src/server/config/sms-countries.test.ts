import { ConfigError } from './env-readers';
import { DEFAULT_SMS_COUNTRIES, readSmsCountries } from './sms-countries';

describe('readSmsCountries', () => {
  it('allows France, its overseas departments and territories, and the EU and EEA by default', () => {
    const countries = readSmsCountries({});
    expect(countries).toEqual([...DEFAULT_SMS_COUNTRIES]);
    for (const region of ['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'WF', 'NC', 'PF', 'DE', 'ES', 'IT', 'BE', 'NO', 'IS', 'LI']) {
      expect(countries).toContain(region);
    }
    for (const region of ['GB', 'CH', 'US', 'KM', 'MA']) expect(countries).not.toContain(region);
  });

  it('widens the list with the regions SMS_ALLOWED_COUNTRIES names', () => {
    expect(readSmsCountries({ SMS_ALLOWED_COUNTRIES: ' ch, mc GB ,FR' })).toEqual([...DEFAULT_SMS_COUNTRIES, 'CH', 'MC', 'GB']);
  });

  it('stops the start on an unknown region', () => {
    expect(() => readSmsCountries({ SMS_ALLOWED_COUNTRIES: 'CH,XX,France' })).toThrow(ConfigError);
    expect(() => readSmsCountries({ SMS_ALLOWED_COUNTRIES: 'CH,XX,France' })).toThrow(
      'Configuration error: SMS_ALLOWED_COUNTRIES must list ISO 3166 country codes such as CH,MC (unknown: XX, FRANCE)',
    );
  });
});
