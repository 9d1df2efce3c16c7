/**
 * @jest-environment node
 */
import { firstScreenMarkup, firstScreenTitle } from './first-screen-markup';

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
    expect(markup).toMatch(/<style data-emotion="css [^"]+">/);
    expect(markup).not.toContain('<script');
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
    expect(markup).toMatch(/^<div id="first-screen"><template shadowrootmode="open"><style>[\s\S]*<\/template><\/div>$/);
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
