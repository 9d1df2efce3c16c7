import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Column, entityKind, is, Param, SQL, sql, Table } from 'drizzle-orm';
import { jsonb, PgColumn, PgJsonb, PgTable, PgText, PgTimestamp, pgTable, PgUUID, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * drizzle-orm is patched (patches/drizzle-orm+*.patch, applied by `npm install`): its `is(value, class)`, asked about ten
 * times for every chunk and parameter of every query built, keeps its answer per prototype and class instead of walking
 * the value's classes each time. Held here to drizzle's own rule, written out below as drizzle wrote it.
 */
function walkedIs(value: unknown, type: { [entityKind]?: string }): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof (type as unknown as new () => unknown)) return true;
  let cls = Object.getPrototypeOf(value).constructor as { [entityKind]?: string } | null;
  while (cls) {
    if (entityKind in cls && cls[entityKind] === type[entityKind]) return true;
    cls = Object.getPrototypeOf(cls) as { [entityKind]?: string } | null;
  }
  return false;
}

const folder = path.dirname(require.resolve('drizzle-orm'));

describe("drizzle-orm's patch", () => {
  it('is installed in both builds of the library', () => {
    for (const file of ['entity.cjs', 'entity.js']) expect(readFileSync(path.join(folder, file), 'utf8')).toContain('Bonavis patch');
  });

  const table = pgTable('patched', { id: uuid('id'), name: text('name'), data: jsonb('data'), at: timestamp('at') });
  const values: [string, unknown][] = [
    ['a table', table],
    ['a text column', table.name],
    ['a jsonb column', table.data],
    ['a timestamp column', table.at],
    ['a uuid column', table.id],
    ['a parameter', new Param(1)],
    ['an SQL chunk', sql`select 1`],
    ['a plain object', { a: 1 }],
    ['an array', [1]],
    ['a string', 'text'],
    ['a number', 5],
    ['null', null],
  ];
  const classes: [string, { [entityKind]?: string }][] = [
    ['Table', Table],
    ['PgTable', PgTable],
    ['Column', Column],
    ['PgColumn', PgColumn],
    ['PgText', PgText],
    ['PgJsonb', PgJsonb],
    ['PgTimestamp', PgTimestamp],
    ['PgUUID', PgUUID],
    ['Param', Param],
    ['SQL', SQL],
  ];
  const cases = values.flatMap(([valueName, value]) =>
    classes.map(([className, type]) => ({ valueName, value, className, type, expected: walkedIs(value, type) })),
  );

  it.each(cases)('answers as drizzle for $valueName and $className, the first time and the next', ({ value, type, expected }) => {
    expect(is(value, type as never)).toBe(expected);
    expect(is(value, type as never)).toBe(expected);
  });

  it('still refuses a class that is not a drizzle entity', () => {
    class NotAnEntity {}
    expect(() => is(table.name, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
    expect(() => is(table.name, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
