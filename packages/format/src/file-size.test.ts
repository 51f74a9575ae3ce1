import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [820, '820 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [12_800, '13 KB'],
    [3.4 * 1024 * 1024, '3.4 MB'],
    [27_000_000, '25.7 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [35 * 1024 * 1024, '35 MB'],
    [25 * 1024 * 1024 * 1024, '25 GB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
