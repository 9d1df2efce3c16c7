import { foldText } from './text';

/**
 * « de » and « à » before a business's name, as French writes them: an article starting the name contracts with them
 * (« Jeu des Mots de Chloé », « au Petit Bistro », « de la Table », « à l'Atelier »), and « de » elides before a vowel
 * or a mute h (« d'Amélie Coiffure », « d'Hôtel du Port », but « de Halles et Marchés »). An owner whose article is
 * part of a trade mark keeps it as written (`keepArticle`: « de La Table »): every caller passes the listing's
 * `nameKeepsArticle`, which the owner sets in the settings. Only French needs this.
 */
export type BusinessNameOptions = { keepArticle?: boolean };

/** A business as texts name it: the listing's name, and the owner's word that its article is part of a trade mark. */
export type NamedBusiness = { name: string; nameKeepsArticle: boolean };

/** Words starting with a mute h that business names often start with; any other h is taken as aspirated. */
const MUTE_H_WORDS = new Set([
  'habitat',
  'harmonie',
  'hebergement',
  'helene',
  'herbes',
  'herboristerie',
  'heure',
  'heures',
  'histoire',
  'homme',
  'hommes',
  'horizon',
  'horlogerie',
  'hopital',
  'hotel',
  'hotellerie',
  'huile',
  'huiles',
  'huitres',
  'hugo',
  'humanite',
]);

const ARTICLE = /^(les|le|la)\s+(?=\S)|^(l)['’](?=\S)/i;

/** The name's leading article (« le », « la », « les », « l' »), lower-cased, and the rest as written. */
function splitArticle(name: string): { article: 'le' | 'la' | 'les' | 'l' | null; rest: string; apostrophe: string } {
  const match = ARTICLE.exec(name);
  if (!match) return { article: null, rest: name, apostrophe: "'" };
  const article = (match[1] ?? match[2]).toLowerCase() as 'le' | 'la' | 'les' | 'l';
  return { article, rest: name.slice(match[0].length), apostrophe: match[0].includes('’') ? '’' : "'" };
}

/** Whether « de » elides before the word: a vowel, a y sounded as one (« Yves », not « Yoga »), or a mute h. */
function startsWithVowelSound(text: string): boolean {
  const folded = foldText(text);
  if (/^[aeiou]/.test(folded)) return true;
  if (/^y[^aeiou]/.test(folded)) return true;
  return MUTE_H_WORDS.has(/^[\p{L}]+/u.exec(folded)?.[0] ?? '');
}

function withPreposition(preposition: 'de' | 'à', name: string, { keepArticle = false }: BusinessNameOptions): string {
  const trimmed = name.trim();
  const { article, rest, apostrophe } = keepArticle ? { article: null, rest: trimmed, apostrophe: "'" } : splitArticle(trimmed);
  if (article === 'le') return `${preposition === 'de' ? 'du' : 'au'} ${rest}`;
  if (article === 'les') return `${preposition === 'de' ? 'des' : 'aux'} ${rest}`;
  if (article === 'la') return `${preposition} la ${rest}`;
  if (article === 'l') return `${preposition} l${apostrophe}${rest}`;
  if (preposition === 'de' && startsWithVowelSound(trimmed)) return `d'${trimmed}`;
  return `${preposition} ${trimmed}`;
}

/** « de » and the business's name: « des Mots de Chloé », « du Petit Bistro », « de l'Atelier », « d'Amélie ». */
export function deBusiness(name: string, options: BusinessNameOptions = {}): string {
  return withPreposition('de', name, options);
}

/** « à » and the business's name: « aux Mots de Chloé », « au Petit Bistro », « à la Table », « à l'Atelier ». */
export function aBusiness(name: string, options: BusinessNameOptions = {}): string {
  return withPreposition('à', name, options);
}

/**
 * What a text about the business interpolates: its name, and « de » and « à » before it as French writes them. A
 * French text says `Jeu {{ofBusiness}}`, never `Jeu de {{name}}`; other languages use `{{name}}`.
 */
export function businessNameValues(name: string, options: BusinessNameOptions = {}) {
  return { name, ofBusiness: deBusiness(name, options), toBusiness: aBusiness(name, options) };
}
