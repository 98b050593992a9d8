/**
 * The catalog check behind `npm run lint` (it was a test; it is a property of the committed
 * files, like formatting, so it fails lint rather than the test run): the committed .po catalogs
 * match the messages in the code (no stale or missing entries), and every message has its
 * English translation. Uses Lingui's own checks.
 *
 * Run: `node scripts/i18n-catalogs.ts` (exit 1 with Lingui's report), or import `checkCatalogs`
 * with another project folder (its own lingui.config).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LINGUI = join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js');

function lingui(cwd: string, args: string[]) {
  const result = spawnSync(process.execPath, [LINGUI, 'check', ...args, '--verbose'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export const CHECKS = [
  {
    args: ['sync', '--clean'],
    pass: 'PASS sync',
    failure:
      'the message catalogs are not in sync with the messages in the code (run npm run i18n:extract)',
  },
  {
    args: ['missing', '--mode', 'catalog'],
    pass: 'PASS missing',
    failure: 'a message has no English translation (fill its msgstr in the en .po file)',
  },
] as const;

export interface CatalogReport {
  /** one line per failed check, with Lingui's output under it */
  failures: string[];
}

/** runs both checks in `cwd` (a folder with a lingui.config) */
export function checkCatalogs(cwd = ROOT, workers = 1): CatalogReport {
  const failures: string[] = [];
  for (const check of CHECKS) {
    const { status, output } = lingui(cwd, [...check.args, '--workers', String(workers)]);
    if (status !== 0 || !output.includes(check.pass)) {
      failures.push(`i18n catalogs: ${check.failure}\n${output.trim()}`);
    }
  }
  return { failures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { failures } = checkCatalogs();
  for (const failure of failures) console.error(failure);
  if (failures.length > 0) process.exit(1);
  console.log('i18n catalogs: in sync with the code, every message translated');
}
