import type { LegalOperator } from '../../../../shared/api/legal';

/**
 * The legal texts live here, one file per language, rather than in the locale files: they are long, structured
 * documents (sections, lists, the operator's details and the plans' figures woven into sentences) that a lawyer
 * reviews as a whole. Flat translation keys would scatter each document over dozens of entries. Each language is
 * its own chunk, loaded only when a legal page is opened in it; the UI around them (titles, footer, errors) stays
 * in the locale files.
 */

/** What a text states besides its own words: who runs the service, and the plans' figures (from src/shared). */
export type LegalFacts = {
  operator: LegalOperator;
  trialDays: number;
  prices: { monthly: number; yearly: number };
  yearlySavingPercent: number;
  aiCredits: { trial: number; paid: number };
};

/** Where a text may link to; the page turns each into an address, so the texts hold no paths. */
export type LegalLinkTarget = 'notice' | 'terms' | 'privacy' | 'contact' | 'settings' | 'cnil';

export type LegalBlock =
  /** A paragraph. */
  | string
  /** A bulleted list. */
  | { list: string[] }
  /** Terms and their values (the operator's identity, what is kept and for how long). */
  | { details: [term: string, value: string][] }
  /** A sentence followed by links, e.g. "Write to us:" + the contact page. */
  | { text: string; links: { label: string; to: LegalLinkTarget }[] };

export type LegalSection = { heading: string; blocks: LegalBlock[] };

export type LegalDocument = { intro: string; sections: LegalSection[] };

export type LegalDocumentName = 'notice' | 'terms' | 'privacy';

export type LegalTexts = Record<LegalDocumentName, (facts: LegalFacts) => LegalDocument>;

/** The date the texts last changed, shown under each title; change it with the texts. */
export const LEGAL_TEXTS_UPDATED_ON = '2026-11-24';
