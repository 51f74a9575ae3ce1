import { makePdf } from './pdf';
import { validatePdf } from './test-support';

describe('makePdf', () => {
  const created = new Date(Date.UTC(2025, 0, 14, 9, 30, 5));

  it('writes a PDF whose xref offsets point at each object', () => {
    const pdf = makePdf({ title: 'Invoice 42', lines: ['One', 'Two (2)', 'Back\\slash'], created });
    const text = validatePdf(pdf);
    expect(text).toContain('(Invoice 42) Tj');
    expect(text).toContain('(Two \\(2\\)) Tj');
    expect(text).toContain('(Back\\\\slash) Tj');
    expect(text).toContain('/CreationDate (D:20250114093005Z)');
  });

  it('keeps offsets right when the text has Latin-1 bytes, and replaces the rest', () => {
    const pdf = makePdf({ title: 'Déjà vu', lines: ['Grüße', '日本'], created });
    const text = validatePdf(pdf);
    expect(pdf.includes(Buffer.from('(D\xe9j\xe0 vu)', 'latin1'))).toBe(true);
    expect(text).toContain('(??) Tj');
  });

  it('is byte-identical for the same input', () => {
    const doc = { title: 'Same', lines: ['a'], created };
    expect(makePdf(doc).equals(makePdf(doc))).toBe(true);
  });
});
