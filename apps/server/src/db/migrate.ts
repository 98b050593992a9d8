import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** an arbitrary constant: the advisory lock that keeps two starting servers from racing */
const MIGRATION_LOCK = 4_231_977;

/**
 * Applies, in name order, every migration in `migrations/` not yet recorded, each once, all
 * in one transaction under an advisory lock, so several instances may start at once.
 * Migrations are forward-only. Returns the number of migrations applied in all.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<number> {
  const files = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      `create table if not exists schema_migrations (
         name text primary key,
         applied_at timestamptz not null default now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(join(dir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    }
    const [row] = await tx.query<{ count: string | number }>(
      'select count(*) as count from schema_migrations',
    );
    return Number(row?.count ?? 0);
  });
}
