#!/usr/bin/env node
/**
 * Writes the pages sent with their screen drawn in, from the build's index.html:
 * - `drawn-page.html`, the frame: the splash kept in #root with a mark where a drawing goes, a mark for the title, and
 *   one small script in place of the app's (dist/first-screen/start.*.js, src/client/first-screen-start.ts),
 *   which names the app's scripts and runs them at the visitor's first move. The server fills it per request for the
 *   customers' wheel of a game (src/server/plugins/drawn-pages.ts).
 * - `login.html`, that frame filled with the sign-in screen, drawn once here.
 * The drawings come from src/client/app/first-screen-markup.tsx, built for Node by webpack into dist/server/. A phone
 * then shows a working screen with the page, before the app's scripts have downloaded and run; the app takes over.
 *
 *   node scripts/first-screen.mjs [dir]     # dir defaults to dist; `npm run build` runs it after webpack
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? 'dist');
const bundle = path.join(dir, 'server', 'first-screen-markup.cjs');
if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run webpack in production mode first`);
const starter = readdirSync(path.join(dir, 'first-screen')).find((name) => /^start\.[0-9a-f]+\.js$/.test(name));
if (!starter) throw new Error(`${dir}/first-screen/start.*.js is missing: run webpack in production mode first`);

const { firstScreenMarkup, firstScreenTitle, DRAWN_PAGE_MARKS } = createRequire(import.meta.url)(bundle);
let frame = readFileSync(path.join(dir, 'index.html'), 'utf8');
function replaceOnce(pattern, replacement, what) {
  if (!pattern.test(frame)) throw new Error(`index.html: ${what} not found`);
  frame = frame.replace(pattern, replacement);
}
// #root (the body's last element) holds the splash; the drawing goes after it, which hides it (index.html's style), and
// shows it again where the drawing is removed for a visitor it does not fit, until the app shows its screen.
replaceOnce(
  /(<div id="?root"?>[\s\S]*)(<\/div><\/body>)/,
  (_match, openAndSplash, close) => `${openAndSplash}${DRAWN_PAGE_MARKS.drawing}${close}`,
  '#root at the end of the body',
);
replaceOnce(/<title>[^<]*<\/title>/, () => `<title>${DRAWN_PAGE_MARKS.title}</title>`, 'the title');
// The app's scripts, in the page's order, become the starter's list.
const APP_SCRIPT = /<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/g;
const appScripts = [...frame.matchAll(APP_SCRIPT)].map((match) => match[1]);
if (appScripts.length === 0) throw new Error('index.html: no deferred script found');
frame = frame.replace(APP_SCRIPT, '');
replaceOnce(
  /<\/head>/,
  () => `<script defer src="/first-screen/${starter}" data-app="${appScripts.join(' ')}"></script></head>`,
  '</head>',
);
writeFileSync(path.join(dir, 'drawn-page.html'), frame);

// Replaced by functions: a drawing's text may hold `$`, which a replacement string would read as a pattern.
const signIn = frame.replace(DRAWN_PAGE_MARKS.drawing, () => firstScreenMarkup()).replace(DRAWN_PAGE_MARKS.title, () => firstScreenTitle());
writeFileSync(path.join(dir, 'login.html'), signIn);
console.log(
  `first screen: ${path.relative(ROOT, path.join(dir, 'login.html'))}, ${(signIn.length / 1024).toFixed(1)} KiB; frame drawn-page.html; starter ${starter}`,
);
