/**
 * A one-page PDF (a line of text over a blue bar) whose catalog runs JavaScript when the document
 * opens (/OpenAction and the document-level /Names JavaScript): `app.alert(...)` in a viewer that
 * runs PDF scripts, which is what the browser's own viewer does. Written here, not kept as a file:
 * the cross-reference offsets are computed from the objects.
 */
export function scriptedPdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 20 120 Td (${text}) Tj ET\n0 0 1 rg 20 40 260 30 re f\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(open) 5 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    "<< /Type /Action /S /JavaScript /JS (app.alert\\('PDF script ran'\\); this.submitForm\\('http://127.0.0.1:9/ran'\\);) >>",
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.7\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
