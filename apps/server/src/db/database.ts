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
  /**
   * runs the reads of `work` on one snapshot: every query sees the same committed state, so
   * what several queries answer together never mixes before and after another's commit
   */
  snapshot<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Follows the NOTIFYs on `channel` (a lower-case identifier): every committed one, from this
   * instance or any other on the same database. A notification of this instance's own write is
   * delivered before that write's query (or transaction) resolves, so a read after a write on
   * the same instance never sees what the write changed as unchanged.
   */
  listen(channel: string, listener: ChannelListener): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelListener {
  /** a committed NOTIFY on the channel */
  notify(payload: string): void;
  /** the link to the database is up: every notification from now on arrives */
  up(): void;
  /** the link dropped (PostgreSQL): notifications may be missed until `up` is called again */
  down(): void;
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
