import { decodeBase64, encodeBase64, encodeBase64Body, toBase64Url } from './base64';
import { binarySample } from './mime-test-helpers';

const lengths = [0, 1, 2, 3, 4, 5, 56, 57, 58, 114, 256, 1000];

describe('encodeBase64 (checked against Node’s Buffer)', () => {
  it.each(lengths)('%d bytes', (length) => {
    const bytes = binarySample(length);
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('encodeBase64Body', () => {
  it.each(lengths)('%d bytes: 76-character CRLF lines that decode back', (length) => {
    const bytes = binarySample(length);
    const body = encodeBase64Body(bytes);
    const lines = body.split('\r\n');
    expect(lines.slice(0, -1).every((line) => line.length === 76)).toBe(true);
    expect(lines.at(-1)?.length ?? 0).toBeLessThanOrEqual(76);
    expect(body).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(new Uint8Array(Buffer.from(body.replace(/\r\n/g, ''), 'base64'))).toEqual(bytes);
  });
});

describe('toBase64Url', () => {
  it.each(lengths)('%d bytes: URL-safe, unpadded, as Node encodes base64url', (length) => {
    const bytes = binarySample(length);
    const encoded = toBase64Url(bytes);
    expect(encoded).toBe(Buffer.from(bytes).toString('base64url'));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
  });
});

describe('decodeBase64', () => {
  it('decodes what encodeBase64 wrote, ignoring line breaks', () => {
    const bytes = binarySample(300);
    expect(decodeBase64(encodeBase64Body(bytes))).toEqual(bytes);
  });

  it('throws on text that is not base64', () => {
    expect(() => decodeBase64('not*base64')).toThrow();
  });
});
