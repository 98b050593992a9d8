/**
 * The committed .po catalogs must match the code (no stale or missing entries) and every
 * message must have its English translation. Uses Lingui's own checks.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const lingui = fileURLToPath(
  new URL('../node_modules/@lingui/cli/dist/lingui.js', import.meta.url),
);

function check(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [lingui, 'check', ...args, '--workers', '1', '--verbose'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('message catalogs', () => {
  it('are in sync with the messages in the code (run npm run i18n:extract)', () => {
    const { status, output } = check('sync', '--clean');
    expect(output).toContain('PASS sync');
    expect(status).toBe(0);
  }, 60_000);

  it('translate every message into English', () => {
    const { status, output } = check('missing', '--mode', 'catalog');
    expect(output).toContain('PASS missing');
    expect(status).toBe(0);
  }, 60_000);
});
