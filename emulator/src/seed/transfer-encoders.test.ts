import { encodeBase64Lines, encodeQuotedPrintable, withCrlf } from './transfer-encoders';

/** A strict reader for what the encoder writes (RFC 2045 6.7). */
function decodeQuotedPrintable(encoded: string): Buffer {
  const bytes: number[] = [];
  const text = encoded.replace(/=\r\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=') {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (text[i] === '\r' && text[i + 1] === '\n') {
      bytes.push(0x0a);
      i += 1;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

describe('encodeBase64Lines', () => {
  it('wraps at 76 characters with CRLF', () => {
    const data = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    const encoded = encodeBase64Lines(data);
    const lines = encoded.split('\r\n');
    expect(lines.slice(0, -1).every((line) => line.length === 76)).toBe(true);
    expect(Buffer.from(lines.join(''), 'base64').equals(data)).toBe(true);
  });
});

describe('encodeQuotedPrintable', () => {
  const text = Buffer.from(
    `Grüße aus Köln = viele Grüße \nA line that is definitely longer than seventy-six characters, so it needs a soft break somewhere.\n\ttab-led\nend with tab\t`,
    'utf8',
  );

  it('keeps lines within 76 characters and escapes what it must', () => {
    const encoded = encodeQuotedPrintable(text);
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(encoded).toContain('Gr=C3=BC=C3=9Fe');
    expect(encoded).toContain(' =3D ');
    expect(encoded).toContain('Gr=C3=BC=C3=9Fe=20\r\n'); // trailing space encoded
    expect(encoded.endsWith('=09')).toBe(true);
    expect(encoded).not.toMatch(/[^\r]\n/);
  });

  it('decodes back to the same bytes with LF line ends', () => {
    expect(decodeQuotedPrintable(encodeQuotedPrintable(text)).equals(text)).toBe(true);
  });

  it('never splits an escape across a soft break', () => {
    const encoded = encodeQuotedPrintable(Buffer.from('é'.repeat(100), 'utf8'));
    for (const line of encoded.split('\r\n')) expect(line).toMatch(/^(=[0-9A-F]{2})+=?$/);
  });
});

describe('withCrlf', () => {
  it('turns LF and CRLF into CRLF', () => {
    expect(withCrlf(Buffer.from('a\nb\r\nc')).toString()).toBe('a\r\nb\r\nc');
  });
});
