import { array, object, oneOf, string, type Static } from './schema';

/** The operator's details a legal page names; `unset` lists those still holding their placeholder. */
export const LEGAL_OPERATOR_FIELDS = [
  'name',
  'legalForm',
  'shareCapital',
  'address',
  'phone',
  'siren',
  'rcsCity',
  'vatNumber',
  'director',
  'email',
  'host',
] as const;
export type LegalOperatorField = (typeof LEGAL_OPERATOR_FIELDS)[number];

/**
 * `GET /legal/operator`: who runs the service, as the legal pages name them (the publisher and host
 * details French law asks a website to show). The server reads them from its configuration.
 */
export const LegalOperatorSchema = object({
  /** Company name (raison sociale). */
  name: string(),
  /** Legal form, e.g. SAS, SARL. */
  legalForm: string(),
  /** Share capital as written, e.g. "10 000 €". */
  shareCapital: string(),
  /** Registered office. */
  address: string(),
  phone: string(),
  /** SIREN number, 9 digits grouped by three. */
  siren: string(),
  /** Town of the trade and companies register (RCS). */
  rcsCity: string(),
  /** Intra-community VAT number. */
  vatNumber: string(),
  /** Director of publication. */
  director: string(),
  /** Where users write about the service, their data or these texts. */
  email: string(),
  /** The host: its name, address and phone number. */
  host: string(),
  /** Fields that still hold their placeholder: the operator has not configured them yet. */
  unset: array(oneOf(LEGAL_OPERATOR_FIELDS)),
});
export type LegalOperator = Static<typeof LegalOperatorSchema>;
