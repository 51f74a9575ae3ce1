import { encodeQuotedPrintable } from './quoted-printable';
import { asPostalMimeText, decodeBodyWithPostalMime } from './mime-test-helpers';

const samples: [string, string][] = [
  ['ASCII', 'Hello, world!'],
  ['equals and specials', 'a=b ?=x =3D _ \\ ~'],
  ['trailing spaces and tabs', 'end with space \nand tab\t\nmiddle  \t spaces'],
  ['Cyrillic', 'Привет, мир! Съешь же ещё этих мягких французских булок, да выпей чаю.'],
  ['CJK', '你好世界。'.repeat(30)],
  ['emoji', '😀👍🏽👨‍👩‍👧‍👦 '.repeat(20)],
  ['long ASCII line', 'x'.repeat(500)],
  ['long mixed line', `${'ab cd é '.repeat(40)}end`],
  ['line-break styles', 'unix\nwindows\r\nold mac\rdone'],
  ['empty lines', '\n\nmiddle\n\n'],
  ['dot and From lines', '.\n.leading dot\nFrom here'],
];

describe('encodeQuotedPrintable', () => {
  it.each(samples)(
    '%s: decodes back (postal-mime) and stays within the limits',
    async (_label, text) => {
      const encoded = encodeQuotedPrintable(text);
      const lines = encoded.split('\r\n');
      expect(lines.every((line) => line.length <= 76)).toBe(true);
      expect(encoded).toMatch(/^[\x20-\x7e\r\n\t]*$/);
      expect(encoded).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
      // Whitespace is never the last character of a line: transports may strip it.
      expect(lines.every((line) => !/[ \t]$/.test(line))).toBe(true);
      // Soft breaks fall between characters: every physical line is valid UTF-8 on its own.
      for (const line of lines) {
        const bytes = Buffer.from(
          line
            .replace(/=$/, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        );
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow();
      }
      expect(await decodeBodyWithPostalMime(encoded, 'quoted-printable')).toBe(
        asPostalMimeText(text, 'quoted-printable'),
      );
    },
  );

  it.each([
    ['=', '=3D'],
    ['é', '=C3=A9'],
    ['a ', 'a=20'],
    ['a\t', 'a=09'],
    ['a b', 'a b'],
    ['😀', '=F0=9F=98=80'],
  ])('%j → %j', (text, expected) => {
    expect(encodeQuotedPrintable(text)).toBe(expected);
  });

  it('breaks a long line softly just before 76 characters', () => {
    const [first, second] = encodeQuotedPrintable('y'.repeat(100)).split('\r\n');
    expect(first).toBe(`${'y'.repeat(75)}=`);
    expect(second).toBe('y'.repeat(25));
  });
});
