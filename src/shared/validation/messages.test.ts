import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_TEXTS } from '../../client/test/all-texts';

const { fr, en, es } = ALL_TEXTS;

/** Every `validation.*` key a shared schema can answer with, read from the schema sources. */
function messageKeys(): string[] {
  const sources = readdirSync(__dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));
  const keys = new Set<string>();
  for (const source of sources) {
    for (const [, key] of source.matchAll(/'(validation\.[\w.]+)'/g)) keys.add(key);
    // personName(field) builds `validation.${field}.<rule>` for both name fields.
    for (const [, rule] of source.matchAll(/`validation\.\$\{field\}\.(\w+)`/g)) {
      keys.add(`validation.firstName.${rule}`);
      keys.add(`validation.lastName.${rule}`);
    }
  }
  return [...keys].sort();
}

const lookup = (bundle: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('validation messages', () => {
  it.each(messageKeys())('%s is translated in fr, en and es', (key) => {
    for (const bundle of [fr, en, es]) expect(lookup(bundle, key)).toEqual(expect.any(String));
  });

  it('uses the spec’s French texts word for word', () => {
    expect(lookup(fr, 'validation.firstName.invalid')).toBe('Le prénom ne doit contenir que des lettres, tirets ou underscores');
    expect(lookup(fr, 'validation.birthDate.format')).toBe('La date de naissance doit être au format JJ/MM/AAAA');
    expect(lookup(fr, 'validation.siret.invalid')).toBe('Numéro SIRET invalide (14 chiffres requis)');
    expect(lookup(fr, 'validation.country.franceOnly')).toBe('Seules les entreprises situées en France sont acceptées');
    expect(lookup(fr, 'validation.listingUrl.required')).toBe("L'URL de la fiche de l'établissement est requise");
  });
});
