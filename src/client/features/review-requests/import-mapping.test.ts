import { guessMapping } from './import-mapping';

describe('CSV column mapping', () => {
  it('guesses each field from headers as tills and spreadsheets write them, in French, English or Spanish', () => {
    expect(guessMapping(['Nom', 'Adresse e-mail', 'Téléphone portable', 'Langue'])).toEqual({
      name: 'Nom',
      email: 'Adresse e-mail',
      phone: 'Téléphone portable',
      language: 'Langue',
    });
    expect(guessMapping(['Full name', 'Email', 'Mobile'])).toEqual({ name: 'Full name', email: 'Email', phone: 'Mobile' });
    expect(guessMapping(['Nombre', 'Correo', 'Móvil', 'Idioma'])).toEqual({
      name: 'Nombre',
      email: 'Correo',
      phone: 'Móvil',
      language: 'Idioma',
    });
  });

  it('leaves a field unmapped when no header names it', () => {
    expect(guessMapping(['Date', 'Montant'])).toEqual({});
  });
});
