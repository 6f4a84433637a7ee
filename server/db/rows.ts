// The rows of a `db.execute(...)` answer. Drizzle types `execute` by driver; both of ours (node-postgres and PGlite)
// answer `{ rows }`, so this is where that is said once, with the row type the query selects.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
