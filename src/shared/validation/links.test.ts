import { LINK_SCAN_MAX_LENGTH, linkIn } from './links';

describe('linkIn', () => {
  describe('finds links, with or without a scheme, as written', () => {
    it.each([
      ['Retrouvez-nous sur https://exemple.fr/avis !', 'https://exemple.fr/avis'],
      ['Lien : http://bit.ly/3abc', 'http://bit.ly/3abc'],
      ['Voir HTTPS://EXEMPLE.COM', 'HTTPS://EXEMPLE.COM'],
      ['Notre site : exemple.fr.', 'exemple.fr'],
      ['Allez sur www.x.com', 'www.x.com'],
      ['Rendez-vous sur www.boulangerie-du-port.fr/jeu', 'www.boulangerie-du-port.fr/jeu'],
      ['Un avis ? avis.exemple.co.uk', 'avis.exemple.co.uk'],
      ['Cliquez goo.gl/abc', 'goo.gl'],
      ['Site: EXEMPLE.FR', 'EXEMPLE.FR'],
      ['Site: Exemple.Fr', 'Exemple.Fr'],
      ['Notre page sur boutique.paris', 'boutique.paris'],
      ['Tapez hxxps://exemple.fr', 'hxxps://exemple.fr'],
      ['ftp://fichiers.exemple.fr', 'ftp://fichiers.exemple.fr'],
      ['Visit example.com for more', 'example.com'],
      ['Visite nuestra web ejemplo.es', 'ejemplo.es'],
    ])('%s', (text, link) => {
      expect(linkIn(text)).toBe(link);
    });
  });

  describe('sees through disguises', () => {
    it.each([
      ['Allez sur exemple[.]fr', 'exemple[.]fr'],
      ['Allez sur exemple(.)fr', 'exemple(.)fr'],
      ['Allez sur exemple{.}fr', 'exemple{.}fr'],
      ['Allez sur exemple [dot] fr', 'exemple [dot] fr'],
      ['Allez sur exemple (point) fr', 'exemple (point) fr'],
      ['Go to example dot com', 'example dot com'],
      ['Visite ejemplo[punto]es', 'ejemplo[punto]es'],
      ['Allez sur exemple\u200b.fr', 'exemple\u200b.fr'],
      ['Allez sur exemple。fr', 'exemple。fr'],
      ['hxxps[:]//exemple.fr', 'hxxps[:]//exemple.fr'],
    ])('%s', (text, link) => {
      expect(linkIn(text)).toBe(link);
    });
  });

  describe('finds e-mail addresses', () => {
    it.each([
      ['Écrivez à contact@exemple.fr pour toute question', 'contact@exemple.fr'],
      ['Écrivez à Contact.Boutique+avis@Exemple.FR.', 'Contact.Boutique+avis@Exemple.FR'],
      ['Écrivez à nom [at] exemple.fr', 'nom [at] exemple.fr'],
      ['Écrivez à nom(@)exemple.fr', 'nom(@)exemple.fr'],
      ['Écrivez à nom arobase exemple.fr', 'nom arobase exemple.fr'],
      ['Escriba a nombre arroba ejemplo.es', 'nombre arroba ejemplo.es'],
      ['Écrivez à nom＠exemple.fr', 'nom＠exemple.fr'],
      ['Écrivez à nom@exemple', 'nom@exemple'],
    ])('%s', (text, address) => {
      expect(linkIn(text)).toBe(address);
    });
  });

  describe('finds phone numbers', () => {
    it.each([
      ['Appelez le 06 12 34 56 78 !', '06 12 34 56 78'],
      ['Appelez le 0612345678.', '0612345678'],
      ['Appelez le 06.12.34.56.78', '06.12.34.56.78'],
      ['Appelez le 06-12-34-56-78', '06-12-34-56-78'],
      ['Appelez le +33 6 12 34 56 78', '+33 6 12 34 56 78'],
      ['Appelez le +33 (0)6 12 34 56 78', '+33 (0)6 12 34 56 78'],
      ['Call +44 20 7946 0958', '+44 20 7946 0958'],
      ['Numéro surtaxé : 08 99 12 34 56', '08 99 12 34 56'],
      ['Appelez le 06\u00a012\u00a034\u00a056\u00a078', '06\u00a012\u00a034\u00a056\u00a078'],
    ])('%s', (text, number) => {
      expect(linkIn(text)).toBe(number);
    });
  });

  it('names the first one when there are several', () => {
    expect(linkIn('Appelez le 06 12 34 56 78 ou allez sur exemple.fr')).toBe('06 12 34 56 78');
    expect(linkIn('marie@exemple.fr ou exemple.com')).toBe('marie@exemple.fr');
  });

  describe('lets ordinary sentences through, in French, English and Spanish', () => {
    it.each([
      'Toute l’équipe vous remercie de votre visite.',
      'Merci de votre visite. À bientôt !',
      'Merci de votre visite.Il nous tarde de vous revoir.',
      'Gracias por su visita.Es un placer atenderle.',
      'Thank you for your visit.Me and the team hope to see you soon.',
      'Ouvert du mardi au samedi, de 9 h à 19 h.',
      'Depuis 1985, trois générations de boulangers.',
      'Ouverts 7j/7, le 14/07/2026 aussi.',
      'Saison 2025-2026 : merci à tous !',
      'Une équipe de 12 personnes à votre service.',
      'M. Dupont et Mme Martin vous remercient.',
      'Nos client·es sont formidables.',
      'Votre avis compte : il aide d’autres clients à nous trouver.',
      'Feel free to tell us what you thought.',
      'Dites-nous ce que vous en pensez, en deux mots.',
      'Un point important : votre avis nous aide.',
      'Le prix de 1 000 000 de sourires.',
      '',
    ])('%s', (text) => {
      expect(linkIn(text)).toBeNull();
    });
  });

  it('reads only the first LINK_SCAN_MAX_LENGTH characters, whatever the input', () => {
    const padding = 'a'.repeat(LINK_SCAN_MAX_LENGTH);
    expect(linkIn(`${padding} exemple.fr`)).toBeNull();
    expect(linkIn(`exemple.fr ${padding}`)).toBe('exemple.fr');
    // Inputs that would make a backtracking pattern try every start; the patterns read each character a bounded number of times.
    for (const hostile of [
      'a'.repeat(200_000),
      '%'.repeat(200_000),
      `${' '.repeat(200_000)}x`,
      '@'.repeat(200_000),
      '[ '.repeat(100_000),
    ]) {
      expect(linkIn(hostile)).toBeNull();
    }
  });
});
