#!/usr/bin/env node
/**
 * Fails when files import each other in a loop, counting what ESLint's `import-x/no-cycle` leaves out: type-only
 * imports (`import type`, `export type … from`) and dynamic `import()`. A type loop runs nothing twice, but it ties two
 * modules together as surely as a value loop: neither can move or be read without the other.
 *
 *   node scripts/check-import-cycles.mjs        # part of `npm run lint`
 *
 * Reads every .ts, .tsx, .js, .mjs and .cjs file under src/, e2e/, bench/ and scripts/ with TypeScript's own import
 * scanner (no type checking: about a second), follows relative specifiers only, and prints each loop file by file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'e2e', 'bench', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (EXTENSIONS.includes(path.extname(entry.name))) yield full;
  }
}

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier names, as Node16 and webpack resolve it here (with or without its extension). */
function resolveSpecifier(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    // `./x.js` written for a TypeScript file `./x.ts`.
    ...EXTENSIONS.map((extension) => base.replace(/\.js$/, extension)),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(isFile);
}

const files = FOLDERS.flatMap((folder) => [...filesUnder(path.join(ROOT, folder))]);
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target) => target && target !== file);
    return [file, [...new Set(targets)]];
  }),
);

/** Tarjan's strongly connected components: every group of two or more files that reach each other. */
function loopsOf(edges) {
  let counter = 0;
  const index = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (start) => {
    // Iterative, so a deep chain of imports cannot overflow the call stack.
    const frames = [{ file: start, next: 0 }];
    index.set(start, counter);
    lowest.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (frames.length) {
      const frame = frames.at(-1);
      const targets = edges.get(frame.file) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          lowest.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          frames.push({ file: target, next: 0 });
        } else if (onStack.has(target)) lowest.set(frame.file, Math.min(lowest.get(frame.file), index.get(target)));
        continue;
      }
      frames.pop();
      if (frames.length) {
        const parent = frames.at(-1).file;
        lowest.set(parent, Math.min(lowest.get(parent), lowest.get(frame.file)));
      }
      if (lowest.get(frame.file) === index.get(frame.file)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        if (group.length > 1) loops.push(group);
      }
    }
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return loops;
}

const loops = loopsOf(graph);
const relative = (file) => path.relative(ROOT, file);
if (loops.length) {
  console.error(`${loops.length} import loop(s), type-only and dynamic imports counted:`);
  for (const group of loops) {
    const members = new Set(group);
    console.error(`\n  ${group.length} files:`);
    for (const file of group.sort())
      for (const target of graph.get(file).filter((other) => members.has(other)))
        console.error(`    ${relative(file)} -> ${relative(target)}`);
  }
  console.error('\nMove what both sides need below them (a smaller file, or a type declared where it is used).');
  process.exit(1);
}
console.log(`No import loop among ${graph.size} files (type-only and dynamic imports counted).`);
