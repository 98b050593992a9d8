import { readdirSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.ts';
import { openTestDatabase } from './helpers.ts';

const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort();

let db: Database;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase());
});
afterEach(() => close());

describe('migrate', () => {
  it('applies every migration once, however often it runs', async () => {
    expect(await migrate(db)).toBe(MIGRATIONS.length);
    expect(await migrate(db)).toBe(MIGRATIONS.length);
    const rows = await db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((r) => r.name)).toEqual(MIGRATIONS);
    expect(MIGRATIONS.slice(0, 2)).toEqual(['0001_app_settings.sql', '0002_accounts.sql']);
    await db.query("insert into app_settings (key, value) values ('k', 'v')");
    expect(await db.query('select key, value from app_settings')).toEqual([
      { key: 'k', value: 'v' },
    ]);
  });

  it('lets two starting instances race without applying anything twice', async () => {
    const counts = await Promise.all([migrate(db), migrate(db)]);
    expect(counts).toEqual([MIGRATIONS.length, MIGRATIONS.length]);
  });

  it('gives the seed’s old order numbers the one format live orders have', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'legion-migrations-'));
    try {
      for (const name of MIGRATIONS.filter((file) => file < '0014_order_numbers.sql')) {
        await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
      }
      await migrate(db, dir);
      const [user] = await db.query<{ id: string }>(
        "insert into users (username) values ('buyer') returning id::text as id",
      );
      const orders = await db.query<{ id: string }>(
        `insert into orders (order_number, user_id, item_name, amount_cents, payment_method,
           created_at)
         values ('LG2026112400267072', $1::bigint, 'a', 1880, 'chat_wallet',
             '2026-11-23 23:59:00+00'),
           ('LG20261124-000050', $1::bigint, 'b', 1880, 'chat_wallet', '2026-11-24 09:00:00+00')
         returning id::text as id`,
        [user?.id],
      );
      await migrate(db);
      const numbers = await db.query<{ id: string; order_number: string }>(
        'select id::text as id, order_number from orders order by id',
      );
      expect(numbers).toEqual([
        // the UTC day of its order time, and its id
        { id: orders[0]?.id, order_number: `LG20261123-${orders[0]?.id.padStart(6, '0')}` },
        { id: orders[1]?.id, order_number: 'LG20261124-000050' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('applies new migrations in name order and rolls back a failing one whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'legion-migrations-'));
    try {
      await writeFile(join(dir, '0001_a.sql'), 'create table a (id int);');
      await writeFile(
        join(dir, '0002_b.sql'),
        'create table b (id int); insert into a values (1);',
      );
      expect(await migrate(db, dir)).toBe(2);
      await writeFile(join(dir, '0003_broken.sql'), 'insert into a values (2); select nonsense(;');
      await expect(migrate(db, dir)).rejects.toThrow();
      // the failed run left nothing behind: not its row in a, not its record
      expect(await db.query('select id from a order by id')).toEqual([{ id: 1 }]);
      expect(await migrate(db, MIGRATIONS_DIR)).toBe(2 + MIGRATIONS.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
