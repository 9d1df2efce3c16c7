#!/usr/bin/env node
/**
 * Writes the page sent for /login: the build's index.html with the sign-in screen drawn in place of the splash
 * (src/client/app/first-screen-markup.tsx, built for Node by webpack into dist-first-screen/). A phone then shows the
 * screen with the page, before the scripts have downloaded and run; the app takes over from it.
 *
 *   node scripts/first-screen.mjs [dir]     # dir defaults to dist; `npm run build` runs it after webpack
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? 'dist');
const bundle = path.join(ROOT, 'dist-first-screen', 'first-screen-markup.cjs');
if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run webpack in production mode first`);

const { firstScreenMarkup } = createRequire(import.meta.url)(bundle);
const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
// The splash is #root's whole content, and #root the body's last element.
const ROOT_ELEMENT = /(<div id="?root"?>)[\s\S]*(<\/div><\/body>)/;
if (!ROOT_ELEMENT.test(index)) throw new Error('index.html: no #root at the end of the body');
const page = index.replace(ROOT_ELEMENT, (_match, open, close) => `${open}${firstScreenMarkup()}${close}`);
writeFileSync(path.join(dir, 'login.html'), page);
console.log(`first screen: ${path.relative(ROOT, path.join(dir, 'login.html'))}, ${(page.length / 1024).toFixed(1)} KiB`);
