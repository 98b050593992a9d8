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

  it('stores a listed industry as its code and keeps an applicant’s own words', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'legion-migrations-'));
    try {
      for (const name of MIGRATIONS.filter((file) => file < '0031_industry_codes.sql')) {
        await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
      }
      await migrate(db, dir);
      // what the form stored: the label it showed, in the applicant's language
      const industries = ['金融', 'Retail and e-commerce', ' 互联网 ', '智能硬件'];
      for (const [index, industry] of industries.entries()) {
        const [user] = await db.query<{ id: string }>(
          'insert into users (username) values ($1) returning id::text as id',
          [`applicant${index}`],
        );
        const [application] = await db.query<{ id: string }>(
          `insert into developer_applications (user_id, developer_name, mobile, email,
             company_name, industry, legal_person_name, id_card, credit_code, submitted_at)
           values ($1::bigint, 'a', '13900000000', 'a@example.com', 'c', $2, 'l', 'i', 'k',
             '2026-11-20 09:00:00+00')
           returning id::text as id`,
          [user?.id, industry],
        );
        await db.query(
          `insert into developer_application_submissions (application_id, round, developer_name,
             mobile, email, company_name, industry, legal_person_name, id_card, credit_code,
             submitted_at)
           select id, 1, developer_name, mobile, email, company_name, industry,
             legal_person_name, id_card, credit_code, submitted_at
           from developer_applications where id = $1::bigint`,
          [application?.id],
        );
      }
      await migrate(db);
      const expected = ['finance', 'retail', 'internet', '智能硬件'];
      const current = await db.query<{ industry: string }>(
        'select industry from developer_applications order by id',
      );
      expect(current.map((row) => row.industry)).toEqual(expected);
      const rounds = await db.query<{ industry: string }>(
        'select industry from developer_application_submissions order by application_id',
      );
      expect(rounds.map((row) => row.industry)).toEqual(expected);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('files release notes written before under the language they were written in', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'legion-migrations-'));
    try {
      for (const name of MIGRATIONS.filter((file) => file < '0032_release_notes_by_language.sql')) {
        await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
      }
      await migrate(db, dir);
      const [user] = await db.query<{ id: string }>(
        "insert into users (username) values ('maker') returning id::text as id",
      );
      const [agent] = await db.query<{ id: string }>(
        `insert into agents (developer_id, category, created_at)
         values ($1::bigint, 'productivity', '2026-11-01 09:00:00+00') returning id::text as id`,
        [user?.id],
      );
      const notes = ['支持 PDF 文件。', 'Fixed a crash on long inputs.', '', 'v2：更快 (faster)'];
      for (const [index, note] of notes.entries()) {
        await db.query(
          `insert into agent_versions (agent_id, version, name_zh, name_en, submitted_at,
             release_notes)
           values ($1::bigint, $2, '名', 'Name', '2026-11-01 09:00:00+00', $3)`,
          [agent?.id, `1.${index}.0`, note],
        );
      }
      await migrate(db);
      const rows = await db.query<{ release_notes_zh: string; release_notes_en: string }>(
        'select release_notes_zh, release_notes_en from agent_versions order by version',
      );
      expect(rows).toEqual([
        { release_notes_zh: '支持 PDF 文件。', release_notes_en: '' },
        { release_notes_zh: '', release_notes_en: 'Fixed a crash on long inputs.' },
        { release_notes_zh: '', release_notes_en: '' },
        { release_notes_zh: 'v2：更快 (faster)', release_notes_en: '' },
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
