/**
 * Credentials the platform must send on someone's behalf (an agent's API key for its
 * OpenAI-compatible or A2A service) are kept sealed: AES-256-GCM under a key that is never in
 * the database, `LEGION_SECRET_KEY` (32 bytes, base64 or hex). Each sealed value is bound to
 * where it belongs (its `context`, e.g. the agent's id), so a sealed value copied to another
 * row does not open. On a laptop with the sandbox on and no key set, one is generated into the
 * data folder (`secret.key`, readable by its owner only); a server without the sandbox must be
 * given one.
 *
 * Sealed form: `v1.<iv>.<ciphertext and tag>`, both base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_FILE = 'secret.key';

export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretKeyError';
  }
}

/** the 32-byte key in `LEGION_SECRET_KEY`: 64 hex digits or base64 (standard or url) */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32)
    throw new SecretKeyError(
      'LEGION_SECRET_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)',
    );
  return key;
}

/**
 * The key: LEGION_SECRET_KEY when set; with the sandbox on, the data folder's own (generated
 * on first use); otherwise none, and sealing or opening says what to set.
 */
export function loadSecretKey(options: {
  env: string | undefined;
  sandbox: boolean;
  dataDir: string;
}): Buffer | null {
  if (options.env) return parseSecretKey(options.env);
  if (!options.sandbox) return null;
  const file = join(options.dataDir, SECRET_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // another instance on the same folder wrote it first: use theirs
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseSecretKey(readFileSync(file, 'utf8'));
}

export interface SecretBox {
  /** the value sealed for `context` */
  seal(plain: string, context: string): string;
  /** the value, if it was sealed for `context` under this key; otherwise an error */
  open(sealed: string, context: string): string;
}

export function secretBox(key: Buffer | null): SecretBox {
  const need = (): Buffer => {
    if (!key)
      throw new SecretKeyError(
        'no LEGION_SECRET_KEY: set one (openssl rand -base64 32) to keep agent credentials',
      );
    return key;
  };
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', need(), iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, ivText, bodyText] = sealed.split('.');
      if (version !== VERSION || !ivText || !bodyText)
        throw new SecretKeyError('not a sealed value');
      const iv = Buffer.from(ivText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES)
        throw new SecretKeyError('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', need(), iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretKeyError('the sealed value does not open with this key and context');
      }
    },
  };
}
