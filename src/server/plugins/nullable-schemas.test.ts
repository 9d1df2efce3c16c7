import fastJson from 'fast-json-stringify';
import { answerChecker } from './route-table';
import { integer, isoDate, literal, nullable, object, oneOf, string, union, type TSchema } from '../../shared/api/schema';

// `nullable` writes a schema of one type as a type list, which fast-json-stringify serialises without ajv: the answers
// must still be written, and checked, exactly as before.
const cases: [name: string, schema: TSchema, value: unknown, wrong: unknown][] = [
  ['a string', nullable(string()), 'Marie', 12],
  ['an instant', nullable(isoDate()), '2026-11-29T10:00:00.000Z', '29/11/2026'],
  ['an integer', nullable(integer()), 42, 'x'],
  ['one of some strings', nullable(oneOf(['pending', 'published'] as const)), 'published', 'deleted'],
  ['a literal', nullable(literal('noCredits')), 'noCredits', 'other'],
  [
    'an object',
    nullable(object({ date: nullable(isoDate()), responseContent: string() })),
    { date: null, responseContent: 'Merci' },
    { date: null },
  ],
  ['a union', nullable(union(string(), integer())), 7, false],
];

describe('nullable answer schemas', () => {
  it.each(cases)('%s: written as JSON.stringify writes it, the value and null alike', (_name, schema, value) => {
    const write = fastJson({ type: 'object', properties: { field: schema } });
    expect(write({ field: value })).toBe(JSON.stringify({ field: value }));
    expect(write({ field: null })).toBe('{"field":null}');
  });

  it.each(cases)('%s: the answer check accepts the value and null, and refuses anything else', (_name, schema, value, wrong) => {
    const check = answerChecker.compile(schema);
    expect([check(value), check(null), check(wrong)]).toEqual([true, true, false]);
  });

  it('lists the types instead of branching, except for a union', () => {
    expect(nullable(string())).toEqual({ type: ['string', 'null'] });
    expect(nullable(oneOf(['a', 'b'] as const))).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expect(nullable(union(string(), integer()))).toEqual({
      anyOf: [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'null' }],
    });
  });
});
