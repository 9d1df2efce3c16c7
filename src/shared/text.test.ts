import { defaultNameOf, foldText, foldedWordsOf, watchedWordIn } from './text';

describe('foldText', () => {
  it('drops case, accents and the œ/æ ligatures', () => {
    expect(foldText('HYGIÈNE Crème Œuf Ænéide ç')).toBe('hygiene creme oeuf aeneide c');
  });
});

describe('foldedWordsOf', () => {
  it('splits on anything but letters and digits', () => {
    expect(foldedWordsOf("  L'accueil, très-bien !! 10/10 ")).toEqual(['l', 'accueil', 'tres', 'bien', '10', '10']);
  });
});

describe('watchedWordIn', () => {
  it('finds whole words whatever their case and accents, and word sequences', () => {
    expect(watchedWordIn('Un problème d’HYGIENE en cuisine', ['avocat', 'hygiène'])).toBe('hygiène');
    expect(watchedWordIn('Je vais porter plainte au tribunal', ['porter plainte'])).toBe('porter plainte');
  });

  it('never finds a word inside another word', () => {
    expect(watchedWordIn('Rendez-vous annulé sans prévenir', ['nul'])).toBeNull();
    expect(watchedWordIn('Volonté de bien faire', ['vol'])).toBeNull();
  });

  it('finds nothing in no text or with no word', () => {
    expect(watchedWordIn(null, ['vol'])).toBeNull();
    expect(watchedWordIn('vol', [])).toBeNull();
    expect(watchedWordIn('vol', ['  '])).toBeNull();
  });
});

describe('defaultNameOf', () => {
  it("takes the provider's name, else the address before its @", () => {
    expect(defaultNameOf('marie.dupont@example.fr', '  Marie D. ')).toBe('Marie D.');
    expect(defaultNameOf('marie.dupont@example.fr', '  ')).toBe('marie.dupont');
    expect(defaultNameOf('marie.dupont@example.fr')).toBe('marie.dupont');
  });
});
