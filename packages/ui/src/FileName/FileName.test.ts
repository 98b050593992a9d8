import { describe, expect, it } from 'vitest';
import { splitFileName } from './FileName.tsx';

describe('splitFileName', () => {
  it('keeps the extension apart from the stem', () => {
    expect(splitFileName('退货政策说明.docx')).toEqual(['退货政策说明', '.docx']);
    expect(splitFileName('report.final.PDF')).toEqual(['report.final', '.PDF']);
  });

  it('takes a name without an extension whole', () => {
    expect(splitFileName('README')).toEqual(['README', '']);
    expect(splitFileName('.env')).toEqual(['.env', '']);
    expect(splitFileName('notes.')).toEqual(['notes.', '']);
  });
});
