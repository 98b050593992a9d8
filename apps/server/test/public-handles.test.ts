/**
 * The migration that takes the mobile out of usernames (0015_public_handles.sql): accounts
 * that phone sign-in named 'u' + their mobile get a generated handle; other names stay.
 */

import { readdirSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.ts';
import { openTestDatabase } from './helpers.ts';

const MIGRATION = '0015_public_handles.sql';

let db: Database;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase());
});
afterEach(() => close());

it('gives every username made of a mobile a generated handle, and keeps the others', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'legion-migrations-'));
  try {
    const before = readdirSync(MIGRATIONS_DIR).filter(
      (name) => /^\d{4}_.*\.sql$/.test(name) && name < MIGRATION,
    );
    for (const name of before) await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
    await migrate(db, dir);
    await db.query(
      `insert into users (username, name, mobile) values
         ('u17700000001', '', '17700000001'),
         ('u17700000002-Ab_9-x', '', '17700000002'),
         ('admin', '周立', '13700000001'),
         ('user_abcdefgh23', '', '13500000003')`,
    );
    await migrate(db);
    const rows = await db.query<{ username: string; mobile: string }>(
      'select username, mobile from users order by id',
    );
    const [first, second, admin, handle] = rows;
    for (const row of [first, second]) {
      expect(row?.username).toMatch(/^user_[a-z2-7]{10}$/);
      expect(row?.username).not.toContain(row?.mobile.slice(-4));
    }
    expect(first?.username).not.toBe(second?.username);
    expect(admin?.username).toBe('admin');
    expect(handle?.username).toBe('user_abcdefgh23');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
