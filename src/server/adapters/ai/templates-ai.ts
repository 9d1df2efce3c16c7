import type { ReplyLength } from '../../../shared/api/ai';
import type { AiProvider, ReplyLanguage, ReplyRequest, ReviewTheme } from './ai-provider';
import { writeTemplatePost } from './post-templates';
import { tradeKindOf, type Band, type TemplateContext, type TemplateTexts } from './template-texts';
import { ENGLISH_TEXTS } from './templates-en';
import { SPANISH_TEXTS } from './templates-es';
import { FRENCH_TEXTS } from './templates-fr';

const TEXTS: Record<ReplyLanguage, TemplateTexts> = { fr: FRENCH_TEXTS, en: ENGLISH_TEXTS, es: SPANISH_TEXTS };

/** How much a reply says, from a bare apology or thanks (`minimal`, reached only by asking for shorter) to `long`. */
const LEVELS = ['minimal', 'short', 'medium', 'long'] as const;
type Level = (typeof LEVELS)[number];

/** The offline writer: replies composed from fixed sentences, the same request always giving the same reply. */
export function createTemplatesAi(): AiProvider {
  return {
    kind: 'templates',
    offline: true,
    model: 'templates-v1',
    writeReply: async (request) => writeTemplateReply(request),
    writePost: async (request) => writeTemplatePost(request),
  };
}

function bandOf(rating: number): Band {
  if (rating >= 4) return 'praise';
  return rating === 3 ? 'mixed' : 'complaint';
}

/**
 * A reply to the request. `adjust` reshapes it: `formal` is the professional tone with vouvoiement (usted), `warmer`
 * the warm tone with one more warm sentence, `shorter` one level shorter than the settings ask, and shorter again until
 * it is shorter than the previous draft (or as short as it gets).
 */
export function writeTemplateReply(request: ReplyRequest): string {
  const { settings, adjust, previousDraft } = request;
  const base = LEVELS.indexOf(settings.length satisfies ReplyLength);
  if (adjust !== 'shorter') return compose(request, LEVELS[base]);
  let reply = '';
  for (let level = Math.max(0, base - 1); level >= 0; level -= 1) {
    reply = compose(request, LEVELS[level]);
    if (!previousDraft || reply.length < previousDraft.length) break;
  }
  return reply;
}

function compose(request: ReplyRequest, level: Level): string {
  const { review, business, settings, adjust, variant } = request;
  const texts = TEXTS[review.language];
  const c: TemplateContext = {
    formal: adjust === 'formal' || settings.address === 'vous',
    tone: adjust === 'formal' ? 'professional' : adjust === 'warmer' ? 'warm' : settings.tone,
    name: review.firstName.trim(),
    business: business.name.trim(),
    keepArticle: business.nameKeepsArticle ?? false,
    trade: tradeKindOf(business.trade),
    band: bandOf(review.rating),
    hasText: Boolean(review.content?.trim()),
  };
  // Each slot shifts the variant by its own offset, so that two variants differ in several places, not just one.
  let slot = 0;
  const pick = (options: string[]) => options[(variant + slot++) % options.length];
  const count = level === 'long' ? 3 : level === 'medium' ? 2 : 1;
  const themes = (polarity: 'positive' | 'negative'): ReviewTheme[] =>
    review.themes
      .filter((mention) => mention.polarity === polarity)
      .map((mention) => mention.theme)
      .slice(0, count);
  const praised = themes('positive');
  const blamed = themes('negative');
  const complains = c.band === 'complaint' || blamed.length > 0;

  const body: string[] = [];
  if (level !== 'minimal' || !complains) body.push(pick(texts.opener(c)));
  if (praised.length > 0 && level !== 'minimal' && !(level === 'short' && complains)) body.push(pick(texts.praise(c, praised)));
  if (blamed.length > 0) body.push(pick(texts.apology(c, blamed)));
  else if (c.band === 'complaint') body.push(pick(texts.generalApology(c)));
  if (complains) body.push(pick(texts.nextStep(c)));
  if (adjust === 'warmer' || (level === 'long' && c.tone === 'warm')) body.push(pick(texts.warmth(c)));
  if ((level === 'medium' || level === 'long') && c.band !== 'complaint') body.push(pick(texts.tradeLine(c)));
  if (level === 'long') body.push(pick(texts.extra(c)));

  const signature = settings.signature.trim() || c.business;
  const closing = level === 'medium' || level === 'long' ? `${pick(texts.closing(c))}\n` : '';
  return `${pick(texts.greeting(c))}\n\n${body.join(' ')}\n\n${closing}${signature}`;
}
