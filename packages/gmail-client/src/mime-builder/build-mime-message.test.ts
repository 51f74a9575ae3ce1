import { buildMimeMessage } from './build-mime-message';
import { toBase64Url } from './base64';
import {
  asPostalMimeText,
  binarySample,
  decodeAscii,
  overlongLines,
  parseMimeTree,
  parseWithPostalMime,
  rawHeader,
  seededRandomBytes,
  shapeOf,
  transferEncodingOf,
} from './mime-test-helpers';
import { expectPostalMimeRoundTrip, roundTripCases, roundTripDraft } from './round-trip-cases';
import type { MailDraft } from './types';

const pngBytes = binarySample(300, 11);
const pngUri = `data:image/png;base64,${Buffer.from(pngBytes).toString('base64')}`;

function draft(overrides: Partial<MailDraft> = {}): MailDraft {
  return {
    to: ['ann@example.com'],
    cc: [],
    subject: 'Hello',
    html: '<p>Hi Ann</p>',
    attachments: [],
    date: new Date('2024-03-05T10:07:09Z'),
    messageId: '<fixed-id@example.com>',
    ...overrides,
  };
}

const build = (d: MailDraft, seed = 1) =>
  decodeAscii(buildMimeMessage(d, { randomBytes: seededRandomBytes(seed) }));
const headerBlock = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n'));

describe('buildMimeMessage: structure (only the containers needed)', () => {
  const attachment = {
    filename: 'a.bin',
    mimeType: 'application/octet-stream',
    data: binarySample(10),
  };
  it.each([
    ['text only', {}, 'multipart/alternative(text/plain,text/html)'],
    [
      'inline image',
      { html: `<img src="${pngUri}">` },
      'multipart/related(multipart/alternative(text/plain,text/html),image/png)',
    ],
    [
      'attachments',
      { attachments: [attachment, { ...attachment, mimeType: 'application/pdf' }] },
      'multipart/mixed(multipart/alternative(text/plain,text/html),application/octet-stream,application/pdf)',
    ],
    [
      'both',
      { html: `<img src="${pngUri}">`, attachments: [attachment] },
      'multipart/mixed(multipart/related(multipart/alternative(text/plain,text/html),image/png),application/octet-stream)',
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(shapeOf(parseMimeTree(build(draft(overrides))))).toBe(expected);
  });

  it('declares the related part’s root type (RFC 2387)', () => {
    const raw = build(draft({ html: `<img src="${pngUri}">` }));
    expect(rawHeader(headerBlock(raw), 'Content-Type')).toMatch(
      /^multipart\/related; type="multipart\/alternative"; boundary="mb-/,
    );
  });

  it('gives inline images and attachments their disposition, name and base64 encoding', () => {
    const tree = parseMimeTree(
      build(draft({ html: `<img src="${pngUri}">`, attachments: [attachment] })),
    );
    const [related, file] = tree.children;
    const image = related?.children[1];
    expect(rawHeader(image?.headers ?? '', 'Content-Disposition')).toBe(
      'inline; filename="image-1.png"',
    );
    expect(rawHeader(image?.headers ?? '', 'Content-ID')).toMatch(
      /^<[A-Za-z0-9]{24}@mail\.invalid>$/,
    );
    expect(rawHeader(image?.headers ?? '', 'Content-Transfer-Encoding')).toBe('base64');
    expect(rawHeader(file?.headers ?? '', 'Content-Type')).toBe(
      'application/octet-stream; name="a.bin"',
    );
    expect(rawHeader(file?.headers ?? '', 'Content-Disposition')).toBe(
      'attachment; filename="a.bin"',
    );
    expect(rawHeader(file?.headers ?? '', 'Content-Transfer-Encoding')).toBe('base64');
  });
});

describe('buildMimeMessage: headers', () => {
  it('writes the envelope headers in order, MIME-Version included', () => {
    const raw = build(
      draft({
        from: 'Me <me@example.com>',
        to: ['ann@example.com', 'Bob <bob@example.org>'],
        cc: ['carol@example.net'],
        bcc: ['dave@example.com'],
        inReplyTo: 'orig@mail.example.com',
      }),
    );
    const names = headerBlock(raw)
      .split('\r\n')
      .filter((line) => !line.startsWith(' '))
      .map((line) => line.slice(0, line.indexOf(':')));
    expect(names).toEqual([
      'From',
      'To',
      'Cc',
      'Bcc',
      'Subject',
      'Date',
      'Message-ID',
      'In-Reply-To',
      'References',
      'MIME-Version',
      'Content-Type',
    ]);
    expect(raw).toContain('\r\nMIME-Version: 1.0\r\n');
    expect(raw).toContain('\r\nDate: ');
    expect(raw).toContain('\r\nBcc: <dave@example.com>\r\n');
    expect(raw).toContain(
      '\r\nIn-Reply-To: <orig@mail.example.com>\r\nReferences: <orig@mail.example.com>\r\n',
    );
  });

  it.each([
    ['no Cc or Bcc when empty', { cc: [], bcc: [] }, /^(Cc|Bcc):/m, false],
    ['no threading headers for a new message', {}, /^(In-Reply-To|References):/m, false],
    ['an empty subject is still written', { subject: '' }, /^Subject:\r\n/m, true],
    ['no To header when only Bcc', { to: [], bcc: ['x@y.io'] }, /^To:/m, false],
  ])('%s', (_label, overrides, pattern, present) => {
    expect(pattern.test(headerBlock(build(draft(overrides))))).toBe(present);
  });

  it.each([
    ['explicit list', { inReplyTo: '<b@x>', references: ['<a@x>', 'b@x'] }, '<a@x> <b@x>'],
    [
      'space-separated string',
      { inReplyTo: '<c@x>', references: '<a@x> <b@x><c@x>' },
      '<a@x> <b@x> <c@x>',
    ],
    ['defaults to In-Reply-To', { inReplyTo: '<b@x>' }, '<b@x>'],
    [
      'a crafted id with a space left out',
      { inReplyTo: '<c@x>', references: '<a b@x> <c@x>' },
      '<c@x>',
    ],
  ])('References: %s', (_label, overrides, expected) => {
    expect(rawHeader(headerBlock(build(draft(overrides))), 'References')).toBe(expected);
  });

  it('leaves out an In-Reply-To that would break the header, and still builds', () => {
    const headers = headerBlock(build(draft({ inReplyTo: '<a b@x>' })));
    expect(headers).not.toMatch(/^In-Reply-To:/m);
    expect(headers).not.toMatch(/^References:/m);
  });

  it.each([
    ['given with brackets', { messageId: '<given@example.com>' }, /^<given@example\.com>$/],
    ['given bare', { messageId: 'given@example.com' }, /^<given@example\.com>$/],
    [
      'generated on the sender’s domain',
      { messageId: undefined, from: 'Me <me@Example.COM>' },
      /^<[A-Za-z0-9]{24}@example\.com>$/,
    ],
    ['generated without a sender', { messageId: undefined }, /^<[A-Za-z0-9]{24}@mail\.invalid>$/],
  ])('Message-ID %s', (_label, overrides, pattern) => {
    expect(rawHeader(headerBlock(build(draft(overrides))), 'Message-ID')).toMatch(pattern);
  });

  it('keeps line breaks in the subject from starting a new header', async () => {
    const raw = build(draft({ subject: 'Hi\r\nBcc: victim@example.com' }));
    expect(headerBlock(raw)).not.toMatch(/^Bcc:/m);
    expect((await parseWithPostalMime(raw)).subject).toBe('Hi Bcc: victim@example.com');
  });

  it.each([
    ['an entry without an address', { to: ['Ann'] }, /Not an e-mail address/],
    ['an empty Message-ID of its own', { messageId: '<>' }, /Not a Message-ID/],
  ])('throws on %s', (_label, overrides, message) => {
    expect(() => build(draft(overrides))).toThrow(message);
  });
});

describe('buildMimeMessage: encoding rules', () => {
  const heavy = draft({
    from: 'Отправитель с очень длинным именем и фамилией <sender@example.com>',
    to: Array.from(
      { length: 8 },
      (_, i) => `"Получатель ${i}, отдел продаж" <user${i}@example.com>`,
    ),
    cc: [
      '山田太郎（営業部 東京本社 第一営業課 課長代理） <taro@example.jp>',
      'Emoji 🎉👨‍👩‍👧‍👦 <e@x.io>',
    ],
    subject: `${'Очень длинная тема письма 😀 与中文字符 '.repeat(4)}end`,
    html: `<p>${'Long paragraph with ünïcödé and = signs and trailing spaces   '.repeat(20)}</p><img src="${pngUri}">`,
    inReplyTo: `<${'r'.repeat(60)}@mail.gmail.com>`,
    attachments: [
      {
        filename: `${'отчёт за 2024 год '.repeat(5)}.pdf`,
        mimeType: 'application/pdf',
        data: binarySample(5000),
      },
      { filename: `${'a'.repeat(120)}.txt`, mimeType: 'text/plain', data: binarySample(100) },
    ],
  });
  const raw = build(heavy);

  it('keeps header lines within 78 and body lines within 76 characters', () => {
    expect(overlongLines(raw)).toEqual([]);
  });

  it('uses CRLF for every line break', () => {
    expect(raw).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(raw.endsWith('--\r\n')).toBe(true);
  });

  it('is 7-bit: every byte is ASCII', () => {
    expect(
      buildMimeMessage(heavy, { randomBytes: seededRandomBytes(1) }).every((byte) => byte < 128),
    ).toBe(true);
  });

  it('folds the encoded subject into encoded words of at most 75 characters', () => {
    const subject = /^Subject:((?:.*)(?:\r\n .*)*)/m.exec(raw)?.[1] ?? '';
    const words = subject.trim().split(/\s+/);
    expect(words.length).toBeGreaterThan(2);
    expect(words.every((word) => /^=\?UTF-8\?B\?.+\?=$/.test(word) && word.length <= 75)).toBe(
      true,
    );
  });

  it('uses RFC 2231 for the non-ASCII file name, with an ASCII name= fallback', () => {
    expect(raw).toContain("filename*0*=UTF-8''%D0%BE%D1%82");
    expect(raw).toMatch(/name="[\x20-\x7e]+\.pdf"/);
  });

  it('picks base64 for mostly non-Latin text and quoted-printable for Latin text', () => {
    const cjk = build(draft({ html: `<p>${'会議の議事録'.repeat(50)}</p>` }));
    expect(transferEncodingOf(cjk, 'text/html')).toBe('base64');
    expect(transferEncodingOf(raw, 'text/html')).toBe('quoted-printable');
  });

  it('is deterministic for a given random source', () => {
    expect(build(heavy, 3)).toBe(build(heavy, 3));
    expect(build(heavy, 3)).not.toBe(build(heavy, 4));
  });

  it('encodes to base64url for messages.send', () => {
    const bytes = buildMimeMessage(heavy);
    expect(new Uint8Array(Buffer.from(toBase64Url(bytes), 'base64url'))).toEqual(bytes);
  });
});

describe('buildMimeMessage: boundaries', () => {
  it('draws another boundary when the content contains the would-be one', async () => {
    const plain = draft({ text: 'first', html: '<p>first</p>' });
    const wouldBe = /boundary="([^"]+)"/.exec(build(plain, 21))?.[1] ?? '';
    expect(wouldBe).toMatch(/^mb-/);

    const text = `Here is a line that looks like a delimiter:\n--${wouldBe}\nand the end one:\n--${wouldBe}--`;
    const html = `<pre>--${wouldBe}</pre>`;
    const raw = build({ ...plain, text, html }, 21);
    const used = /boundary="([^"]+)"/.exec(raw)?.[1] ?? '';
    expect(used).not.toBe(wouldBe);
    expect(raw).toContain(`--${wouldBe}`);

    const parsed = await parseWithPostalMime(raw);
    expect(parsed.text).toBe(asPostalMimeText(text, transferEncodingOf(raw, 'text/plain')));
    expect(parsed.html).toBe(asPostalMimeText(html, transferEncodingOf(raw, 'text/html')));
  });

  it('gives nested containers distinct boundaries absent from their children', () => {
    const raw = build(
      draft({
        html: `<img src="${pngUri}">`,
        attachments: [{ filename: 'x', mimeType: 'a/b', data: binarySample(9) }],
      }),
    );
    const boundaries = [...raw.matchAll(/boundary="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(new Set(boundaries).size).toBe(3);
    const tree = parseMimeTree(raw);
    expect(tree.children[0]?.body).not.toContain(boundaries[0]);
    expect(tree.children[0]?.children[0]?.body).not.toContain(boundaries[1]);
  });
});

describe.each(roundTripCases)('postal-mime round trip: $label', (c) => {
  const sent = roundTripDraft(c);
  const bytes = buildMimeMessage(sent);

  it('stays within the line limits', () => {
    expect(overlongLines(decodeAscii(bytes))).toEqual([]);
  });

  it('gives back every field: subject, addresses, threading, HTML, text, inline image, attachments', async () => {
    await expectPostalMimeRoundTrip(bytes, c, sent);
  });
});

describe('postal-mime round trip: explicit text alternative', () => {
  it('uses the given text instead of deriving one', async () => {
    const text = 'Own text\nwith two lines';
    const raw = build(draft({ text, html: '<p>Other</p>' }));
    const parsed = await parseWithPostalMime(raw);
    expect(parsed.text).toBe(asPostalMimeText(text, transferEncodingOf(raw, 'text/plain')));
    expect(parsed.html).toBe(
      asPostalMimeText('<p>Other</p>', transferEncodingOf(raw, 'text/html')),
    );
  });
});
