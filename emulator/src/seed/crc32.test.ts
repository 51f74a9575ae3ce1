import { crc32 } from 'node:zlib';

describe('crc32', () => {
  it('matches the standard check value and known vectors', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
    expect(crc32(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
  });

  it('gives PNG IEND its well-known CRC', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });
});
