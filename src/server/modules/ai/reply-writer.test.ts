import { MAX_REPLY_BYTES, type AiSettings } from '../../../shared/api/ai';
import { AiError, type AiProvider, type ReplyRequest } from '../../adapters/ai/ai-provider';
import { createTemplatesAi } from '../../adapters/ai/templates-ai';
import { createReplyWriter, firstNameOf, fitToLimit } from './reply-writer';

const SETTINGS: AiSettings = {
  tone: 'warm',
  address: 'vous',
  signature: 'Marie, boulangerie Dupont',
  length: 'medium',
  instructions: '',
  manualWords: [],
  autoReply: { mode: 'off', minRating: 4 },
};
const INPUT = {
  authorName: 'claire DUBOIS',
  rating: 2,
  content: "L'attente était interminable et la boutique n'était pas propre.",
  businessName: 'Boulangerie Dupont',
  trade: 'Boulangerie',
  settings: SETTINGS,
};

/** A model stand-in that answers what the test says and records what it was asked. */
function fakeModel(answer: string, offline = false) {
  const requests: ReplyRequest[] = [];
  const provider: AiProvider = {
    kind: offline ? 'templates' : 'mistral',
    offline,
    model: 'fake',
    writeReply: async (request) => (requests.push(request), answer),
    writePost: async () => answer,
  };
  return { provider, requests };
}

const FRENCH_REPLY =
  'Bonjour Claire, merci pour votre avis. Nous sommes désolés pour l’attente et la propreté.\n\nMarie, boulangerie Dupont';

describe('firstNameOf', () => {
  it.each([
    ['Jean-Pierre D.', 'Jean-Pierre'],
    ['claire DUBOIS', 'Claire'],
    ['  Sofía García ', 'Sofía'],
    ["o'neil", "O'Neil"],
    ['', ''],
    ['J.', ''],
    ['A', ''],
    ['user12345', ''],
    ['🙂 Marc', ''],
  ])('%j → %j', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});

describe('createReplyWriter', () => {
  it('gives the provider the first name, the language, the themes and the business', async () => {
    const { provider, requests } = fakeModel(FRENCH_REPLY);
    const result = await createReplyWriter(provider).write({ ...INPUT, variant: 3 });

    expect(result).toEqual({ draft: FRENCH_REPLY, language: 'fr' });
    expect(requests[0]).toMatchObject({
      review: { firstName: 'Claire', rating: 2, language: 'fr' },
      business: { name: 'Boulangerie Dupont', trade: 'Boulangerie' },
      variant: 3,
    });
    expect(requests[0].review.themes).toEqual([
      { theme: 'waiting', polarity: 'negative' },
      { theme: 'cleanliness', polarity: 'negative' },
    ]);
  });

  it('passes no name when the author gives none, and the adjustment with its draft', async () => {
    const { provider, requests } = fakeModel(FRENCH_REPLY);
    await createReplyWriter(provider).write({ ...INPUT, authorName: '…', adjust: 'shorter', previousDraft: 'Avant' });
    expect(requests[0]).toMatchObject({ review: { firstName: '' }, adjust: 'shorter', previousDraft: 'Avant', variant: 0 });
  });

  it('trims the draft and adds the signature a model forgot', async () => {
    const { provider } = fakeModel('  Bonjour Claire, merci pour votre avis, nous sommes désolés pour l’attente.  ');
    const { draft } = await createReplyWriter(provider).write(INPUT);
    expect(draft).toBe('Bonjour Claire, merci pour votre avis, nous sommes désolés pour l’attente.\n\nMarie, boulangerie Dupont');
  });

  it.each([
    ['an empty reply', '   '],
    ['a {placeholder}', 'Bonjour {prénom}, merci pour votre avis.'],
    ['a [Nom] placeholder', 'Bonjour [Nom], merci pour votre avis.'],
    ['an <angle> placeholder', 'Bonjour <client>, merci pour votre avis.'],
    ['a reply in another language', 'Hello Claire, thank you so much for your review, we are sorry about the wait and the cleanliness.'],
  ])('refuses %s as INVALID_OUTPUT', async (_case, answer) => {
    const failure = createReplyWriter(fakeModel(answer).provider).write(INPUT);
    await expect(failure).rejects.toBeInstanceOf(AiError);
    await expect(failure).rejects.toMatchObject({ code: 'INVALID_OUTPUT' });
  });

  it('does not judge the language of a reply too short to tell', async () => {
    const { draft } = await createReplyWriter(fakeModel('Thanks Claire!').provider).write(INPUT);
    expect(draft).toBe('Thanks Claire!\n\nMarie, boulangerie Dupont');
  });

  it('cuts a model reply over the byte limit at a sentence end and keeps the signature', async () => {
    const sentence = 'Nous sommes vraiment désolés pour cette attente, ça nous touche beaucoup. ';
    const long = `Bonjour Claire. ${sentence.repeat(80)}\n\nMarie, boulangerie Dupont`;
    expect(Buffer.byteLength(long)).toBeGreaterThan(MAX_REPLY_BYTES);
    const { draft } = await createReplyWriter(fakeModel(long).provider).write(INPUT);

    expect(Buffer.byteLength(draft)).toBeLessThanOrEqual(MAX_REPLY_BYTES);
    expect(draft.endsWith('beaucoup.\n\nMarie, boulangerie Dupont')).toBe(true);
  });

  it('writes with the offline templates too', async () => {
    const { draft, language } = await createReplyWriter(createTemplatesAi()).write({
      ...INPUT,
      content: 'Great bread, friendly staff!',
      rating: 5,
    });
    expect(language).toBe('en');
    expect(draft).toContain('Claire');
    expect(draft.endsWith('Marie, boulangerie Dupont')).toBe(true);
  });
});

describe('fitToLimit', () => {
  it('leaves a reply within the limit as it is', () => {
    expect(fitToLimit('Court. Signé', 'Signé', 100)).toBe('Court. Signé');
  });

  it('never cuts inside a multi-byte character', () => {
    // Each « é » is two bytes; a cut counting characters rather than bytes would overflow or split one.
    const draft = `${'é'.repeat(10)}. ${'é'.repeat(10)}. ${'é'.repeat(10)}.\n\nSig`;
    const fitted = fitToLimit(draft, 'Sig', 50);
    expect(fitted).toBe(`${'é'.repeat(10)}. ${'é'.repeat(10)}.\n\nSig`);
    expect(Buffer.byteLength(fitted!)).toBeLessThanOrEqual(50);
    expect(fitted).not.toContain('\uFFFD');
  });

  it('gives up when no sentence end fits', () => {
    expect(fitToLimit('x'.repeat(200), 'Sig', 50)).toBeNull();
  });
});
