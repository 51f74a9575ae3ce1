import { decodeWords } from 'postal-mime';
import {
  cleanHeaderText,
  encodeWords,
  firstLineRoom,
  foldHeader,
  unstructuredTokens,
} from './outgoing-header-encoding';
import { parseWithPostalMime } from './mime-test-helpers';

const texts: [string, string][] = [
  ['ASCII', 'Plain subject'],
  ['Cyrillic', 'Отчёт за третий квартал: выручка, расходы и прогноз на следующий год'],
  ['CJK', '会議の議事録と次回の予定について、ご確認をお願いいたします。よろしくお願いします。'],
  ['emoji with ZWJ and skin tones', '🎉 Party 👨‍👩‍👧‍👦 time 👍🏽🔥 '.repeat(4)],
  ['mixed', 'Ünïcödé — naïve café 你好 😀 plain ASCII tail that goes on and on'],
];

describe('encodeWords', () => {
  it.each(texts)('%s: words ≤ 75, each valid UTF-8 on its own, joined = input', (_label, text) => {
    const words = encodeWords(text, 60);
    expect(words[0]?.length).toBeLessThanOrEqual(60);
    for (const word of words) {
      expect(word.length).toBeLessThanOrEqual(75);
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/]+=*\?=$/);
      const payload = word.slice('=?UTF-8?B?'.length, -2);
      // fatal: a word cut inside a UTF-8 sequence would throw here.
      expect(() =>
        new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(payload, 'base64')),
      ).not.toThrow();
    }
    expect(words.map((word) => decodeWords(word)).join('')).toBe(text);
    expect(decodeWords(words.join(' '))).toBe(text);
  });

  it('gives no words for empty text', () => {
    expect(encodeWords('')).toEqual([]);
  });
});

describe('foldHeader', () => {
  it('keeps a short header on one line', () => {
    expect(foldHeader('Subject', ['Hello', 'there'])).toBe('Subject: Hello there');
  });

  it('folds before the token that would pass 78 characters, and unfolds to the same text', () => {
    const tokens = Array.from({ length: 40 }, (_, i) => `word${i}`);
    const folded = foldHeader('Subject', tokens);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= 78)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    // Each line is as full as the next token allows.
    lines.slice(0, -1).forEach((line, index) => {
      const nextToken = lines[index + 1]?.trim().split(' ')[0] ?? '';
      expect(line.length + 1 + nextToken.length).toBeGreaterThan(78);
    });
    expect(folded.replace(/\r\n /g, ' ')).toBe(`Subject: ${tokens.join(' ')}`);
  });

  it('puts an unbreakable token too long for the first line on the next one', () => {
    const id = `<${'x'.repeat(70)}@example.com>`;
    expect(foldHeader('In-Reply-To', [id])).toBe(`In-Reply-To:\r\n ${id}`);
  });

  it('writes an empty header without tokens', () => {
    expect(foldHeader('Subject', [])).toBe('Subject:');
  });
});

describe('unstructuredTokens', () => {
  it.each([
    ['Hello there', ['Hello', 'there']],
    ['', []],
    ['a  b', 'encoded'],
    [' lead', 'encoded'],
    ['trail ', 'encoded'],
    ['looks =?UTF-8?B?like?= a word', 'encoded'],
    ['Привет', 'encoded'],
    [`${'x'.repeat(80)}`, 'encoded'],
    [`${'x'.repeat(77)} y`, [`${'x'.repeat(77)}`, 'y']],
  ] as const)('%j → %j', (text, expected) => {
    const tokens = unstructuredTokens(text, 'Subject');
    if (expected === 'encoded') {
      expect(tokens.every((token) => token.startsWith('=?UTF-8?B?'))).toBe(true);
      expect(decodeWords(tokens.join(' '))).toBe(text);
    } else {
      expect(tokens).toEqual(expected);
    }
  });

  it('sizes the first encoded word for the room beside the header name', () => {
    const [first] = unstructuredTokens('Привет '.repeat(20), 'Subject');
    expect(`Subject: ${first}`.length).toBeLessThanOrEqual(78);
    expect(firstLineRoom('Subject')).toBe(69);
  });

  it.each(texts)(
    '%s subject: folded lines ≤ 78 and postal-mime reads it back',
    async (_label, text) => {
      const header = foldHeader('Subject', unstructuredTokens(text, 'Subject'));
      expect(header.split('\r\n').every((line) => line.length <= 78)).toBe(true);
      const parsed = await parseWithPostalMime(`${header}\r\n\r\nbody`);
      expect(parsed.subject).toBe(text);
    },
  );
});

describe('cleanHeaderText', () => {
  it.each([
    ['Hi\r\nBcc: victim@example.com', 'Hi Bcc: victim@example.com'],
    ['tab\there', 'tab here'],
    ['nul\u0000del\u007f', 'nul del '],
    ['fine', 'fine'],
  ])('%j → %j', (text, expected) => {
    expect(cleanHeaderText(text)).toBe(expected);
  });
});
