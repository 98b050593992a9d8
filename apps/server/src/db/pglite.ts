import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

export async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir });
  function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return pg.transaction((tx) =>
      work({
        async query(sql, params) {
          const result = await tx.query(sql, params);
          return result.rows as never[];
        },
        async exec(sql) {
          await tx.exec(sql);
        },
      }),
    );
  }
  return {
    kind: 'pglite',
    async query(sql, params) {
      const result = await pg.query(sql, params);
      return result.rows as never[];
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction,
    // one connection: while a transaction runs, no other statement does, so it reads one state
    snapshot: transaction,
    // one process, one database: the link never drops. PGlite hands a notification to its
    // listeners (as microtasks) while it reads the committing statement's answer, before that
    // statement's promise resolves.
    async listen(channel, listener) {
      await pg.listen(channel, (payload) => listener.notify(payload));
      listener.up();
    },
    async close() {
      await pg.close();
    },
  };
}
