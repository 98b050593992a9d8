/**
 * The accounts a fresh platform starts with. With demo data: an admin, a certified developer
 * and a plain user, whose password is LEGION_SEED_PASSWORD. Without: the admin alone, whose
 * password is LEGION_ADMIN_PASSWORD. Either is generated and printed at that first start only
 * when not set, and written once, marked in app_settings.
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

/** the one account a platform without demo data starts with */
export const ADMIN_ACCOUNT = {
  username: 'admin',
  name: '管理员',
  mobile: null,
  email: null,
  developer: { status: 1, role: 1 },
} as const;
export const ADMIN_ACCOUNT_MARKER = 'seed:admin-account';

type SeedAccount = {
  username: string;
  name: string;
  mobile: string | null;
  email: string | null;
  developer: { status: number; role: number } | null;
};

export interface SeedOptions {
  /** the password the environment chose; generated when absent */
  password: string | undefined;
  now: () => number;
  log: (line: string) => void;
}

/** Seeds the demo accounts (admin, developer, user) unless done before; true when it wrote them. */
export function seedAccounts(db: Database, options: SeedOptions): Promise<boolean> {
  return seedOnce(db, SEED_MARKER, SEED_ACCOUNTS, 'LEGION_SEED_PASSWORD', options);
}

/** Seeds the admin account of a platform without demo data unless done before. */
export function seedAdminAccount(db: Database, options: SeedOptions): Promise<boolean> {
  return seedOnce(db, ADMIN_ACCOUNT_MARKER, [ADMIN_ACCOUNT], 'LEGION_ADMIN_PASSWORD', options);
}

/**
 * Writes the accounts once (marked in app_settings; one that exists already is left as it is)
 * and says their password at that first start only: the environment's, by name, or the one
 * generated.
 */
async function seedOnce(
  db: Database,
  marker: string,
  seeds: readonly SeedAccount[],
  variable: string,
  options: SeedOptions,
): Promise<boolean> {
  if (await settingsRepository(db).get(marker)) return false;
  const password = options.password ?? newPassword();
  const hashes = await Promise.all(seeds.map(() => hashPassword(password)));
  const createdAt = new Date(options.now());
  const seeded = await db.transaction(async (tx) => {
    // the claim makes a second instance starting at the same time wait here, then skip
    if (!(await settingsRepository(tx).claim(marker, createdAt.toISOString()))) return false;
    const accounts = accountsRepository(tx);
    for (const [index, account] of seeds.entries()) {
      await accounts.insertUser({
        username: account.username,
        name: account.name,
        mobile: account.mobile,
        email: account.email ?? '',
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
    const names = seeds.map((a) => a.username).join(', ');
    const label = seeds.length > 1 ? 'Seed accounts' : 'Seed account';
    options.log(
      options.password
        ? `${label} ${names} — password: the value of ${variable}`
        : `${label} ${names} — password: ${password}`,
    );
  }
  return seeded;
}
