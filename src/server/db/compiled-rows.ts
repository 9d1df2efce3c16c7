import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

type Decoder = (value: unknown) => unknown;
type SelectedField = { path: string[]; field: unknown };
type Row = unknown[];
type RowMapper = (rows: Row[]) => Record<string, unknown>[];

/** What drizzle keeps on a prepared select, and reads on every execution to map its rows. */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: RowMapper;
};

const keepsDriverValue = Column.prototype.mapFromDriverValue;

/** The field's decoder, found where drizzle's own mapping looks; null where the driver's value is kept as it is. */
function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) {
    return field.mapFromDriverValue === keepsDriverValue ? null : (value) => field.mapFromDriverValue(value);
  }
  // An expression's decoder is drizzle's internal field (`mapWith` sets it).
  const expression = is(field, SQL) ? field : is(field, Subquery) ? field._.sql : (field as SQL.Aliased).sql;
  const { decoder } = expression as unknown as { decoder: { mapFromDriverValue: Decoder } };
  return (value) => decoder.mapFromDriverValue(value);
}

const tableNameOf = (field: unknown) => (is(field, Column) ? getTableName(field.table) : null);

/**
 * The row mapper of a select, written once as code for its fields, the way fast-json-stringify writes a serialiser:
 * each row becomes one object literal of fixed shape. drizzle's own mapping, run for every row, tells each field's kind
 * apart (`is()` walks the class chain), walks its path and builds the objects key by key, which made them slow
 * dictionaries; for the owner's account (44 columns) it took about 30 µs a row, this about 1 µs.
 *
 * It gives the same objects: a joined table's object is null where its first column is, when all its columns come
 * from that table and the join may find nothing (drizzle's rule, which looks at columns only). Null for shapes it does
 * not handle (fields nested deeper than one object), which drizzle then maps. Only the select's names, quoted, and
 * positions go into the code.
 */
export function compiledMapperOf(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>): RowMapper | null {
  if (fields.some(({ path }) => path.length < 1 || path.length > 2)) return null;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const valueAt = (index: number) =>
    decoders[index] ? `row[${index}] === null ? null : decode[${index}](row[${index}])` : `row[${index}]`;
  // The fields by their first name, in the select's order: a column of its own, or the columns of one object.
  const groups = new Map<string, number[]>();
  fields.forEach(({ path }, index) => groups.set(path[0], [...(groups.get(path[0]) ?? []), index]));
  const objectAt = (name: string, indexes: number[]) => {
    const literal = `{ ${indexes.map((index) => `${JSON.stringify(fields[index].path[1])}: ${valueAt(index)}`).join(', ')} }`;
    const columns = indexes.filter((index) => tableNameOf(fields[index].field) !== null);
    const tables = new Set(columns.map((index) => tableNameOf(fields[index].field)!));
    const [table] = tables;
    const mayBeMissing = joinsNotNullableMap !== undefined && tables.size === 1 && !joinsNotNullableMap[table];
    return `${JSON.stringify(name)}: ${mayBeMissing ? `row[${columns[0]}] === null ? null : ${literal}` : literal}`;
  };
  const code = [...groups].map(([name, indexes]) =>
    fields[indexes[0]].path.length === 1 ? `${JSON.stringify(name)}: ${valueAt(indexes[0])}` : objectAt(name, indexes),
  );
  const mapRow = new Function('decode', `return (row) => ({ ${code.join(', ')} });`)(decoders) as (row: Row) => Record<string, unknown>;
  return (rows) => rows.map(mapRow);
}

/**
 * Gives a prepared select the row mapper written once for its fields (`compiledMapperOf`). For the statements run on
 * every request: drizzle's generic mapping was a tenth of the review page's server time (docs/performance.md).
 */
export function withCompiledRows<Statement>(statement: Statement): Statement {
  const prepared = statement as PreparedSelect;
  if (!prepared.fields || prepared.customResultMapper) return statement;
  const mapper = compiledMapperOf(prepared.fields, prepared.joinsNotNullableMap);
  if (mapper) prepared.customResultMapper = mapper;
  return statement;
}
