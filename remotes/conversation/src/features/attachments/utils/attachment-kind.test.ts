import { safeFileName } from '../../../lib/save-file';
import { isPreviewable } from './attachment-kind';

describe('isPreviewable', () => {
  it.each([
    ['image/png', true],
    ['IMAGE/JPEG', true],
    ['application/pdf', true],
    ['application/zip', false],
    ['text/html', false],
  ])('%s → %s', (type, previewable) => {
    expect(isPreviewable(type)).toBe(previewable);
  });
});

describe('safeFileName', () => {
  it('keeps an ordinary name, non-ASCII included', () => {
    expect(safeFileName('Résumé 2026.pdf')).toBe('Résumé 2026.pdf');
  });

  it('drops folders and controls, and shows bidirectional controls as visible markers', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeFileName('invoice\u202efdp.exe')).toBe('invoice[U+202E]fdp.exe');
    expect(safeFileName('\u2067report\u2069.pdf')).toBe('[U+2067]report[U+2069].pdf');
    expect(safeFileName('a\u0000b\nc')).toBe('abc');
  });

  it('never gives an empty name', () => {
    expect(safeFileName('')).toBe('attachment');
    expect(safeFileName('..')).toBe('attachment');
  });
});
