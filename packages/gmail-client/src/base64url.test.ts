import { decodeBase64UrlText } from './base64url';
import { decodeBase64Url } from './mime-builder';

describe('base64url decoding', () => {
  it('decodes every byte value from the URL-safe alphabet', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_unused, index) => index);
    const encoded = Buffer.from(bytes).toString('base64url');
    expect(encoded).toMatch(/[-_]/);
    expect(decodeBase64Url(encoded)).toEqual(bytes);
  });

  it('decodes padded, unpadded, standard-alphabet and wrapped input alike', () => {
    const text = 'ünïcödé ✓ ok??>>'; // 22 bytes: needs padding, has "-"
    const standard = Buffer.from(text).toString('base64');
    const unpadded = Buffer.from(text).toString('base64url');
    const padded = unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4);
    expect(padded).not.toBe(unpadded);
    for (const data of [standard, unpadded, padded, unpadded.replace(/(.{8})/g, '$1\r\n')]) {
      expect(decodeBase64UrlText(data)).toBe(text);
    }
  });
});
