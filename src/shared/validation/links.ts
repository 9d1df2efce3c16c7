/**
 * Links, e-mail addresses and phone numbers in what an owner adds to review requests (their sentence, the business
 * name the messages carry). The messages leave from our domain and our SMS sender id: a link, an address or a number
 * in them would make Bonavis a relay for phishing or premium-rate calls. The only link a request carries is its own.
 *
 * Found with or without a scheme (`exemple.fr`, `www.x.com`, `https://…`, `hxxp://…`) and through the usual
 * disguises (`exemple[.]fr`, `exemple (dot) fr`, `nom [at] exemple.fr`, zero-width characters). Every pattern is
 * linear (no nested or overlapping quantifiers) and the text is cut to LINK_SCAN_MAX_LENGTH first.
 */

/** Only the first characters are read: the fields checked are capped far below, and any input stays cheap. */
export const LINK_SCAN_MAX_LENGTH = 10_000;

/**
 * Top-level domains taken as a link after a dot: the generic ones, the French and European ones, those of shorteners
 * and those cheap domains are bought under. A word after a dot that is not one of them (« visite.merci ») is no link.
 */
const TLDS = new Set(
  (
    'com net org info biz io co me app dev xyz online site shop store web link click top club live pro tech space website fun icu vip ' +
    'win bid loan men work page blog news email cloud digital agency services market life world today one global group company ' +
    'center solutions ovh bzh paris corsica alsace eus cat gal ' +
    'fr eu re gp mq gf yt pm wf nc pf bl mf tf ' +
    'be ch lu mc nl de at es pt it ie uk pl cz sk hu ro bg gr hr si dk se fi no is li ee lv lt mt cy ad sm va ' +
    'ly gl gd to tk ml ga cf gq cc tv ws su ru cn in us ca au sh am fm ai gg im je st ac ms nu la mx br ar cl jp kr tw hk sg ' +
    'my id th vn ph nz za ng ke ma tn dz sn ci cm mu qa ae sa il tr ua by kz ir pk bd'
  ).split(' '),
);

/**
 * Of those, the ones a sentence written without a space after its full stop would make: « visite.Il », "visit.Me",
 * « visita.Es ». Written with a capital and lower-case letters after the dot they are read as a new sentence; in lower or
 * upper case they are still a link.
 */
const STRONG_TLDS = new Set('com net org info biz io xyz fr eu ly gl tk ml ga cf gq ru cn uk icu app dev ovh'.split(' '));

/** Disguised dots and ats, a colon in brackets, and the invisible characters slipped into a word. Bounded blanks. */
const DISGUISE =
  /\s{0,3}[[({]\s{0,3}(?:\.|dot|point|punto)\s{0,3}[\])}]\s{0,3}|(?<=\S)\s{1,3}dot\s{1,3}(?=\S)|\s{0,3}[[({]\s{0,3}(?:@|at|arobase|arroba)\s{0,3}[\])}]\s{0,3}|(?<=\S)\s{1,3}(?:arobase|arroba)\s{1,3}(?=\S)|[[({]:[\])}]|[\u200b-\u200d\u2060\ufeff\u00ad]|[。．｡＠]/giu;

/** The plain character a disguise stands for ('' for an invisible one). */
function undisguised(disguise: string): string {
  if (/^[\u200b-\u200d\u2060\ufeff\u00ad]$/u.test(disguise)) return '';
  if (disguise.includes(':')) return ':';
  if (/@|＠|at|arobase|arroba/iu.test(disguise)) return '@';
  return '.';
}

/** The text with its disguises undone, and for each of its characters where it came from in the text as written. */
function undisguise(text: string): { plain: string; starts: number[]; ends: number[] } {
  let plain = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const keep = (from: number, to: number) => {
    for (let at = from; at < to; at += 1) {
      plain += text[at];
      starts.push(at);
      ends.push(at + 1);
    }
  };
  let done = 0;
  for (const match of text.matchAll(DISGUISE)) {
    keep(done, match.index);
    const replacement = undisguised(match[0]);
    if (replacement) {
      plain += replacement;
      starts.push(match.index);
      ends.push(match.index + match[0].length);
    }
    done = match.index + match[0].length;
  }
  keep(done, text.length);
  return { plain, starts, ends };
}

/** A scheme (`http://`, `hxxps://`, `ftp://`) and what follows it up to a blank. */
const SCHEME = /\b(?:h(?:tt|xx)ps?|ftp)\s{0,3}:\s{0,3}\/\/\S*/giu;
/** `www.` and what follows it up to a blank. */
const WWW = /\bwww\d{0,3}\.\S*/giu;
/**
 * Words joined by dots (`exemple.fr`, `a.b.c`, a lone word too): the star lets every start match at once, and each
 * repetition starts with a dot no label contains, so nothing is tried twice.
 */
const DOTTED = /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*/gu;
/** Digits with what separates them in a written number; nothing follows the star, so nothing is tried twice. */
const DIGIT_RUN = /[+\d][\d .()\u00a0\u202f-]*/gu;
/** What an address may have on each side of its `@`, read at most this far (RFC 5321's local part and domain). */
const ADDRESS_SIDES = { local: 64, domain: 255 } as const;
const LOCAL_CHAR = /[\p{L}\p{N}._%+-]/u;
const DOMAIN_CHAR = /[\p{L}\p{N}.-]/u;

/** A French number has 10 digits, an international one at least 8 after its "+"; amounts and years have fewer. */
const PHONE_DIGITS = { plain: 9, international: 8 } as const;

type Found = { start: number; end: number };

function dottedLink(name: string): boolean {
  const labels = name.split('.');
  const last = labels[labels.length - 1];
  const tld = last.toLowerCase();
  if (labels.length < 2 || !TLDS.has(tld) || labels[labels.length - 2] === '') return false;
  const capitalised = /^\p{Lu}\p{Ll}+$/u.test(last);
  return !capitalised || STRONG_TLDS.has(tld);
}

/** The first match of `pattern` that `accept` takes (as the part of it that is the link), or null. */
function firstMatch(plain: string, pattern: RegExp, accept: (text: string) => number): Found | null {
  for (const match of plain.matchAll(pattern)) {
    const length = accept(match[0]);
    if (length > 0) return { start: match.index, end: match.index + length };
  }
  return null;
}

/** Any `x@y` is an address, even without a known domain (`nom@exemple`): read from each `@`, a bounded way each side. */
function firstAddress(plain: string): Found | null {
  for (let at = plain.indexOf('@'); at >= 0; at = plain.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < ADDRESS_SIDES.local && LOCAL_CHAR.test(plain[start - 1])) start -= 1;
    let end = at + 1;
    while (end < plain.length && end - at <= ADDRESS_SIDES.domain && DOMAIN_CHAR.test(plain[end])) end += 1;
    const domainEnd = at + 1 + withoutTrailing(plain.slice(at + 1, end), '.-');
    if (start < at && domainEnd > at + 1) return { start, end: domainEnd };
  }
  return null;
}

/** The length of `text` once the characters of `trailing` at its end are left out (a loop: no pattern to backtrack). */
function withoutTrailing(text: string, trailing: string): number {
  let end = text.length;
  while (end > 0 && trailing.includes(text[end - 1])) end -= 1;
  return end;
}

/** What ends the sentence around a link rather than the link. */
const SENTENCE_END = '.,;:!?)]}»"\'';

function firstIn(plain: string): Found | null {
  const found = [
    firstMatch(plain, SCHEME, (text) => withoutTrailing(text, SENTENCE_END)),
    firstMatch(plain, WWW, (text) => withoutTrailing(text, SENTENCE_END)),
    firstMatch(plain, DOTTED, (text) => {
      // A trailing full stop ends the sentence, not the name.
      const name = text.slice(0, withoutTrailing(text, '._-'));
      return dottedLink(name) ? name.length : 0;
    }),
    firstAddress(plain),
    firstMatch(plain, DIGIT_RUN, (text) => {
      const number = text.slice(0, withoutTrailing(text, ' .()\u00a0\u202f-'));
      const digits = number.replace(/\D/g, '').length;
      return digits >= (number.startsWith('+') ? PHONE_DIGITS.international : PHONE_DIGITS.plain) ? number.length : 0;
    }),
  ].filter((hit): hit is Found => hit !== null);
  return found.length ? found.reduce((earliest, hit) => (hit.start < earliest.start ? hit : earliest)) : null;
}

/**
 * The first link, e-mail address or phone number in `text` (as written, disguise included), or null.
 */
export function linkIn(text: string): string | null {
  const scanned = text.slice(0, LINK_SCAN_MAX_LENGTH);
  const { plain, starts, ends } = undisguise(scanned);
  const found = firstIn(plain);
  if (!found) return null;
  return scanned.slice(starts[found.start], ends[found.end - 1]);
}
