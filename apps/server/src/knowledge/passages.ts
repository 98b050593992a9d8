/**
 * A document opened at one of its passages (decision 0094): the passage and its neighbours, each
 * cut to what the one before it did not already show (chunks overlap, and repeat their heading on
 * top), the passage itself whole, so that the text around it reads once, as in the document.
 */
import type { KnowledgePassageBlock } from '@legion/api';
import { publicLocation, type StoredLocation } from './extract/marks.ts';

export interface StoredChunk {
  index: number;
  text: string;
  location: StoredLocation | null;
}

export function passageBlocks(
  chunks: readonly StoredChunk[],
  target: number,
): KnowledgePassageBlock[] {
  const targetStart = chunks.find((chunk) => chunk.index === target)?.location?.start;
  /** how far into the document's text the blocks so far reach */
  let shown = -1;
  return chunks.map((chunk) => {
    const location = chunk.location;
    if (!location) return { chunkIndex: chunk.index, text: chunk.text, head: '', location: null };
    // the body is the end of the chunk's text; the heading (and a row's headers) come before it
    const bodyAt = Math.max(0, chunk.text.length - (location.end - location.start));
    let from = location.start;
    let to = location.end;
    if (chunk.index !== target) {
      from = Math.max(from, shown);
      // what the passage itself repeats of the block before it is shown in the passage
      if (chunk.index < target && targetStart !== undefined) to = Math.min(to, targetStart);
    }
    to = Math.max(from, to);
    shown = Math.max(shown, to);
    return {
      chunkIndex: chunk.index,
      text: chunk.text.slice(bodyAt + from - location.start, bodyAt + to - location.start),
      head: chunk.text.slice(0, bodyAt).replace(/\n$/, ''),
      location: publicLocation(location),
    };
  });
}
