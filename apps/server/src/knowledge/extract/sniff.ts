/** File signatures: the type an upload claims by its name is checked against its first bytes. */
export type Container = 'pdf' | 'zip' | 'ole2' | 'other';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((value, index) => bytes[at + index] === value);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function sniffContainer(bytes: Uint8Array): Container {
  if (startsWith(bytes, OLE2)) return 'ole2';
  // local file header, or the end record of an empty archive
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  // readers accept the header anywhere in the first KB (some generators put junk before it)
  const head = bytes.subarray(0, 1024);
  for (let at = 0; at + PDF.length <= head.length; at++) {
    if (startsWith(head, PDF, at)) return 'pdf';
  }
  return 'other';
}
