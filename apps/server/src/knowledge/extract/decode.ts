/**
 * Bytes of a text file to a string: a BOM wins, then strict UTF-8, then the detector's best guess
 * among the legacy encodings we expect (GB18030/GBK, Big5, Shift_JIS, EUC-KR, windows-1252 …).
 * Node's TextDecoder (full ICU) does the decoding; chardet only guesses.
 */
import { analyse } from 'chardet';

/** chardet's names to WHATWG encoding labels TextDecoder knows */
const LABELS: Record<string, string> = {
  'UTF-8': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  GB18030: 'gb18030',
  Big5: 'big5',
  Shift_JIS: 'shift_jis',
  'EUC-JP': 'euc-jp',
  'EUC-KR': 'euc-kr',
  'ISO-2022-JP': 'iso-2022-jp',
  'ISO-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  'ISO-8859-2': 'iso-8859-2',
  'windows-1250': 'windows-1250',
  'ISO-8859-5': 'iso-8859-5',
  'windows-1251': 'windows-1251',
  'KOI8-R': 'koi8-r',
  'ISO-8859-7': 'iso-8859-7',
  'windows-1253': 'windows-1253',
  'ISO-8859-8': 'iso-8859-8',
  'windows-1255': 'windows-1255',
  'ISO-8859-9': 'windows-1254',
  'windows-1254': 'windows-1254',
  'windows-1256': 'windows-1256',
};

export interface DecodedText {
  text: string;
  encoding: string;
}

const decode = (bytes: Uint8Array, label: string, fatal: boolean) =>
  new TextDecoder(label, { fatal, ignoreBOM: false }).decode(bytes);

export function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** `preferred`, e.g. from an HTML meta tag, is tried after a BOM and before detection */
export function decodeText(bytes: Uint8Array, preferred?: string): DecodedText {
  const bom = bomEncoding(bytes);
  if (bom) return { text: decode(bytes, bom, false), encoding: bom };
  if (preferred) {
    try {
      return { text: decode(bytes, preferred, true), encoding: preferred };
    } catch {
      // a wrong or unknown label: fall through to detection
    }
  }
  try {
    return { text: decode(bytes, 'utf-8', true), encoding: 'utf-8' };
  } catch {
    // not UTF-8: guess below
  }
  for (const match of analyse(bytes)) {
    const label = LABELS[match.name];
    if (!label) continue;
    try {
      return { text: decode(bytes, label, true), encoding: label };
    } catch {
      // the guess does not decode cleanly: next one
    }
  }
  return { text: decode(bytes, 'windows-1252', false), encoding: 'windows-1252' };
}
