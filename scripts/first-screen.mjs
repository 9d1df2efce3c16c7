#!/usr/bin/env node
/**
 * Writes the page sent for /login: the build's index.html with the sign-in screen drawn over the splash
 * (src/client/app/first-screen-markup.tsx, built for Node by webpack into dist-first-screen/), its title, and one
 * small script in place of the app's (dist/assets/first-screen-start.*.js, src/client/first-screen-start.ts), which
 * names the app's scripts and runs them at the visitor's first move. A phone then shows a working screen with the
 * page, before the app's scripts have downloaded and run; the app takes over from it.
 *
 *   node scripts/first-screen.mjs [dir]     # dir defaults to dist; `npm run build` runs it after webpack
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? 'dist');
const bundle = path.join(ROOT, 'dist-first-screen', 'first-screen-markup.cjs');
if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run webpack in production mode first`);
const starter = readdirSync(path.join(dir, 'assets')).find((name) => /^first-screen-start\.[0-9a-f]+\.js$/.test(name));
if (!starter) throw new Error(`${dir}/assets/first-screen-start.*.js is missing: run webpack in production mode first`);

const { firstScreenMarkup, firstScreenTitle } = createRequire(import.meta.url)(bundle);
let page = readFileSync(path.join(dir, 'index.html'), 'utf8');
function replaceOnce(pattern, replacement, what) {
  if (!pattern.test(page)) throw new Error(`index.html: ${what} not found`);
  page = page.replace(pattern, replacement);
}
// #root (the body's last element) holds the splash; the drawing goes after it, which hides it (index.html's style), and
// shows it again where the drawing is removed for a visitor it does not fit, until the app shows its screen.
replaceOnce(
  /(<div id="?root"?>[\s\S]*)(<\/div><\/body>)/,
  (_match, openAndSplash, close) => `${openAndSplash}${firstScreenMarkup()}${close}`,
  '#root at the end of the body',
);
replaceOnce(/<title>[^<]*<\/title>/, `<title>${firstScreenTitle()}</title>`, 'the title');
// The app's scripts, in the page's order, become the starter's list.
const APP_SCRIPT = /<script defer(?:="defer")? src="?([^" >]+)"?><\/script>/g;
const appScripts = [...page.matchAll(APP_SCRIPT)].map((match) => match[1]);
if (appScripts.length === 0) throw new Error('index.html: no deferred script found');
page = page.replace(APP_SCRIPT, '');
replaceOnce(/<\/head>/, `<script defer src="/assets/${starter}" data-app="${appScripts.join(' ')}"></script></head>`, '</head>');
writeFileSync(path.join(dir, 'login.html'), page);
console.log(
  `first screen: ${path.relative(ROOT, path.join(dir, 'login.html'))}, ${(page.length / 1024).toFixed(1)} KiB, starter ${starter}`,
);
