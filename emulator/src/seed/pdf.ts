export interface PdfDocument {
  title: string;
  lines: readonly string[];
  /** Written as the document's CreationDate, so the same input gives the same bytes. */
  created: Date;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const MAX_LINES = 48;

/** A PDF string literal; characters outside Latin-1 become '?' (the fonts use WinAnsiEncoding). */
function pdfString(text: string): string {
  const latin1 = [...text].map((ch) => ((ch.codePointAt(0) ?? 0) > 0xff ? '?' : ch)).join('');
  return `(${latin1.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

function pdfDate(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/**
 * A one-page PDF 1.4 (Helvetica, title and text lines) with a cross-reference table whose offsets are
 * computed from the bytes actually written, so strict readers open it without repair.
 */
export function makePdf(document: PdfDocument): Buffer {
  const content = [
    'BT',
    `/F2 18 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN - 18} Td ${pdfString(document.title)} Tj`,
    'ET',
    `0.6 G 1 w ${MARGIN} ${PAGE_HEIGHT - MARGIN - 30} m ${PAGE_WIDTH - MARGIN} ${PAGE_HEIGHT - MARGIN - 30} l S`,
    'BT',
    `/F1 11 Tf 15 TL ${MARGIN} ${PAGE_HEIGHT - MARGIN - 56} Td`,
    ...document.lines.slice(0, MAX_LINES).map((line) => `${pdfString(line)} Tj T*`),
    'ET',
  ].join('\n');
  const contentBytes = Buffer.from(content, 'latin1');

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${contentBytes.length} >>\nstream\n`),
      contentBytes,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ),
    Buffer.from(
      `<< /Title ${pdfString(document.title)} /Producer (Mail emulator seed) ` +
        `/CreationDate (${pdfDate(document.created)}) >>`,
      'latin1',
    ),
  ];

  // The second line's high bytes tell transfer tools the file is binary (PDF spec 7.5.2).
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    chunks.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
