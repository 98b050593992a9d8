/** Reading an OOXML package, with a cap on what it may inflate to (a zip bomb fails, not hangs). */
import { unzipSync } from 'fflate';
import { ExtractError } from './types.ts';

const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

export function readZip(bytes: Uint8Array, wanted: (name: string) => boolean) {
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
        if (!wanted(file.name)) return false;
        total += file.originalSize;
        if (total > MAX_INFLATED_BYTES) throw new ExtractError('too-large', TOO_BIG);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw new ExtractError('corrupt', DAMAGED);
  }
}

const TOO_BIG =
  'The document expands to more than 256 MB when unpacked. Split it into smaller files and upload them.';
const DAMAGED =
  'The file is damaged (its ZIP package cannot be read). Open it in its application, save a new copy and upload that.';

/** the entry names of a ZIP, nothing inflated; null when it cannot be read */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}
