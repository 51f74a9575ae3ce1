import { revealBidiControls } from './bidi-controls';

describe('revealBidiControls', () => {
  it('shows a right-to-left override as a visible marker, in the order it was written', () => {
    expect(revealBidiControls('invoice\u202efdp.exe')).toBe('invoice[U+202E]fdp.exe');
    expect(revealBidiControls('Support\u202emoc.lapyap')).toBe('Support[U+202E]moc.lapyap');
  });

  it.each([
    ['\u202a', '[U+202A]'],
    ['\u202b', '[U+202B]'],
    ['\u202c', '[U+202C]'],
    ['\u202d', '[U+202D]'],
    ['\u202e', '[U+202E]'],
    ['\u2066', '[U+2066]'],
    ['\u2067', '[U+2067]'],
    ['\u2068', '[U+2068]'],
    ['\u2069', '[U+2069]'],
    ['\u200e', '[U+200E]'],
    ['\u200f', '[U+200F]'],
    ['\u061c', '[U+061C]'],
  ])('marks %j as %s', (control, marker) => {
    expect(revealBidiControls(`a${control}b`)).toBe(`a${marker}b`);
  });

  it('marks every control, however many', () => {
    expect(revealBidiControls('\u2067a\u202eb\u2069')).toBe('[U+2067]a[U+202E]b[U+2069]');
  });

  it('leaves ordinary text alone, right-to-left scripts included', () => {
    for (const text of ['Résumé 2026.pdf', 'تقرير.pdf', 'דוח שנתי', 'Ann 👋', '', 'a\u200db']) {
      expect(revealBidiControls(text)).toBe(text);
    }
  });
});
