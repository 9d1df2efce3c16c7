#!/usr/bin/env node
/**
 * What a browser downloads to show /login, measured on the production build in dist/
 * (`npm run bench:bundle` builds first). No stats.json is needed, so the rule is read off
 * the files themselves:
 *   - the scripts and stylesheets that dist/index.html references (runtime, vendor, entry);
 *   - the lazy chunks whose file name says `login` (the route) or `locale(s)-fr` (French
 *     translations, the default language, and the French dayjs locale) — names that the
 *     webpack config gives through webpackChunkName.
 * Also prints the largest route chunk: the biggest .js that index.html does not reference,
 * leaving out the translation and dayjs locale chunks.
 * Sizes are raw bytes and gzip level 9, as a server compressing ahead of time would send.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const LOGIN_CHUNKS = [
  { label: 'route /login', pattern: /login/i },
  { label: 'French locale', pattern: /locales?-fr/i },
];

function fail(message) {
  console.error(`bench:bundle: ${message}`);
  process.exit(1);
}

/** Value of one attribute of an HTML tag, quoted or not (the minified index.html drops quotes). */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** dist-relative paths of the <script src> and <link rel=stylesheet href> of index.html. */
function referencedByIndex(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => attribute(tag, 'src'));
  const styles = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter(([tag]) => /\bstylesheet\b/i.test(attribute(tag, 'rel') ?? ''))
    .map(([tag]) => attribute(tag, 'href'));
  return [...scripts, ...styles]
    .filter((url) => url && !/^(https?:)?\/\//i.test(url)) // third-party URLs are not ours to measure
    .map((url) => url.split(/[?#]/)[0].replace(/^\//, ''));
}

/** Every JS and CSS file of the build, dist-relative; source maps and licence notes are never downloaded. */
function codeFiles(dir = DIST) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.(js|css)$/.test(entry.name) ? [path.relative(DIST, full)] : [];
  });
}

function measure(file) {
  const content = readFileSync(path.join(DIST, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const number = (bytes) => bytes.toLocaleString('en-US');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function printTable(rows) {
  const width = Math.max(...rows.map((row) => row.file.length), 'file'.length);
  const line = (file, why, raw, gzip) => `${file.padEnd(width)}  ${why.padEnd(14)}  ${raw.padStart(12)}  ${gzip.padStart(12)}`;
  console.log(line('file', 'why', 'raw bytes', 'gzip bytes'));
  console.log('-'.repeat(width + 44));
  for (const row of rows) console.log(line(row.file, row.why, number(row.raw), number(row.gzip)));
  console.log('-'.repeat(width + 44));
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(line('initial /login (total)', '', number(raw), number(gzip)));
  console.log(`${''.padEnd(width + 18)}${kib(raw).padStart(12)}  ${kib(gzip).padStart(12)}`);
}

function main() {
  const indexFile = path.join(DIST, 'index.html');
  if (!existsSync(indexFile)) fail(`${indexFile} not found: run \`npm run build\` first`);

  const all = codeFiles();
  const initial = referencedByIndex(readFileSync(indexFile, 'utf8'));
  const missing = initial.filter((file) => !all.includes(file));
  if (missing.length) fail(`index.html references files absent from dist/: ${missing.join(', ')}`);

  const rows = initial.map((file) => ({ ...measure(file), why: 'index.html' }));
  const lazy = all.filter((file) => !initial.includes(file));
  for (const { label, pattern } of LOGIN_CHUNKS) {
    const found = lazy.filter((file) => pattern.test(path.basename(file)));
    if (!found.length) console.warn(`note: no chunk named like ${pattern} (${label}); the total leaves it out`);
    rows.push(...found.map((file) => ({ ...measure(file), why: label })));
  }

  console.log(`Bundle size of ${path.relative(process.cwd(), DIST) || '.'} — what a browser downloads to show /login\n`);
  printTable(rows);

  // Translation bundles and dayjs locales are data, not routes.
  const routeChunks = lazy.filter((file) => file.endsWith('.js') && !/locale/i.test(path.basename(file))).map(measure);
  const largest = routeChunks.sort((a, b) => b.raw - a.raw)[0];
  console.log(
    largest
      ? `\nlargest route chunk: ${largest.file}  ${number(largest.raw)} B raw (${kib(largest.raw)}), ${number(largest.gzip)} B gzip (${kib(largest.gzip)})`
      : '\nlargest route chunk: none (no lazy .js chunk in dist/)',
  );
  console.log(`${routeChunks.length} lazy .js chunks in all. Shared chunks that a lazy chunk pulls in are not detected without stats.`);
}

main();
