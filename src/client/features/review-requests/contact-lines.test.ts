import { contactLinesOf } from './contact-lines';

describe('pasted contacts', () => {
  it('reads a name, then an e-mail or a mobile number, then an optional language, one contact per line', () => {
    const lines = contactLinesOf('Marie Dupont; marie@exemple.fr\n\nJean Martin;06 12 34 56 78; EN\r\nAna\tana@exemple.es\tes', 'fr');
    expect(lines).toEqual([
      { line: 1, contact: { name: 'Marie Dupont', email: 'marie@exemple.fr', language: 'fr' }, usable: true },
      { line: 3, contact: { name: 'Jean Martin', phone: '06 12 34 56 78', language: 'en' }, usable: true },
      { line: 4, contact: { name: 'Ana', email: 'ana@exemple.es', language: 'es' }, usable: true },
    ]);
  });

  it('marks the lines the server would refuse: no name, no address, an address that is neither', () => {
    const lines = contactLinesOf('; marie@exemple.fr\nJean\nLéa; 12\nPaul; paul@exemple; de', 'fr');
    expect(lines.map(({ line, usable }) => [line, usable])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(lines[3].contact.language).toBe('fr');
  });
});
