import { readFileSync } from 'node:fs';
import path from 'node:path';

/** public/offline.html, which the service worker shows in place of a screen the network cannot bring. */
const page = new DOMParser().parseFromString(readFileSync(path.resolve(__dirname, '../../public/offline.html'), 'utf8'), 'text/html');

describe('the offline page', () => {
  const sections = [...page.querySelectorAll('section[lang]')];
  const shapeOf = (section: Element) => [...section.querySelectorAll('*')].map((element) => element.tagName).join(' ');

  it('says it in French, English and Spanish, the French shown without script', () => {
    expect(sections.map((section) => [section.getAttribute('lang'), section.hasAttribute('hidden')])).toEqual([
      ['fr', false],
      ['en', true],
      ['es', true],
    ]);
    expect(sections[0].querySelector('h1')?.textContent).toBe('Vous êtes hors ligne');
    expect(page.title).toBe(sections[0].getAttribute('data-title'));
  });

  it('has the same texts in each language, none empty', () => {
    for (const section of sections) {
      expect(shapeOf(section)).toBe(shapeOf(sections[0]));
      expect(section.getAttribute('data-title')).toMatch(/\| Bonavis$/);
      for (const text of section.querySelectorAll('h1, h2, p, li, a')) expect(text.textContent?.trim()).not.toBe('');
    }
  });

  it('runs no inline script, which the security policy would block', () => {
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/offline.js']);
    expect(page.querySelector('[onclick], [onload]')).toBeNull();
  });
});
