/**
 * The lint's catalog check (i18n-catalogs.ts) on a project of one message: it reports a catalog
 * the code has moved past and a message without its English, in the words a person acts on.
 * (The repo's own catalogs are checked by `npm run lint`, not here.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKS, checkCatalogs } from './i18n-catalogs.ts';

const project = mkdtempSync(join(tmpdir(), 'legion-i18n-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(join(project, path, '..'), { recursive: true });
  writeFileSync(join(project, path), text);
}

describe('the catalog check', () => {
  it('fails a stale catalog and an untranslated message, naming what to do', () => {
    write(
      'lingui.config.js',
      `export default {
        sourceLocale: 'zh-CN',
        locales: ['zh-CN', 'en'],
        catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
      };\n`,
    );
    write(
      'src/greeting.ts',
      "import { t } from '@lingui/core/macro';\nexport const hi = () => t`你好`;\n",
    );
    // the en catalog has the message untranslated; the zh-CN one was never extracted
    write(
      'locales/en.po',
      'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: en\\n"\n\nmsgid "你好"\nmsgstr ""\n',
    );
    const { failures } = checkCatalogs(project);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain(`i18n catalogs: ${CHECKS[0].failure}`);
    expect(failures[0]).toContain('locales/zh-CN.po: Catalog is missing');
    expect(failures[1]).toContain(`i18n catalogs: ${CHECKS[1].failure}`);
    expect(failures[1]).toContain('Found 1 missing translation');
  }, 60_000);
});
