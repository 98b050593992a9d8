/**
 * Small PDFs made in the test, so that no binary fixture is committed: each page holds lines
 * of text (Helvetica, one per \n), an image without text (what a scanner makes) or nothing.
 */
export type FixturePage = { text: string } | 'image' | 'blank';

export function makePdf(pages: readonly FixturePage[]): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  // 1 catalog, 2 page tree, 3 font, 4 image (4x4 grey pixels); pages and contents follow
  const kids = pages.map((_, i) => `${5 + i * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const pixels = '\x80'.repeat(16);
  add(
    `<< /Type /XObject /Subtype /Image /Width 4 /Height 4 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${pixels}\nendstream`,
  );
  pages.forEach((page, i) => {
    const content =
      page === 'image'
        ? 'q 500 0 0 700 50 50 cm /Im0 Do Q'
        : page === 'blank'
          ? ''
          : `BT /F1 12 Tf 14 TL 72 720 Td ${page.text
              .split('\n')
              .map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) Tj T*`)
              .join(' ')} ET`;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im0 4 0 R >> >> /Contents ${6 + i * 2} 0 R >>`,
    );
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (ch) => ch.charCodeAt(0));
}
