import { aBusiness, deBusiness } from './french-names';

describe('deBusiness', () => {
  it('contracts « de » with the article starting the name', () => {
    expect(deBusiness('Les Mots de Chloé')).toBe('des Mots de Chloé');
    expect(deBusiness('Le Petit Bistro')).toBe('du Petit Bistro');
    expect(deBusiness('La Table')).toBe('de la Table');
    expect(deBusiness("L'Atelier")).toBe("de l'Atelier");
    expect(deBusiness('L’Hôtel du Port')).toBe('de l’Hôtel du Port');
    expect(deBusiness('LES HALLES')).toBe('des HALLES');
    expect(deBusiness('Le Hameau')).toBe('du Hameau');
  });

  it('elides « de » before a vowel or a mute h, not before an aspirated h', () => {
    expect(deBusiness('Amélie Coiffure')).toBe("d'Amélie Coiffure");
    expect(deBusiness('Écurie Martin')).toBe("d'Écurie Martin");
    expect(deBusiness('Hôtel du Port')).toBe("d'Hôtel du Port");
    expect(deBusiness('Herboristerie Lenoir')).toBe("d'Herboristerie Lenoir");
    expect(deBusiness('Horlogerie Martin')).toBe("d'Horlogerie Martin");
    expect(deBusiness('Huîtres Gillardeau')).toBe("d'Huîtres Gillardeau");
    expect(deBusiness('Halles de Lyon')).toBe('de Halles de Lyon');
    expect(deBusiness('Hameau Fleuri')).toBe('de Hameau Fleuri');
    expect(deBusiness('Haras du Pin')).toBe('de Haras du Pin');
    expect(deBusiness('Yves Rocher')).toBe("d'Yves Rocher");
    expect(deBusiness('Yoga Zen')).toBe('de Yoga Zen');
  });

  it('leaves a name with no article as written', () => {
    expect(deBusiness('Boulangerie Martin')).toBe('de Boulangerie Martin');
    expect(deBusiness('Lea Fleurs')).toBe('de Lea Fleurs');
    expect(deBusiness('Le')).toBe('de Le');
    expect(deBusiness('  Chez Paul ')).toBe('de Chez Paul');
  });

  it('keeps the article as the owner wrote it when it is part of a trade mark', () => {
    expect(deBusiness('La Table', { keepArticle: true })).toBe('de La Table');
    expect(deBusiness('Les Mots de Chloé', { keepArticle: true })).toBe('de Les Mots de Chloé');
    expect(deBusiness("L'Oréal Coiffure", { keepArticle: true })).toBe("de L'Oréal Coiffure");
    expect(deBusiness('Amélie Coiffure', { keepArticle: true })).toBe("d'Amélie Coiffure");
  });
});

describe('aBusiness', () => {
  it('contracts « à » with the article, and never elides it', () => {
    expect(aBusiness('Les Mots de Chloé')).toBe('aux Mots de Chloé');
    expect(aBusiness('Le Petit Bistro')).toBe('au Petit Bistro');
    expect(aBusiness('La Table')).toBe('à la Table');
    expect(aBusiness("L'Atelier")).toBe("à l'Atelier");
    expect(aBusiness('Amélie Coiffure')).toBe('à Amélie Coiffure');
    expect(aBusiness('Hôtel du Port')).toBe('à Hôtel du Port');
    expect(aBusiness('La Table', { keepArticle: true })).toBe('à La Table');
  });
});
