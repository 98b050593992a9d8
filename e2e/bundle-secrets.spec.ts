/**
 * No secret in the web bundle. Reads every file of the built app (apps/web/dist,
 * which the e2e web server builds when stale) and looks for private key blocks, API-token
 * shapes, the names of the server's secret settings and the values of secret-looking
 * environment variables, and for `process.env` left in code (a browser has none: anything
 * there would have been inlined at build time). A planted copy proves the scanner finds each.
 * No browser: only node:fs.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_SEED_PASSWORD } from './playwright.config.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(repoRoot, 'apps/web/dist');
const serverSrc = join(repoRoot, 'apps/server/src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** a secret-looking setting name: what the server reads and a browser must never see */
const SECRET_NAME = /^(?:LEGION_\w*(?:SECRET|PASSWORD|KEY|TOKEN)\w*|DATABASE_URL)$/;

/** the server's secret settings, found in its source so that a new one is covered at once */
function serverSecretNames(): string[] {
  const names = new Set<string>();
  for (const file of filesUnder(serverSrc).filter((path) => path.endsWith('.ts'))) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(/\b[A-Z][A-Z0-9_]{5,}\b/g)) {
      if (SECRET_NAME.test(name)) names.add(name);
    }
  }
  return [...names].sort();
}

/** values of this process's environment that look secret (by name), long enough to match */
function secretEnvValues(env: NodeJS.ProcessEnv = process.env): { name: string; value: string }[] {
  return Object.entries(env)
    .filter(
      ([name, value]) =>
        /SECRET|PASSWORD|TOKEN|PRIVATE|CREDENTIAL|ACCESS_KEY|API_KEY|DATABASE_URL/i.test(name) &&
        typeof value === 'string' &&
        value.length >= 8,
    )
    .map(([name, value]) => ({ name, value: value as string }));
}

const TOKEN_SHAPES: { what: string; pattern: RegExp }[] = [
  { what: 'a private key block', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { what: 'an sk_ token', pattern: /\b[sr]k_(?:live|test)_[0-9A-Za-z]{8,}/ },
  { what: 'an sk- API key', pattern: /\bsk-[A-Za-z0-9_-]{20,}/ },
  { what: 'an AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { what: 'a GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{30,}/ },
  { what: 'a Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
  { what: 'process.env in code', pattern: /\bprocess\.env\b/ },
];

interface Finding {
  file: string;
  what: string;
}

/** everything in the folder's files that must not reach a browser */
function scanForSecrets(
  dir: string,
  secrets: { names: string[]; values: { name: string; value: string }[] },
): Finding[] {
  const findings: Finding[] = [];
  for (const path of filesUnder(dir)) {
    const file = relative(dir, path);
    const text = readFileSync(path, 'latin1');
    for (const { what, pattern } of TOKEN_SHAPES) {
      if (pattern.test(text)) findings.push({ file, what });
    }
    for (const name of secrets.names) {
      if (new RegExp(`\\b${name}\\b`).test(text)) findings.push({ file, what: `the name ${name}` });
    }
    for (const { name, value } of secrets.values) {
      if (text.includes(value)) findings.push({ file, what: `the value of ${name}` });
    }
  }
  return findings;
}

const secrets = () => ({
  names: serverSecretNames(),
  values: [
    ...secretEnvValues(),
    // the e2e server's seed password, whatever the environment of this run
    { name: 'LEGION_SEED_PASSWORD (e2e)', value: E2E_SEED_PASSWORD },
  ],
});

test.describe('the web bundle', () => {
  test('knows the server secrets it must look for', () => {
    expect(serverSecretNames()).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'LEGION_PAY_CHAT_WALLET_SECRET',
        'LEGION_PAY_PAY_WALLET_SECRET',
        'LEGION_PROVIDER_SECRET',
        'LEGION_S3_ACCESS_KEY_ID',
        'LEGION_S3_SECRET_ACCESS_KEY',
        'LEGION_SEED_PASSWORD',
      ]),
    );
  });

  test('holds no secret, no secret name and no process.env', () => {
    const files = filesUnder(webDist);
    expect(files.some((path) => path.endsWith('index.html'))).toBe(true);
    expect(files.some((path) => /assets[\\/].+\.js$/.test(path))).toBe(true);
    expect(scanForSecrets(webDist, secrets())).toEqual([]);
  });

  test('the scan finds each kind of secret planted in a copy of the bundle', () => {
    const copy = mkdtempSync(join(tmpdir(), 'legion-bundle-'));
    try {
      cpSync(webDist, copy, { recursive: true });
      const planted = {
        name: 'LEGION_TEST_PLANTED_SECRET',
        value: 'planted-value-7f3a9c1e',
      };
      writeFileSync(
        join(copy, 'assets', 'planted-1234.js'),
        [
          // put together here, so that no secret scanner takes this test file for a leak
          `const pem = "${'-----BEGIN'} RSA PRIVATE KEY-----\\nMIIB\\n-----END RSA PRIVATE KEY-----";`,
          `const token = "${'sk_'}live_${'notARealKey'}0123456789";`,
          'const db = process.env.DATABASE_URL;',
          'const provider = "LEGION_PROVIDER_SECRET";',
          `const seed = "${E2E_SEED_PASSWORD}";`,
          `const leaked = "${planted.value}";`,
        ].join('\n'),
      );
      const findings = scanForSecrets(copy, {
        names: serverSecretNames(),
        values: [
          ...secretEnvValues({ [planted.name]: planted.value }),
          { name: 'LEGION_SEED_PASSWORD (e2e)', value: E2E_SEED_PASSWORD },
        ],
      });
      expect(findings).toEqual(
        expect.arrayContaining([
          { file: join('assets', 'planted-1234.js'), what: 'a private key block' },
          { file: join('assets', 'planted-1234.js'), what: 'an sk_ token' },
          { file: join('assets', 'planted-1234.js'), what: 'process.env in code' },
          { file: join('assets', 'planted-1234.js'), what: 'the name DATABASE_URL' },
          { file: join('assets', 'planted-1234.js'), what: 'the name LEGION_PROVIDER_SECRET' },
          {
            file: join('assets', 'planted-1234.js'),
            what: 'the value of LEGION_SEED_PASSWORD (e2e)',
          },
          { file: join('assets', 'planted-1234.js'), what: `the value of ${planted.name}` },
        ]),
      );
      // and only the planted file: the rest of the copy is the clean bundle
      expect(new Set(findings.map((finding) => finding.file))).toEqual(
        new Set([join('assets', 'planted-1234.js')]),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
