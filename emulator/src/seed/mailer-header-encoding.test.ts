import { decodeWords } from 'postal-mime';
import type { MailCharset } from './charsets';
import {
  encodeUnstructured,
  encodeWords,
  foldHeader,
  formatMailbox,
  type WordEncoding,
} from './mailer-header-encoding';

describe('encodeWords', () => {
  const cases: [MailCharset, WordEncoding, string][] = [
    ['utf-8', 'B', 'Фотографии с конференции и немного больше текста, чтобы было несколько слов'],
    ['utf-8', 'Q', 'Zoë Lefèvre — café crème, s’il vous plaît, and a rather long tail of text'],
    ['koi8-r', 'B', 'Отчёт по интеграции API за прошедшую неделю, очень длинная тема письма'],
    ['iso-2022-jp', 'B', '打ち合わせの日程について、来週のご都合をお知らせください'],
    ['gb2312', 'B', '关于样品寄送的确认，请尽快回复，谢谢您的支持与合作'],
    ['iso-8859-1', 'Q', 'Vertragsentwurf: Änderungen in § 4 und Anlage B (Größe)'],
    ['windows-1252', 'Q', 'Zoë Lefèvre'],
    ['iso-8859-7', 'Q', 'Προσφορά για τον νέο ιστότοπο'],
  ];

  it.each(cases)(
    '%s %s words are at most 75 characters and decode back',
    (charset, encoding, text) => {
      const words = encodeWords(text, charset, encoding);
      for (const word of words) {
        expect(word.length).toBeLessThanOrEqual(75);
        expect(word).toMatch(/^=\?[\w-]+\?[BQ]\?[^?\s]*\?=$/);
      }
      expect(decodeWords(words.join(' '))).toBe(text);
    },
  );

  it('splits long text into several words', () => {
    expect(encodeWords('é'.repeat(80), 'utf-8', 'B').length).toBeGreaterThan(2);
  });

  it('uses only the safe phrase characters in Q', () => {
    const [word] = encodeWords('a_b c=d?', 'utf-8', 'Q');
    expect(word).toBe('=?UTF-8?Q?a=5Fb_c=3Dd=3F?=');
  });
});

describe('encodeUnstructured', () => {
  it('leaves ASCII alone', () => {
    expect(encodeUnstructured('Re: Lunch?', 'utf-8', 'B')).toBe('Re: Lunch?');
  });

  it('keeps an ASCII reply prefix readable', () => {
    const value = encodeUnstructured('Re: Отчёт по интеграции', 'koi8-r', 'B');
    expect(value.startsWith('Re: =?KOI8-R?B?')).toBe(true);
    expect(decodeWords(value)).toBe('Re: Отчёт по интеграции');
  });
});

describe('formatMailbox', () => {
  it('writes plain names bare and quotes names with specials', () => {
    expect(formatMailbox({ name: 'Sam Whitaker', email: 's@example.com' }, 'utf-8', 'B')).toBe(
      'Sam Whitaker <s@example.com>',
    );
    expect(formatMailbox({ name: 'Dupont, Jean "JD"', email: 'j@example.com' }, 'utf-8', 'B')).toBe(
      '"Dupont, Jean \\"JD\\"" <j@example.com>',
    );
    expect(formatMailbox({ name: '', email: 'x@example.com' }, 'utf-8', 'B')).toBe('x@example.com');
  });

  it('encodes non-ASCII names in the given charset', () => {
    const value = formatMailbox({ name: 'Дмитрий Смирнов', email: 'd@example.com' }, 'koi8-r', 'B');
    expect(value).toMatch(/^=\?KOI8-R\?B\?.+\?= <d@example\.com>$/);
    expect(decodeWords(value.replace(/ <.*$/, ''))).toBe('Дмитрий Смирнов');
  });
});

describe('foldHeader', () => {
  it('folds at spaces within 78 characters and unfolds to the original', () => {
    const value = Array.from({ length: 12 }, (_, i) => `<message-${i}@mail.example.com>`).join(' ');
    const folded = foldHeader('References', value);
    const lines = folded.split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(78);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.endsWith('\r\n')).toBe(true);
    expect(folded.replace(/\r\n /g, ' ').trimEnd()).toBe(`References: ${value}`);
  });

  it('keeps a single unbreakable token on one line', () => {
    const url = `<https://example.com/${'x'.repeat(90)}>`;
    expect(foldHeader('List-Unsubscribe', url)).toBe(`List-Unsubscribe: ${url}\r\n`);
  });
});
