/**
 * Puts the consumer example where a product outside this repo would have it: @legion/ui is
 * built and packed (`npm pack`), this folder is copied to a temporary one, its package.json
 * gets `"@legion/ui": "file:<the tarball>"`, npm installs it there (nothing above that folder
 * can lend a package the library forgot to declare), the app is type-checked against the
 * published declarations and built with Vite. Nothing of this is written into the repo.
 *
 * The example's dependencies are pinned to the versions installed in this repo, so npm finds
 * them in its cache (`--prefer-offline`) and every run builds the same thing.
 *
 *   node examples/consumer/prepare.ts     builds it and prints the folder (kept, for `npx vite preview`)
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const exampleDir = fileURLToPath(new URL('.', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const packageDir = join(repoRoot, 'packages/ui');

/** Runs a command; its output is in the error when it fails. */
async function sh(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<string> {
  try {
    const { stdout } = await run(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_update_notifier: 'false', ...env },
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/** the version of a package installed in this repo, if it is */
function installedVersion(name: string): string | null {
  const manifest = join(repoRoot, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const pinned = (dependencies: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(dependencies).map(([name, range]) => [name, installedVersion(name) ?? range]),
  );

/** what the example is made of; the rest (this script, the test, node_modules) stays */
const EXAMPLE_FILES = [
  'package.json',
  'index.html',
  'button.html',
  'pieces.html',
  'react.html',
  'vite.config.ts',
  'tsconfig.json',
  'src',
];

export interface PreparedConsumer {
  /** the temporary folder holding the tarball and the app */
  work: string;
  app: string;
  dist: string;
  /** the files `npm pack` put in the tarball */
  packedFiles: string[];
  /** the packages installed under node_modules/@legion */
  legionPackages: string[];
}

export async function prepareConsumer(): Promise<PreparedConsumer> {
  const work = await mkdtemp(join(tmpdir(), 'legion-consumer-'));
  const app = join(work, 'app');

  // the build that `npm pack` runs first (prepack), on its own to keep its output out of pack's JSON
  await sh('npm', ['run', 'build'], packageDir, { NODE_ENV: 'production' });
  const [packed] = JSON.parse(
    await sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], packageDir),
  ) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error('npm pack packed nothing');
  const tarball = join(work, basename(packed.filename));

  for (const file of EXAMPLE_FILES)
    await cp(join(exampleDir, file), join(app, file), { recursive: true });
  const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  manifest.dependencies = { '@legion/ui': `file:${tarball}`, ...pinned(manifest.dependencies) };
  manifest.devDependencies = pinned(manifest.devDependencies);
  await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app);
  const legionPackages = (await readdir(join(app, 'node_modules/@legion'))).sort();

  // type-checked against the published declarations, with this repo's TypeScript
  await sh(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
  // production React whoever runs this (vitest sets NODE_ENV=test, which Vite would bundle)
  await sh(join(app, 'node_modules/.bin/vite'), ['build'], app, { NODE_ENV: 'production' });
  return {
    work,
    app,
    dist: join(app, 'dist'),
    packedFiles: packed.files.map((file) => file.path),
    legionPackages,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prepared = await prepareConsumer();
  console.log(`built: ${prepared.dist}\npreview: cd ${prepared.app} && npx vite preview`);
}
