/**
 * Passwords and bearer tokens. Passwords: scrypt with a random salt, stored with their
 * parameters so they can be raised later, compared in constant time. Tokens: 32 random
 * bytes, base64url; only their SHA-256 is stored, so a copy of the database signs no one in.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 32 } as const;
/** a stored hash naming larger parameters than these is refused rather than run */
const MAX_N = 1 << 20;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every(Number.isSafeInteger) || N < 2 || N > MAX_N || R < 1 || P < 1) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), N, R, P, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody has, verified against when the username is unknown, so that
 * an unknown name takes as long to refuse as a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** a random token of `bytes` bytes (32 by default, 256 bits), base64url */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** a readable random password for the seed accounts: 16 characters */
export function newPassword(): string {
  return randomBytes(12).toString('base64url');
}
