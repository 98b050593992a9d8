/**
 * One small interface over the two databases Legion runs on: PGlite (embedded, the default)
 * and a PostgreSQL server (DATABASE_URL). Repositories speak SQL with $1 parameters to it.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** runs a script of several statements, without parameters */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** runs `work` in one transaction: committed when it resolves, rolled back when it throws */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… — when set, a PostgreSQL server; otherwise PGlite under dataDir */
  databaseUrl?: string | undefined;
  /** the folder of PGlite's files */
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests use one each) */
  schema?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options.schema);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
