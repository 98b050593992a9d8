/**
 * The accounts a fresh platform starts with (ARCHITECTURE "Runtime"): an admin, a certified
 * developer and a plain user. Written once, marked in app_settings; their password is
 * LEGION_SEED_PASSWORD or, without it, generated and printed at that first start only.
 */
import { roleFromDeveloperInfo } from '@legion/api';
import type { Database } from '../db/database.ts';
import { settingsRepository } from '../settings/repository.ts';
import { accountsRepository } from './repository.ts';
import { hashPassword, newPassword } from './secrets.ts';

export const SEED_MARKER = 'seed:accounts';

export const SEED_ACCOUNTS = [
  {
    username: 'admin',
    name: '周立',
    mobile: '13700000001',
    email: 'admin@legion.local',
    developer: { status: 1, role: 1 },
  },
  {
    username: 'developer',
    name: '陈开发',
    mobile: '13800000002',
    email: 'developer@legion.local',
    developer: { status: 1, role: 0 },
  },
  {
    username: 'user',
    name: '林小雨',
    mobile: '13900000003',
    email: 'user@legion.local',
    developer: null,
  },
] as const;

export interface SeedOptions {
  /** LEGION_SEED_PASSWORD; generated when absent */
  password: string | undefined;
  now: () => number;
  log: (line: string) => void;
}

/** Seeds the accounts unless done before; true when this call wrote them. */
export async function seedAccounts(db: Database, options: SeedOptions): Promise<boolean> {
  if (await settingsRepository(db).get(SEED_MARKER)) return false;
  const password = options.password ?? newPassword();
  const hashes = await Promise.all(SEED_ACCOUNTS.map(() => hashPassword(password)));
  const createdAt = new Date(options.now());
  const seeded = await db.transaction(async (tx) => {
    // the claim makes a second instance starting at the same time wait here, then skip
    if (!(await settingsRepository(tx).claim(SEED_MARKER, createdAt.toISOString()))) return false;
    const accounts = accountsRepository(tx);
    for (const [index, account] of SEED_ACCOUNTS.entries()) {
      await accounts.insertUser({
        username: account.username,
        name: account.name,
        mobile: account.mobile,
        email: account.email,
        role: roleFromDeveloperInfo(account.developer),
        developerStatus: account.developer?.status ?? null,
        developerRole: account.developer?.role ?? null,
        passwordHash: hashes[index] ?? null,
        createdAt,
      });
    }
    return true;
  });
  if (seeded) {
    const names = SEED_ACCOUNTS.map((a) => a.username).join(', ');
    options.log(
      options.password
        ? `Seed accounts ${names} — password: the value of LEGION_SEED_PASSWORD`
        : `Seed accounts ${names} — password: ${password}`,
    );
  }
  return seeded;
}
