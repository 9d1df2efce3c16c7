import { analyzeReview, type ThemeMention } from './review-analysis';

const mention = (theme: ThemeMention['theme'], polarity: ThemeMention['polarity']): ThemeMention => ({ theme, polarity });

describe('analyzeReview: themes, negation-aware', () => {
  it.each([
    ['fr', "La salle n'était pas propre.", mention('cleanliness', 'negative')],
    ['fr', 'Pas propre du tout.', mention('cleanliness', 'negative')],
    ['fr', 'Les toilettes ne sont jamais propres.', mention('cleanliness', 'negative')],
    ['fr', "Ce n'est pas très propre.", mention('cleanliness', 'negative')],
    ['fr', 'Boutique toujours propre.', mention('cleanliness', 'positive')],
    ['fr', 'Une boulangerie sale.', mention('cleanliness', 'negative')],
    ['fr', 'Pas cher et très bon.', mention('price', 'positive')],
    ['fr', 'Vraiment trop cher pour ce que c’est.', mention('price', 'negative')],
    ['fr', "L'accueil était super !", mention('welcome', 'positive')],
    ['fr', 'Attente interminable.', mention('waiting', 'negative')],
    ['fr', "Pas d'attente, on est servi tout de suite.", mention('waiting', 'positive')],
    ['fr', 'Personnel désagréable.', mention('staff', 'negative')],
    ['fr', 'Je ne recommande pas la coupe, personnel pas aimable.', mention('staff', 'negative')],
    ['en', 'The place was not clean.', mention('cleanliness', 'negative')],
    ['en', "The toilets weren't clean at all.", mention('cleanliness', 'negative')],
    ['en', 'Dirty tables everywhere.', mention('cleanliness', 'negative')],
    ['en', 'The waiter was rude.', mention('staff', 'negative')],
    ['en', 'Not expensive for the quality.', mention('price', 'positive')],
    ['en', 'The wait was long.', mention('waiting', 'negative')],
    ['en', 'Great service!', mention('service', 'positive')],
    ['es', 'El baño no está limpio.', mention('cleanliness', 'negative')],
    ['es', 'Todo muy limpio.', mention('cleanliness', 'positive')],
    ['es', 'No es caro.', mention('price', 'positive')],
    ['es', 'La espera fue eterna.', mention('waiting', 'negative')],
    ['es', 'El personal es muy amable.', mention('staff', 'positive')],
  ] as const)('%s %j → %o', (language, text, expected) => {
    expect(analyzeReview(text, language, 3).themes).toContainEqual(expected);
  });

  it('keeps a negation inside its clause: what follows « mais » or a comma is judged on its own', () => {
    expect(analyzeReview("Pas cher, mais l'accueil était froid et désagréable.", 'fr', 3).themes).toEqual([
      mention('price', 'positive'),
      mention('welcome', 'negative'),
    ]);
    expect(analyzeReview('Pas de musique, propre et bon.', 'fr', 4).themes).toContainEqual(mention('cleanliness', 'positive'));
    expect(analyzeReview('Not cheap but very clean.', 'en', 4).themes).toEqual([
      mention('price', 'negative'),
      mention('cleanliness', 'positive'),
    ]);
  });

  it('judges each joined part on its own, and carries a topic to a part that names none', () => {
    expect(analyzeReview('Accueil super et attente interminable', 'fr', 3).themes).toEqual([
      mention('welcome', 'positive'),
      mention('waiting', 'negative'),
    ]);
    expect(analyzeReview('Great service and rude staff', 'en', 3).themes).toEqual([
      mention('service', 'positive'),
      mention('staff', 'negative'),
    ]);
    expect(analyzeReview('La atención fue lenta y mala', 'es', 2).themes).toEqual([mention('service', 'negative')]);
  });

  it('reaches only the few words after a negation', () => {
    // « propre » is six words after « pas »: the negation does not reach it.
    expect(analyzeReview('Je ne savais pas que la boutique serait si propre', 'fr', 5).themes).toContainEqual(
      mention('cleanliness', 'positive'),
    );
  });

  it('matches whole words, whatever the case and accents', () => {
    expect(analyzeReview('PROPRETÉ IMPECCABLE', 'fr', 5).themes).toEqual([mention('cleanliness', 'positive')]);
    // « salé » (salty) and « salle » (room) are not « sale » (dirty).
    expect(analyzeReview('Le beurre salé de la salle', 'fr', 5).themes).toEqual([]);
  });

  it('lists each theme once, in the order the review names them', () => {
    const { themes } = analyzeReview('Service rapide, prix abordables, service vraiment excellent.', 'fr', 5);
    expect(themes).toEqual([mention('service', 'positive'), mention('price', 'positive')]);
  });

  it('answers a text with no known theme, or no text, with no theme', () => {
    expect(analyzeReview(null, 'fr', 5).themes).toEqual([]);
    expect(analyzeReview('Rien à signaler.', 'fr', 4).themes).toEqual([]);
  });

  // How fast a hostile text is read is a benchmark's question; this test checks what is read.
  it('reads at most the first 5000 characters, however long or hostile the text', () => {
    const hostile = `${'pas '.repeat(20_000)}${'a'.repeat(50_000)} sale`;
    expect(analyzeReview(hostile, 'fr', 1).themes).toEqual([]);
    const filler = (length: number) => 'x'.repeat(length);
    // « sale » ending at character 5000 is read; starting at character 5001, it is not.
    expect(analyzeReview(`${filler(4995)} sale`, 'fr', 1).themes).toEqual([mention('cleanliness', 'negative')]);
    expect(analyzeReview(`${filler(4996)} sale`, 'fr', 1).themes).toEqual([]);
  });
});

describe('analyzeReview: sentiment', () => {
  it.each([
    ['Excellent accueil, pain délicieux.', 1, 'positive'],
    ['Très déçu, personnel désagréable et sale.', 5, 'negative'],
    ['Pas mal du tout.', 3, 'positive'],
    ['Bon pain mais attente trop longue.', 3, 'neutral'],
    ['Bon pain mais attente trop longue.', 4, 'positive'],
    ['Bon pain mais attente trop longue.', 2, 'negative'],
    [null, 5, 'positive'],
    [null, 3, 'neutral'],
    [null, 1, 'negative'],
  ] as const)('%j rated %i is %s', (text, rating, sentiment) => {
    expect(analyzeReview(text, 'fr', rating).sentiment).toBe(sentiment);
  });
});
