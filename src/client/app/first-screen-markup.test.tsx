/**
 * @jest-environment node
 */
import { aLegalOperator } from '../test/fixtures';
import {
  firstScreenMarkup,
  firstScreenTitle,
  gameScreenMarkup,
  LEGAL_PATHS,
  legalScreenMarkup,
  rulesScreenMarkup,
} from './first-screen-markup';

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Drawn as the build draws it: in Node, with no document (emotion then writes each style beside its element). */
describe('firstScreenMarkup', () => {
  const markup = firstScreenMarkup();
  const count = (pattern: RegExp) => markup.match(pattern)?.length ?? 0;

  it('draws the French sign-in screen once per colour scheme, each shown by the system preference', () => {
    expect(count(/Bienvenue sur Bonavis/g)).toBe(2);
    expect(count(/Recevoir le lien/g)).toBe(2);
    expect(markup).toContain('class="first-screen-light"');
    expect(markup).toContain('class="first-screen-dark"');
    expect(markup).toContain('@media (prefers-color-scheme: dark){.first-screen-light{display:none}}');
  });

  it('brings its styles and no script', () => {
    expect(markup).toMatch(/<style>\.css-[\w-]+\{/);
    expect(markup).not.toContain('<script');
  });

  it('writes its styles in one sheet before both drawings, each rule once though both schemes use it', () => {
    expect(count(/<style/g)).toBe(2);
    expect(markup).toMatch(/<\/style><div class="first-screen-screen"><div class="first-screen-light">/);
    const rules = [...markup.matchAll(/\.css-[\w-]+\{[^}]*\}/g)].map(([rule]) => rule);
    expect(rules.length).toBeGreaterThan(20);
    expect(new Set(rules).size).toBe(rules.length);
    // The header's layout is the same in both schemes: its rule is written once, and both drawings use it.
    const layout =
      /\.(css-[\w-]+)\{display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;-webkit-box-pack:justify/.exec(markup)![1];
    expect(count(new RegExp(`<header class="[^"]*${layout}"`, 'g'))).toBe(2);
  });

  it('gives every element a name of its own across both drawings, and points at those names', () => {
    const ids = [...markup.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    const referenced = [
      ...markup.matchAll(/\s(?:for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g),
      ...markup.matchAll(/\shref="#([^"]+)"/g),
    ].flatMap(([, names]) => names.split(' '));
    expect(referenced.length).toBeGreaterThan(0);
    for (const name of referenced) expect(ids).toContain(name);
  });

  it('is live: its controls are enabled, nothing is inert or hidden from assistive technologies, no status says loading', () => {
    const controls = [...markup.matchAll(/<(input|button)(?=[\s>])[^>]*>/g)].map(([tag]) => tag);
    expect(controls.length).toBeGreaterThan(4);
    for (const control of controls) expect(control).not.toMatch(/\sdisabled[\s>=]/);
    expect(markup).not.toMatch(/\sinert[\s>=]|aria-hidden="true"><template|role="status"/);
  });

  it('is in an open shadow root declared in the page: shown whole, styled alone, reached by its first script', () => {
    expect(markup).toMatch(/^<div id="first-screen" data-search=""><template shadowrootmode="open"><style>[\s\S]*<\/template><\/div>$/);
    expect(count(/<template/g)).toBe(1);
  });

  it('ends with the mark that shows it once the whole drawing has arrived', () => {
    expect(markup).toContain('.first-screen-screen:not(:has(>.first-screen-end)){visibility:hidden}');
    expect(markup).toMatch(/<i class="first-screen-end"><\/i><\/div><\/template>/);
  });

  it('shows the focus and a filled field as the app does, and a progress bar while a press waits for the app', () => {
    expect(markup).toMatch(/\.first-screen-light \.MuiOutlinedInput-root:focus-within \.MuiOutlinedInput-notchedOutline\{border-color:#/);
    expect(markup).toMatch(/\.first-screen-dark button:focus-visible/);
    // A filled field is told by its empty placeholder no longer showing; its label then moves as the app moves it.
    for (const [field] of markup.matchAll(/<input[^>]*>/g)) expect(field).toContain('placeholder=" "');
    expect(count(/<input[^>]*>/g)).toBeGreaterThan(0);
    expect(markup).toContain(
      ':has(input:focus,input:not(:placeholder-shown))>.MuiInputLabel-root{transform:translate(14px,-9px) scale(0.75)',
    );
    expect(markup).toContain(':host([aria-busy="true"]) .first-screen-progress{display:block}');
    expect(count(/<i class="first-screen-progress"><\/i>/g)).toBe(2);
  });

  it('names the page as the app does', () => {
    expect(firstScreenTitle()).toBe('Connexion | Bonavis');
  });
});

describe('gameScreenMarkup', () => {
  const game = {
    businessName: 'Boulangerie <Martin>',
    nameKeepsArticle: false,
    logo: null,
    primaryColor: '#d97706',
    segments: [
      { id: 1, label: 'Un croissant', color: '#f59e0b', isPrize: true },
      { id: 2, label: 'Perdu', color: '#64748b', isPrize: false },
    ],
    closedReason: null,
  };

  it("draws the customers' wheel of the game as the app shows it once loaded, with its form, in French", async () => {
    const { markup, title } = await gameScreenMarkup('abcdefgh12345678', game, '?g=abcdefgh12345678');
    expect(count(markup, /Jeu de Boulangerie &lt;Martin&gt;/g)).toBe(2);
    expect(count(markup, /Un croissant/g)).toBeGreaterThanOrEqual(2);
    expect(count(markup, /Lancer la roue/g)).toBe(2);
    const box = markup.match(/<input[^>]*type="checkbox"[^>]*>/)![0];
    expect(box).not.toContain('placeholder');
    expect(markup).toContain('href="/game/session/rules?g=abcdefgh12345678"');
    expect(markup).not.toContain('Chargement du jeu');
    expect(markup).toContain('<div id="first-screen" data-search="?g=abcdefgh12345678">');
    expect(title).toBe('Jeu de Boulangerie &lt;Martin&gt; | Bonavis');
  });

  it('contracts « de » with the article the business name starts with, in the page and its title', async () => {
    const { markup, title } = await gameScreenMarkup(
      'abcdefgh12345678',
      { ...game, businessName: 'Les Mots de Chloé' },
      '?g=abcdefgh12345678',
    );
    expect(count(markup, /Jeu des Mots de Chloé/g)).toBe(2);
    expect(markup).not.toContain('Jeu de Les');
    expect(title).toBe('Jeu des Mots de Chloé | Bonavis');
  });

  it('keeps the article as written when the owner marks it as part of the trade mark', async () => {
    const named = { ...game, businessName: 'La Table' };
    const search = '?g=abcdefgh12345678';
    expect((await gameScreenMarkup('abcdefgh12345678', named, search)).title).toBe('Jeu de la Table | Bonavis');
    const { markup, title } = await gameScreenMarkup('abcdefgh12345678', { ...named, nameKeepsArticle: true }, search);
    expect(count(markup, /Jeu de La Table/g)).toBe(2);
    expect(title).toBe('Jeu de La Table | Bonavis');
  });

  it('draws a closed game with its reason and no form', async () => {
    const { markup } = await gameScreenMarkup('abcdefgh12345678', { ...game, closedReason: 'closed' }, '?g=abcdefgh12345678');
    expect(markup).not.toContain('Lancer la roue');
  });
});

describe('rulesScreenMarkup', () => {
  const rules = {
    businessName: 'Boulangerie <Martin>',
    rules: 'Article 1 – Organisation\nLe jeu est gratuit et sans obligation d’achat.',
    updatedAt: '2026-11-30T10:00:00.000Z',
  };

  it('draws the game’s rules as the app shows them once loaded, in French, with the way back to the wheel', async () => {
    const { markup, title } = await rulesScreenMarkup('abcdefgh12345678', rules, '?g=abcdefgh12345678');
    expect(title).toBe('Règlement du jeu | Bonavis');
    expect(count(markup, /<h1[^>]*>Règlement du jeu – Boulangerie &lt;Martin&gt;<\/h1>/g)).toBe(2);
    expect(count(markup, /Mis à jour le 30 novembre 2026/g)).toBe(2);
    expect(count(markup, /Article 1 – Organisation\nLe jeu est gratuit et sans obligation d’achat\./g)).toBe(2);
    expect(markup).toContain('href="/game/session?g=abcdefgh12345678"');
    // The rules themselves, not the placeholder the app shows while they load.
    expect(markup).not.toContain('MuiSkeleton');
    expect(markup).toContain('<div id="first-screen" data-search="?g=abcdefgh12345678">');
  });
});

describe('legalScreenMarkup', () => {
  const operator = aLegalOperator();

  it('draws the whole legal notice in French, naming the configured operator, in both colour schemes', async () => {
    const { markup, title } = await legalScreenMarkup('/legal/mentions-legales', operator);
    expect(title).toBe('Mentions légales | Bonavis');
    expect(count(markup, /<h1[^>]*>Mentions légales<\/h1>/g)).toBe(2);
    expect(count(markup, /<h2[^>]*>Éditeur du service<\/h2>/g)).toBe(2);
    expect(count(markup, /Camille Durand/g)).toBe(2);
    // The date of the texts as the app writes it in French, not the library's English default.
    expect(markup).toMatch(/Dernière mise à jour : \d+ [a-zéû]+ \d{4}/);
    // The text itself, not the loading state the app shows while its chunk and the operator arrive.
    expect(markup).not.toContain('role="status"');
    expect(markup).toMatch(/^<div id="first-screen" data-search=""><template shadowrootmode="open">/);
  });

  it('draws each document under its own title, with the footer and the way to sign in', async () => {
    const drawn = await Promise.all(LEGAL_PATHS.map((path) => legalScreenMarkup(path, operator)));
    expect(drawn.map(({ title }) => title)).toEqual([
      'Mentions légales | Bonavis',
      'Conditions générales de vente | Bonavis',
      'Politique de confidentialité | Bonavis',
    ]);
    for (const { markup } of drawn) {
      expect(markup).toContain('href="/legal/cgv"');
      expect(markup).toContain('href="/login"');
    }
  });
});
