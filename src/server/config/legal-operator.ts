import type { LegalOperator, LegalOperatorField } from '../../shared/api/legal';
import { bareAddress, ConfigError, email, read, type Env } from './env-readers';

/** Each operator detail and its variable. The legal pages need them all; none stops the start, but a missing one shows. */
const OPERATOR_VARIABLES: Record<Exclude<LegalOperatorField, 'email'>, string> = {
  name: 'OPERATOR_NAME',
  legalForm: 'OPERATOR_LEGAL_FORM',
  shareCapital: 'OPERATOR_SHARE_CAPITAL',
  address: 'OPERATOR_ADDRESS',
  phone: 'OPERATOR_PHONE',
  siren: 'OPERATOR_SIREN',
  rcsCity: 'OPERATOR_RCS_CITY',
  vatNumber: 'OPERATOR_VAT',
  director: 'OPERATOR_DIRECTOR',
  host: 'OPERATOR_HOST',
};

const OPERATOR_TEXT_MAX_LENGTH = 300;

const isOneLine = (value: string) => [...value].every((char) => char.charCodeAt(0) >= 32 && char !== '\x7f');
const sirenOf = (value: string) => {
  const digits = value.replace(/\s/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : null;
};
const vatNumberOf = (value: string) => {
  const vat = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat) ? vat : null;
};

/** The operator's details: an unset one is a placeholder naming its variable, so nobody mistakes it for a real value. */
export function operator(env: Env, supportAddress: string): LegalOperator {
  const unset: LegalOperatorField[] = [];
  const text = (field: keyof typeof OPERATOR_VARIABLES) => {
    const name = OPERATOR_VARIABLES[field];
    const value = read(env, name);
    if (value === undefined) {
      unset.push(field);
      return `[${name} à renseigner]`;
    }
    if (value.length > OPERATOR_TEXT_MAX_LENGTH || !isOneLine(value)) {
      throw new ConfigError(name, `must be one line of at most ${OPERATOR_TEXT_MAX_LENGTH} characters`);
    }
    return value;
  };
  const checked = (field: keyof typeof OPERATOR_VARIABLES, normalise: (value: string) => string | null, expected: string) => {
    const value = text(field);
    if (unset.includes(field)) return value;
    const normalised = normalise(value);
    if (normalised === null) throw new ConfigError(OPERATOR_VARIABLES[field], `must be ${expected} (got "${value}")`);
    return normalised;
  };
  return {
    name: text('name'),
    legalForm: text('legalForm'),
    shareCapital: text('shareCapital'),
    address: text('address'),
    phone: text('phone'),
    siren: checked('siren', sirenOf, 'a SIREN number of 9 digits'),
    rcsCity: text('rcsCity'),
    vatNumber: checked('vatNumber', vatNumberOf, 'a VAT number such as FR12345678901'),
    director: text('director'),
    // The contact address defaults to support's: a real mailbox rather than a placeholder.
    email: bareAddress(email(env, 'OPERATOR_EMAIL', supportAddress)),
    host: text('host'),
    unset,
  };
}
