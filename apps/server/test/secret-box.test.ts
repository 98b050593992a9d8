import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadSecretKey,
  parseSecretKey,
  SECRET_KEY_FILE,
  secretBox,
} from '../src/shared/secret-box.ts';

const KEY = Buffer.alloc(32, 7);

describe('sealed credentials', () => {
  it('open only under the same key and for the row they were sealed for', () => {
    const box = secretBox(KEY);
    const sealed = box.seal('sk-live-1234', 'agent:42');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('sk-live');
    expect(box.open(sealed, 'agent:42')).toBe('sk-live-1234');
    // the same value sealed twice looks different (a fresh IV each time)
    expect(box.seal('sk-live-1234', 'agent:42')).not.toBe(sealed);
    expect(() => box.open(sealed, 'agent:43')).toThrow(/does not open/);
    expect(() => secretBox(Buffer.alloc(32, 8)).open(sealed, 'agent:42')).toThrow(/does not open/);
    const [version, iv, body = ''] = sealed.split('.');
    const flipped = `${body.slice(0, -2)}${body.endsWith('A') ? 'B' : 'A'}${body.slice(-1)}`;
    expect(() => box.open(`${version}.${iv}.${flipped}`, 'agent:42')).toThrow();
    expect(() => box.open('plain text', 'agent:42')).toThrow(/not a sealed value/);
  });

  it('say what to set when there is no key', () => {
    expect(() => secretBox(null).seal('x', 'agent:1')).toThrow(/LEGION_SECRET_KEY/);
  });

  it('take a 32-byte key as hex or base64, and refuse another length', () => {
    expect(parseSecretKey('07'.repeat(32))).toEqual(KEY);
    expect(parseSecretKey(KEY.toString('base64'))).toEqual(KEY);
    expect(parseSecretKey(KEY.toString('base64url'))).toEqual(KEY);
    expect(() => parseSecretKey('too-short')).toThrow(/32 bytes/);
  });

  it('with the sandbox on and no key set, generate one into the data folder, once', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'legion-secret-'));
    const first = loadSecretKey({ env: undefined, sandbox: true, dataDir });
    const again = loadSecretKey({ env: undefined, sandbox: true, dataDir });
    expect(first).toEqual(again);
    expect(first).toHaveLength(32);
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(first?.toString('base64'));
    // a server without the sandbox is never given a key it was not told
    expect(loadSecretKey({ env: undefined, sandbox: false, dataDir })).toBeNull();
    expect(loadSecretKey({ env: KEY.toString('hex'), sandbox: false, dataDir })).toEqual(KEY);
  });
});
