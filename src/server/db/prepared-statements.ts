/**
 * Named prepared statements, each built on first use and kept: building a query with drizzle costs
 * more CPU than PostgreSQL takes to run it, and a named statement is planned once per connection.
 * A name stands for one shape of query (which conditions it has), its values come as parameters.
 */
export function preparedStatements() {
  const statements = new Map<string, unknown>();
  return function preparedOnce<Statement>(name: string, build: (name: string) => Statement): Statement {
    if (!statements.has(name)) statements.set(name, build(name));
    return statements.get(name) as Statement;
  };
}
