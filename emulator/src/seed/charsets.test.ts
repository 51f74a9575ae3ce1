import { decodeText } from '../mime/charset';
import { canEncode, encodeCharset, type MailCharset } from './charsets';

describe('encodeCharset', () => {
  // Byte sequences from the charset standards, so the encoders are not checked against themselves.
  const known: [MailCharset, string, string][] = [
    ['gb2312', '中文', 'd6d0cec4'],
    ['gb2312', '你好，世界', 'c4e3bac3a3accac0bde7'],
    ['iso-2022-jp', '日本語', '1b2442467c4b5c386c1b2842'],
    ['iso-2022-jp', 'A日B', '411b2442467c1b284242'],
    ['koi8-r', 'Привет', 'f0d2c9d7c5d4'],
    ['koi8-r', 'ёЁ', 'a3b3'],
    ['iso-8859-1', 'Grüße', '4772fcdf65'],
    ['iso-8859-7', 'Καλημέρα', 'cae1ebe7ecddf1e1'],
    ['windows-1255', 'שלום', 'f9ece5ed'],
    ['windows-1252', '€“”‘’–—é', '80939491929697e9'],
    ['utf-8', 'é', 'c3a9'],
  ];

  it.each(known)('writes %s %s as %s', (charset, text, hex) => {
    expect(encodeCharset(text, charset).toString('hex')).toBe(hex);
  });

  it.each(known.filter(([charset]) => charset !== 'windows-1252'))(
    'TextDecoder(%s) reads %s back',
    (charset, text, hex) => {
      expect(new TextDecoder(charset).decode(Buffer.from(hex, 'hex'))).toBe(text);
    },
  );

  it('round-trips whole sentences through TextDecoder', () => {
    const sentences: [MailCharset, string][] = [
      ['gb2312', '我们已于今天上午将样品通过快递寄出，预计三至五个工作日送达。'],
      ['iso-2022-jp', 'お世話になっております。京都ラボの田中です。・火曜日 午後二時から'],
      ['koi8-r', 'Высылаю отчёт по интеграции API за прошедшую неделю.'],
      ['iso-8859-7', 'Σας στέλνω την προσφορά μας για τον σχεδιασμό του νέου ιστότοπου.'],
      ['windows-1255', 'תודה רבה על הפגישה היום.'],
    ];
    for (const [charset, text] of sentences) {
      expect(new TextDecoder(charset).decode(encodeCharset(text, charset))).toBe(text);
    }
  });

  it('returns ISO-2022-JP to ASCII at the end of the text', () => {
    const bytes = encodeCharset('テスト', 'iso-2022-jp');
    expect(bytes.subarray(-3).toString('hex')).toBe('1b2842');
    expect(bytes.every((byte) => byte < 0x80)).toBe(true);
  });

  it('refuses characters the charset lacks', () => {
    expect(() => encodeCharset('€', 'iso-8859-1')).toThrow(RangeError);
    expect(() => encodeCharset('Привет 😀', 'koi8-r')).toThrow(RangeError);
    expect(canEncode('Zoë', 'windows-1252')).toBe(true);
    expect(canEncode('Łukasz', 'iso-8859-1')).toBe(false);
    expect(canEncode('ｶﾀｶﾅ', 'iso-2022-jp')).toBe(false); // half-width katakana is not in JIS X 0208
  });
});

describe('decodeText', () => {
  it('reads windows-1252 0x80–0x9F as Windows does, unlike Node 20 TextDecoder', () => {
    const bytes = Buffer.from('80939491929697e9', 'hex');
    expect(decodeText(bytes, 'windows-1252')).toBe('€“”‘’–—é');
    expect(decodeText(bytes, 'ISO-8859-1')).toBe('€“”‘’–—é');
  });

  it('uses TextDecoder for the other charsets', () => {
    expect(decodeText(Buffer.from('f0d2c9d7c5d4', 'hex'), 'KOI8-R')).toBe('Привет');
    expect(decodeText(Buffer.from('d6d0cec4', 'hex'), 'GB2312')).toBe('中文');
  });
});
