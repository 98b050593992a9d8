/**
 * WebVTT to text: the words that are said, without the header, timings, cue settings, NOTE, STYLE
 * and REGION blocks or markup. A voice span `<v Name>` becomes "Name: ". A cue identifier is kept
 * when it is prose rather than a counter or id (some files put their text there).
 */
import { ExtractError } from './types.ts';

const TIMING = /-->/;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
};

/** counters, timestamps and id-like tokens (no spaces, digits or punctuation only) */
const ID_LIKE = /^(?:[\d\s.:_-]+|[\w.:-]{1,32})$/u;

function cueText(line: string): string {
  return line
    .replace(/<v(?:\.[^\s>]*)?\s+([^>]*)>/g, '$1: ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity);
}

export function vttToText(source: string): string {
  const text = source.replace(/^\ufeff/, '');
  if (text.trim() === '') throw new ExtractError('empty', 'The subtitle file is empty.');
  if (!/^WEBVTT(?:[ \t]|$)/m.test(text.split(/\r?\n/, 1)[0] ?? '')) {
    throw new ExtractError(
      'corrupt',
      'The file is not a WebVTT subtitle file (it does not start with "WEBVTT").',
    );
  }
  const blocks = text.split(/(?:\r?\n|\r){2,}/).slice(1);
  const out: string[] = [];
  for (const block of blocks) {
    const lines = block.split(/\r?\n|\r/).filter((line) => line.trim() !== '');
    const timingAt = lines.findIndex((line) => TIMING.test(line));
    if (timingAt < 0) continue; // NOTE, STYLE, REGION or stray text
    const identifier = lines.slice(0, timingAt).join(' ').trim();
    if (identifier && !ID_LIKE.test(identifier)) out.push(identifier);
    const payload = lines.slice(timingAt + 1).map(cueText);
    if (payload.length) out.push(payload.join('\n'));
  }
  return out.join('\n\n');
}
