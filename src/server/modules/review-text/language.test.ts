import { detectLanguage, identifyLanguage } from './language';

describe('detectLanguage', () => {
  it.each([
    ['Très bon accueil, le pain est délicieux et la vendeuse toujours souriante.', 'fr'],
    ["Service rapide mais la salle n'était pas propre.", 'fr'],
    ['Great service, the staff were friendly and the coffee was excellent.', 'en'],
    ['The wait was far too long and nobody apologised.', 'en'],
    ['Muy buena atención, el pan estaba riquísimo. Lo recomiendo.', 'es'],
    ['La espera fue muy larga y el local no estaba limpio.', 'es'],
  ] as const)('reads %j as %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it.each([null, '', '   ', 'Top', 'ok !', '5/5 👍'])('answers French when %j is empty or too short to tell', (text) => {
    expect(identifyLanguage(text)).toBeNull();
    expect(detectLanguage(text)).toBe('fr');
  });

  it('answers French for a language we do not write in, rather than its nearest neighbour', () => {
    expect(identifyLanguage('Sehr freundliches Personal, wir kommen gerne wieder.')).toBe('de');
    expect(detectLanguage('Sehr freundliches Personal, wir kommen gerne wieder.')).toBe('fr');
  });
});
