import { isSupportedCountry } from 'libphonenumber-js';
import { ConfigError, read, type Env } from './env-readers';

/**
 * Where review requests may be sent by SMS, as ISO 3166 regions. SMS to far-away numbers cost many times a French one
 * and are the usual way a sending form is abused (SMS pumping); our customers ask their own customers, who are French or
 * European. France and its overseas departments and territories (Guadeloupe, Saint-Barthélemy and Saint-Martin share
 * +590, Réunion and Mayotte +262), then the European Union and the rest of the EEA (Iceland, Liechtenstein, Norway).
 */
export const DEFAULT_SMS_COUNTRIES = [
  ...['FR', 'GP', 'BL', 'MF', 'GF', 'MQ', 'RE', 'YT', 'PM', 'WF', 'NC', 'PF'],
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'AX', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL'],
  ...['PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'],
] as const;

/**
 * SMS_ALLOWED_COUNTRIES widens the default list (never narrows it): regions separated by commas or spaces, as
 * libphonenumber names them (`CH,MC,GB`). An unknown region stops the start.
 */
export function readSmsCountries(env: Env): readonly string[] {
  const extra = (read(env, 'SMS_ALLOWED_COUNTRIES') ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((region) => region.toUpperCase());
  const unknown = extra.filter((region) => !isSupportedCountry(region));
  if (unknown.length) {
    throw new ConfigError('SMS_ALLOWED_COUNTRIES', `must list ISO 3166 country codes such as CH,MC (unknown: ${unknown.join(', ')})`);
  }
  return [...new Set<string>([...DEFAULT_SMS_COUNTRIES, ...extra])];
}
