import type { AiSettings, ReplyAddress } from '../../../shared/api/ai';
import { analyzeReview, detectLanguage } from '../../modules/review-text';
import type { ReplyLanguage, ReplyRequest } from './ai-provider';
import { writeTemplateReply } from './templates-ai';
import { tradeKindOf } from './template-texts';

const SIGNATURE = 'Marie, boulangerie Dupont';
const SETTINGS: AiSettings = {
  tone: 'warm',
  address: 'vous',
  signature: SIGNATURE,
  length: 'medium',
  instructions: '',
  manualWords: [],
  autoReply: { mode: 'off', minRating: 4 },
};

function request(language: ReplyLanguage, rating: number, content: string | null, address: ReplyAddress = 'vous'): ReplyRequest {
  return {
    review: { firstName: 'Claire', rating, content, language, themes: analyzeReview(content, language, rating).themes },
    business: { name: 'Boulangerie Dupont', trade: 'Boulangerie' },
    settings: { ...SETTINGS, address },
    variant: 0,
  };
}

const REVIEWS: [ReplyLanguage, string, number, string | null][] = [
  ['fr', 'praise', 5, "L'accueil était super et la boutique toujours propre."],
  ['fr', 'mixed', 3, 'Pain délicieux mais attente interminable.'],
  ['fr', 'complaint', 1, "La boutique n'était pas propre et le personnel désagréable."],
  ['fr', 'text-less', 5, null],
  ['en', 'praise', 5, 'Great service and friendly staff, the bread was delicious.'],
  ['en', 'mixed', 3, 'Lovely bread but the wait was far too long.'],
  ['en', 'complaint', 1, 'The shop was dirty and the staff were rude to us.'],
  ['en', 'text-less', 5, null],
  ['es', 'praise', 5, 'El personal es muy amable y todo está muy limpio.'],
  ['es', 'mixed', 3, 'El pan es rico pero la espera fue eterna.'],
  ['es', 'complaint', 1, 'El local no estaba limpio y el personal fue grosero.'],
  ['es', 'text-less', 5, null],
];

/** Words that would promise or invent something the owner never said. */
const INVENTED = /rembours|réduction|offert|gratuit|discount|refund|\bfree\b|reembols|descuento|gratis|%/i;

describe.each(REVIEWS)('templates: %s %s (%i stars)', (language, _kind, rating, content) => {
  const reply = writeTemplateReply(request(language, rating, content));

  it('answers in the language of the review, greets the first name, ends with the signature', () => {
    expect(detectLanguage(reply.replace(SIGNATURE, '').replace(/Boulangerie Dupont/g, ''))).toBe(language);
    expect(reply).toContain('Claire');
    expect(reply).toContain('Boulangerie Dupont');
    expect(reply.endsWith(SIGNATURE)).toBe(true);
  });

  it('invents nothing and leaves no placeholder', () => {
    expect(reply).not.toMatch(INVENTED);
    expect(reply.replace(SIGNATURE, '')).not.toMatch(/\d/);
    expect(reply).not.toMatch(/[{}[\]<>]/);
  });

  it('reads differently for another variant, and shorter when asked', () => {
    const base = request(language, rating, content);
    expect(writeTemplateReply({ ...base, variant: 1 })).not.toBe(reply);
    const shorter = writeTemplateReply({ ...base, adjust: 'shorter', previousDraft: reply });
    expect(shorter.length).toBeLessThan(reply.length);
    expect(shorter.endsWith(SIGNATURE)).toBe(true);
  });
});

describe('templates: forms of address', () => {
  const FRENCH_TU = /\b(tu|te|ton|ta|tes|toi)\b|\bt'/i;
  const FRENCH_VOUS = /\b(vous|votre|vos)\b/i;

  it.each(REVIEWS.filter(([language]) => language === 'fr'))(
    'French %s: « vous » or « tu » as the settings say',
    (_l, _k, rating, content) => {
      const vous = writeTemplateReply(request('fr', rating, content, 'vous'));
      const tu = writeTemplateReply(request('fr', rating, content, 'tu'));
      expect(vous).toMatch(FRENCH_VOUS);
      expect(vous).not.toMatch(FRENCH_TU);
      expect(tu).toMatch(FRENCH_TU);
      expect(tu).not.toMatch(FRENCH_VOUS);
    },
  );

  it.each(REVIEWS.filter(([language]) => language === 'es'))('Spanish %s: usted or tú as the settings say', (_l, _k, rating, content) => {
    const usted = writeTemplateReply(request('es', rating, content, 'vous'));
    const tu = writeTemplateReply(request('es', rating, content, 'tu'));
    expect(usted).toMatch(/\b(su|usted)\b/i);
    expect(usted).not.toMatch(/\b(tu|tú|te|contigo)\b/i);
    expect(tu).toMatch(/\b(tu|tú|te|contigo)\b/i);
    expect(tu).not.toMatch(/\b(su|usted)\b/i);
  });

  it('formal turns tutoiement into vouvoiement', () => {
    const formal = writeTemplateReply({ ...request('fr', 5, 'Super accueil', 'tu'), adjust: 'formal' });
    expect(formal).toMatch(/\b(vous|votre)\b/);
  });
});

describe('templates: personalisation', () => {
  it('thanks for the praised themes and apologises for the blamed one, with a next step', () => {
    const reply = writeTemplateReply(request('fr', 3, 'Pain délicieux mais attente interminable.'));
    expect(reply).toContain('la qualité');
    expect(reply).toMatch(/désolés[^.]*l'attente|déception concernant l'attente/);
    expect(reply).toMatch(/revenir nous voir|contacter directement|nous contacter/);
  });

  it('greets without a name when there is none, and signs with the business when there is no signature', () => {
    const base = request('fr', 5, null);
    const reply = writeTemplateReply({ ...base, review: { ...base.review, firstName: '' }, settings: { ...SETTINGS, signature: '  ' } });
    expect(reply).toMatch(/^Bonjour ?[!,]/);
    expect(reply.endsWith('\nBoulangerie Dupont')).toBe(true);
  });

  it('fits the trade', () => {
    expect(tradeKindOf('Salon de coiffure')).toBe('hairdresser');
    expect(tradeKindOf('Garage automobile')).toBe('garage');
    expect(tradeKindOf('Restaurant')).toBe('restaurant');
    expect(tradeKindOf('Fleuriste')).toBe('generic');
    const garage = { ...request('fr', 5, 'Super'), business: { name: 'Garage Martin', trade: 'Garage automobile' }, variant: 0 };
    expect(writeTemplateReply(garage)).toMatch(/véhicule|atelier/);
  });

  it('gives the same reply to the same request', () => {
    expect(writeTemplateReply(request('en', 4, 'Nice bread'))).toBe(writeTemplateReply(request('en', 4, 'Nice bread')));
  });
});
