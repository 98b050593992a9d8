/**
 * How a person is named to others, one rule for every answer: their name, else the
 * name they were certified under as a developer (developer name, else company), else their
 * mobile masked (first 3 and last 4 digits shown), else their public handle. A full mobile
 * never leaves the server this way.
 *
 * The handle (the username of an account made by phone sign-in) is generated, never derived
 * from the mobile: `user_` and ten random base32 characters.
 */

import { randomBytes } from 'node:crypto';
import { maskMobile } from '@legion/api';

export const HANDLE_PREFIX = 'user_';
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** a new public handle: `user_` + 10 random base32 characters (50 bits) */
export function newHandle(): string {
  const bytes = randomBytes(10);
  let handle = HANDLE_PREFIX;
  for (const byte of bytes) handle += BASE32[byte & 31];
  return handle;
}

/** the mobile column masked as maskMobile does it, in SQL; null when there is none */
export function maskedMobileSql(column: string): string {
  return `case when ${column} is null or ${column} = '' then null
    when length(${column}) < 8 then ${column}
    else left(${column}, 3) || repeat('*', length(${column}) - 7) || right(${column}, 4) end`;
}

/** the name the user `alias` was certified under as a developer, in SQL; null when none */
export function certifiedNameSql(alias: string): string {
  return `(select coalesce(nullif(btrim(da.developer_name), ''), nullif(btrim(da.company_name), ''))
    from developer_applications da where da.user_id = ${alias}.id and da.status = 'approved')`;
}

/** the display name of the user row `alias` (a `users` table alias), in SQL */
export function displayNameSql(alias: string): string {
  return `coalesce(nullif(btrim(${alias}.name), ''), ${certifiedNameSql(alias)},
    ${maskedMobileSql(`${alias}.mobile`)}, ${alias}.username)`;
}

export interface NamedRow {
  name: string;
  /** certifiedNameSql's value */
  certified_name?: string | null;
  /** the whole number */
  mobile: string | null;
  username: string;
}

/** the same rule as displayNameSql, for a row already read */
export function displayName(row: NamedRow): string {
  return (
    row.name.trim() ||
    row.certified_name?.trim() ||
    (row.mobile ? maskMobile(row.mobile) : '') ||
    row.username
  );
}
