import type { ReplyTone } from '../../../shared/api/ai';
import type { ReviewTheme } from './ai-provider';
import { foldText } from '../../../shared/text';

/** Rating bands: 5-4 thank, 3 thanks and hears the reservations, 2-1 apologises and invites a conversation. */
export type Band = 'praise' | 'mixed' | 'complaint';

/** The trades the templates have their own words for; any other is answered in words that fit every business. */
export type TradeKind = 'bakery' | 'restaurant' | 'hairdresser' | 'garage' | 'generic';

/** What a language's texts may use: nothing about the business beyond its name and trade, so no fact can be invented. */
export type TemplateContext = {
  /** Vouvoiement in French, usted in Spanish; English has one form. */
  formal: boolean;
  tone: ReplyTone;
  /** Empty when the reviewer gave no usable first name. */
  name: string;
  business: string;
  /** The owner keeps the name's leading article as written (`deBusiness`'s `keepArticle`). */
  keepArticle: boolean;
  trade: TradeKind;
  band: Band;
  hasText: boolean;
};

/**
 * One language's sentences. Each slot gives alternatives; the request's `variant` picks among them, so a regenerated
 * reply reads differently. Sentences are built by functions, not filled placeholders: none can be left in a reply.
 */
export type TemplateTexts = {
  greeting(c: TemplateContext): string[];
  opener(c: TemplateContext): string[];
  /** Thanks for the themes the review praises. */
  praise(c: TemplateContext, themes: ReviewTheme[]): string[];
  /** An apology about the themes the review blames. */
  apology(c: TemplateContext, themes: ReviewTheme[]): string[];
  /** An apology when the review blames nothing we could name. */
  generalApology(c: TemplateContext): string[];
  /** The concrete next step after a complaint: come back and talk, or contact the business. Never a gift or a promise. */
  nextStep(c: TemplateContext): string[];
  /** An invitation to come back, in the trade's words. */
  tradeLine(c: TemplateContext): string[];
  /** The extra sentence of a long reply. */
  extra(c: TemplateContext): string[];
  /** The sentence `warmer` adds. */
  warmth(c: TemplateContext): string[];
  closing(c: TemplateContext): string[];
  /** « l'accueil et la propreté »: a list in the language's words. */
  list(items: string[]): string;
};

/** The trade kind of a listing's category, in any of our languages (« Boulangerie », "Bakery", « Panadería »…). */
export function tradeKindOf(trade: string | null): TradeKind {
  const words = foldText(trade ?? '');
  if (/boulang|patiss|bakery|panader|pasteler/.test(words)) return 'bakery';
  if (/restau|bistro|brasserie|pizzer|creperie|cafe|bar\b/.test(words)) return 'restaurant';
  if (/coiff|barb|hair|peluquer/.test(words)) return 'hairdresser';
  if (/garage|auto|mecan|taller/.test(words)) return 'garage';
  return 'generic';
}
