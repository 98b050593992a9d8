import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { copyFolder } from './copy-folder.ts';

const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'legion-copy-'));
  made.push(dir);
  return dir;
}

/** every file under `dir` with its text, by path */
async function tree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length + 1)] = await readFile(path, 'utf8');
  }
  return files;
}

it('copies every file of every depth, empty folders too, into an existing folder', async () => {
  const from = await tempDir();
  await mkdir(join(from, 'base', '1', 'deep'), { recursive: true });
  await mkdir(join(from, 'empty'));
  await writeFile(join(from, 'PG_VERSION'), '17\n');
  await writeFile(join(from, 'base', '1', '1259'), 'x'.repeat(100_000));
  await writeFile(join(from, 'base', '1', 'deep', 'empty-file'), '');
  for (let n = 0; n < 40; n++) await writeFile(join(from, 'base', `f${n}`), `file ${n}`);
  const to = await tempDir();

  await copyFolder(from, to);

  expect(await tree(to)).toEqual(await tree(from));
  expect(Object.keys(await tree(to))).toHaveLength(43);
  expect(await readdir(join(to, 'empty'))).toEqual([]);
});

it('refuses what is neither a folder nor a file, rather than leaving it out', async () => {
  const from = await tempDir();
  await writeFile(join(from, 'file'), 'a');
  await symlink(join(from, 'file'), join(from, 'link'));
  await expect(copyFolder(from, await tempDir())).rejects.toThrow(/folders and files only: link/);
});
