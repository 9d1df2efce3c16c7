#!/usr/bin/env node
/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file of the
 * client build, for the API server to send as they are (`preCompressed` in src/server/plugins/spa.ts): the
 * strongest settings cost seconds once per build, where compressing each answer would cost CPU on every request.
 *
 *   node scripts/precompress.mjs [dir]     # dir defaults to dist; `npm run build` runs it after webpack
 *
 * A copy is written only for a file of 1 KiB or more and only when it is smaller than the file; a copy left from
 * an earlier run that no longer qualifies is removed. Plain Node (node:zlib), no dependencies.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats of the build; images other than SVG and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml|map)$/;
/** Below one packet or so, compression saves no round trip and costs the reader a decoder. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODINGS = [
  {
    extension: '.br',
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { extension: '.gz', compress: (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the copies of one file; answers the bytes of each written copy by extension (0: none written). */
async function precompressFile(file) {
  const bytes = await readFile(file);
  const written = {};
  for (const { extension, compress } of ENCODINGS) {
    const compressed = bytes.length >= MIN_BYTES ? await compress(bytes) : null;
    if (compressed && compressed.length < bytes.length) {
      await writeFile(file + extension, compressed);
      written[extension] = compressed.length;
    } else {
      await rm(file + extension, { force: true });
      written[extension] = 0;
    }
  }
  return { size: bytes.length, written };
}

/** Compresses every file of `dir` worth it, a few at a time (zlib runs on libuv's thread pool of four). */
async function precompress(dir, { concurrency = 4 } = {}) {
  const queue = [];
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.test(file)) queue.push(file);
  const totals = { files: 0, raw: 0, br: 0, gz: 0, compressed: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { size, written } = await precompressFile(file);
      totals.files += 1;
      if (!written['.br'] && !written['.gz']) continue;
      totals.compressed += 1;
      totals.raw += size;
      totals.br += written['.br'] || size;
      totals.gz += written['.gz'] || size;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return totals;
}

const dir = path.resolve(process.argv[2] ?? 'dist');
if (!(await stat(dir).catch(() => null))?.isDirectory()) {
  console.error(`precompress: ${dir} is not a directory; build the client first (webpack --mode production)`);
  process.exit(1);
}
const started = performance.now();
const totals = await precompress(dir);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `precompress: ${totals.compressed} of ${totals.files} text files in ${path.relative(process.cwd(), dir) || '.'}: ` +
    `${kib(totals.raw)} raw, ${kib(totals.br)} brotli, ${kib(totals.gz)} gzip ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
