import { MalformedMessageError, parseRawMessage, withAttachmentIds, type GmailPart } from '.';

/** A raw message from lines joined by CRLF; characters up to U+00FF become single bytes. */
const raw = (...lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');
/** `text` as UTF-8 bytes, to embed in `raw` lines. */
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const dataText = (part: GmailPart) =>
  Buffer.from(part.body.data ?? '', 'base64url').toString('utf8');
const headerValue = (part: GmailPart, name: string) =>
  part.headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

function findIn(part: GmailPart, partId: string): GmailPart | undefined {
  if (part.partId === partId) return part;
  for (const child of part.parts ?? []) {
    const found = findIn(child, partId);
    if (found) return found;
  }
  return undefined;
}
function partById(root: GmailPart, partId: string): GmailPart {
  const found = findIn(root, partId);
  if (!found) throw new Error(`no part ${partId}`);
  return found;
}

function shape(part: GmailPart): unknown {
  return {
    partId: part.partId,
    mimeType: part.mimeType,
    ...(part.parts ? { parts: part.parts.map(shape) } : {}),
  };
}

const mixedMessage = raw(
  'From: Ann Lee <ann@example.com>',
  'To: bob@example.com',
  'Subject: Report',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="outer"',
  '',
  'This is the preamble.',
  '--outer',
  'Content-Type: multipart/alternative; boundary=inner',
  '',
  '--inner',
  'Content-Type: text/plain; charset=utf-8',
  '',
  utf8('Hello Bob, the report is attached. Größe'),
  '--inner',
  'Content-Type: TEXT/HTML; CHARSET=UTF-8',
  '',
  '<p>Hello <b>Bob</b>, the report is attached.</p>',
  '--inner--',
  '--outer',
  'Content-Type: image/png; name="dot.png"',
  'Content-Transfer-Encoding: base64',
  '',
  'iVBORw0KGgoAAAANSUhEUg==',
  '--outer',
  'Content-Type: text/csv; charset=utf-8',
  'Content-Disposition: attachment; filename="figures.csv"',
  '',
  'a,b',
  '1,2',
  '--outer--',
  'This is the epilogue.',
);

describe('payload tree', () => {
  const parsed = parseRawMessage(mixedMessage);

  it('numbers parts like Gmail: "" for the root, then 0, 1, nested 0.1', () => {
    expect(shape(parsed.payload)).toEqual({
      partId: '',
      mimeType: 'multipart/mixed',
      parts: [
        {
          partId: '0',
          mimeType: 'multipart/alternative',
          parts: [
            { partId: '0.0', mimeType: 'text/plain' },
            { partId: '0.1', mimeType: 'text/html' },
          ],
        },
        { partId: '1', mimeType: 'image/png' },
        { partId: '2', mimeType: 'text/csv' },
      ],
    });
  });

  it('gives multipart containers an empty body without data', () => {
    expect(parsed.payload.body).toEqual({ size: 0 });
    expect(partById(parsed.payload, '0').body).toEqual({ size: 0 });
  });

  it('serves text without a filename inline as base64url UTF-8, sized in UTF-8 bytes', () => {
    const plain = partById(parsed.payload, '0.0');
    const text = 'Hello Bob, the report is attached. Größe';
    expect(dataText(plain)).toBe(text);
    expect(plain.body.size).toBe(Buffer.byteLength(text, 'utf8'));
    expect(plain.body.data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(plain.body.attachmentId).toBeUndefined();
  });

  it('serves every non-text leaf and named text leaf by attachment, keeping the decoded bytes', () => {
    const image = partById(parsed.payload, '1');
    const csv = partById(parsed.payload, '2');
    expect(image.body.data).toBeUndefined();
    expect(image.filename).toBe('dot.png');
    expect(image.body.size).toBe(16);
    expect(parsed.attachmentBodies.get('1')).toEqual(
      Buffer.from('iVBORw0KGgoAAAANSUhEUg==', 'base64'),
    );
    expect(csv.body.data).toBeUndefined();
    expect(parsed.attachmentBodies.get('2')?.toString()).toBe('a,b\r\n1,2');
    expect([...parsed.attachmentBodies.keys()]).toEqual(['1', '2']);
  });

  it('lower-cases mimeType but keeps the header as written', () => {
    const html = partById(parsed.payload, '0.1');
    expect(html.mimeType).toBe('text/html');
    expect(headerValue(html, 'content-type')).toBe('TEXT/HTML; CHARSET=UTF-8');
  });

  it('ignores preamble and epilogue, and lists filenames', () => {
    expect(parsed.searchText).not.toContain('preamble');
    expect(parsed.searchText).not.toContain('epilogue');
    expect(parsed.filenames).toEqual(['dot.png', 'figures.csv']);
    expect(parsed.hasAttachment).toBe(true);
  });

  it('puts the text of text leaves without filename into searchText, HTML reduced to text', () => {
    expect(parsed.searchText).toContain('Hello Bob, the report is attached. Größe');
    expect(parsed.searchText).toContain('Hello Bob, the report is attached.');
    expect(parsed.searchText).not.toContain('<b>');
    expect(parsed.searchText).not.toContain('1,2');
  });

  it('reports the raw size', () => {
    expect(parsed.sizeEstimate).toBe(mixedMessage.length);
  });
});

describe('withAttachmentIds', () => {
  const parsed = parseRawMessage(mixedMessage);

  it('sets a fresh attachmentId on exactly the parts served by attachment', () => {
    const seen: string[] = [];
    const payload = withAttachmentIds(parsed.payload, (partId) => {
      seen.push(partId);
      return `att-${partId}`;
    });
    expect(seen).toEqual(['1', '2']);
    expect(partById(payload, '1').body).toEqual({ size: 16, attachmentId: 'att-1' });
    expect(partById(payload, '2').body.attachmentId).toBe('att-2');
    expect(partById(payload, '0.0').body.attachmentId).toBeUndefined();
    expect(partById(payload, '0').body.attachmentId).toBeUndefined();
  });

  it('returns a deep copy and leaves the parsed payload untouched', () => {
    const first = withAttachmentIds(parsed.payload, (partId) => `a-${partId}`);
    const second = withAttachmentIds(parsed.payload, (partId) => `b-${partId}`);
    expect(partById(first, '1').body.attachmentId).toBe('a-1');
    expect(partById(second, '1').body.attachmentId).toBe('b-1');
    expect(partById(parsed.payload, '1').body.attachmentId).toBeUndefined();
    first.headers[0]!.value = 'changed';
    expect(parsed.payload.headers[0]!.value).toBe('Ann Lee <ann@example.com>');
  });
});

describe('charset transcoding', () => {
  const single = (contentType: string, encoding: string, body: string) =>
    parseRawMessage(
      raw(
        'Subject: t',
        `Content-Type: ${contentType}`,
        `Content-Transfer-Encoding: ${encoding}`,
        '',
        body,
      ),
    ).payload;

  it.each([
    [
      'ISO-8859-1 quoted-printable',
      'text/plain; charset=ISO-8859-1',
      'quoted-printable',
      'Gr=FC=DFe aus K=F6ln',
      'Grüße aus Köln',
    ],
    ['KOI8-R base64', 'text/plain; charset="koi8-r"', 'base64', '8NLJ18XULCDNydI=', 'Привет, мир'],
    [
      'ISO-2022-JP 7bit',
      'text/plain; charset=iso-2022-jp',
      '7bit',
      '\x1b$B$3$s$K$A$O@$3&\x1b(B',
      'こんにちは世界',
    ],
    [
      'windows-1252 8bit',
      'text/plain; charset=windows-1252',
      '8bit',
      '\x93Smart\x94 costs \x805 \x96 ok',
      '“Smart” costs €5 – ok',
    ],
  ])(
    '%s comes back as UTF-8 while the header keeps the charset',
    (_, contentType, encoding, body, expected) => {
      const part = single(contentType, encoding, body);
      expect(dataText(part)).toBe(expected);
      expect(part.body.size).toBe(Buffer.byteLength(expected, 'utf8'));
      expect(headerValue(part, 'content-type')).toBe(contentType);
    },
  );

  it.each([
    [
      'us-ascii label on UTF-8 bytes',
      'text/plain; charset=us-ascii',
      utf8('naïve café'),
      'naïve café',
    ],
    ['no charset on UTF-8 bytes', 'text/plain', utf8('naïve café'), 'naïve café'],
    ['no charset on latin1 bytes', 'text/plain', 'na\xefve caf\xe9', 'naïve café'],
    ['unknown charset on latin1 bytes', 'text/plain; charset=x-unknown-thing', 'caf\xe9', 'café'],
    ["'latin1' label", 'text/plain; charset=latin1', 'caf\xe9', 'café'],
    ["'cp-1252' spelling", 'text/plain; charset=cp-1252', '\x80 5', '€ 5'],
    ["'utf8' spelling", 'text/plain; charset=utf8', utf8('€ 5'), '€ 5'],
    ['UTF-7', 'text/plain; charset=utf-7', 'Fr+APY-sche +IKw-', 'Frösche €'],
    ['UTF-8 label on single-byte text', 'text/plain; charset=utf-8', 'Fr\xf6sche', 'Frösche'],
    [
      'UTF-8 with one bad byte',
      'text/plain; charset=utf-8',
      `${utf8('Frösche')} \xff`,
      'Frösche \ufffd',
    ],
  ])('falls back sensibly: %s', (_, contentType, body, expected) => {
    expect(dataText(single(contentType, '8bit', body))).toBe(expected);
  });

  it('serves attachment text as the original bytes, not transcoded', () => {
    const parsed = parseRawMessage(
      raw(
        'Content-Type: text/plain; charset=iso-8859-1; name="k\xf6ln.txt"',
        'Content-Transfer-Encoding: 8bit',
        '',
        'K\xf6ln',
      ),
    );
    expect(parsed.payload.filename).toBe('köln.txt');
    expect(parsed.attachmentBodies.get('')).toEqual(Buffer.from('K\xf6ln', 'latin1'));
  });
});

describe('transfer encodings', () => {
  const decoded = (encoding: string, ...body: string[]) =>
    dataText(
      parseRawMessage(
        raw(
          'Content-Type: text/plain; charset=utf-8',
          `Content-Transfer-Encoding: ${encoding}`,
          '',
          ...body,
        ),
      ).payload,
    );

  it('decodes quoted-printable soft breaks, escapes and keeps hard line breaks', () => {
    expect(decoded('quoted-printable', 'caf=C3=A9 au =', 'lait   ', 'a=3Db')).toBe(
      'café au lait\r\na=b',
    );
  });

  it('keeps a stray "=" that starts no escape', () => {
    expect(decoded('Quoted-Printable', '100% = 1=x')).toBe('100% = 1=x');
  });

  it('decodes base64 with missing padding, line breaks and junk characters', () => {
    expect(decoded('base64', 'aGVsbG8g', 'd29y*bGQ')).toBe('hello world');
  });

  it('decodes concatenated padded base64 chunks', () => {
    expect(decoded('base64', 'aGk=', 'IHRoZXJl')).toBe('hi there');
  });

  it('passes 7bit, 8bit, binary and unknown encodings through', () => {
    expect(decoded('7bit', 'plain')).toBe('plain');
    expect(decoded('binary', utf8('bin€'))).toBe('bin€');
    expect(decoded('x-uuencode', 'begin 644')).toBe('begin 644');
  });
});

describe('headers', () => {
  it('unfolds and RFC 2047-decodes header values at every level', () => {
    const parsed = parseRawMessage(
      raw(
        'Subject: =?UTF-8?B?SGVsbG8g8J+Riw==?=',
        '  =?ISO-8859-1?Q?Gr=FC=DFe?= from',
        ' Ann',
        'Content-Type: multipart/mixed; boundary=b',
        '',
        '--b',
        'Content-Type: text/plain',
        'Content-Description: =?utf-8?q?caf=C3=A9_menu?=',
        '',
        'x',
        '--b--',
      ),
    );
    expect(headerValue(parsed.payload, 'subject')).toBe('Hello 👋Grüße from Ann');
    expect(parsed.headers.subject).toBe('Hello 👋Grüße from Ann');
    expect(headerValue(partById(parsed.payload, '0'), 'content-description')).toBe('café menu');
  });

  it('joins adjacent encoded words of one charset before decoding (split characters)', () => {
    // '€' is E2 82 AC: its bytes are split over two encoded words.
    const parsed = parseRawMessage(raw('Subject: =?utf-8?B?4oI=?= =?utf-8?B?rA==?= 5', '', ''));
    expect(parsed.headers.subject).toBe('€ 5');
  });

  it('decodes adjacent encoded words in different charsets each in its own', () => {
    const parsed = parseRawMessage(
      raw('Subject: =?iso-8859-1?q?caf=E9?= =?utf-8?q?_=E2=82=AC?=', '', ''),
    );
    expect(parsed.headers.subject).toBe('café €');
  });

  it('reads a raw 8-bit byte inside an encoded word in the charset of the word', () => {
    const parsed = parseRawMessage(raw('Subject: =?iso-8859-1?Q?Die_Fr\xf6sche?=', '', ''));
    expect(parsed.headers.subject).toBe('Die Frösche');
  });

  it('keeps the space between an encoded word and ordinary text', () => {
    const parsed = parseRawMessage(raw('Subject: Re: =?utf-8?q?na=C3=AFve?= idea', '', ''));
    expect(parsed.headers.subject).toBe('Re: naïve idea');
  });

  it('decodes encoded words in any TextDecoder charset and in UTF-7', () => {
    const parsed = parseRawMessage(
      raw(
        'From: =?koi8-r?B?8NLJ18XU?= <p@example.com>',
        'To: =?utf-7?Q?Fr+APY-sche?= <f@example.com>',
        '',
        '',
      ),
    );
    expect(parsed.headers.from).toBe('Привет <p@example.com>');
    expect(parsed.headers.to).toBe('Frösche <f@example.com>');
  });

  it('reads 8-bit header bytes as UTF-8 when valid, else as latin1 (windows-1252)', () => {
    const parsed = parseRawMessage(
      raw(`Subject: ${utf8('Grüße')}`, 'From: J\xfcrgen <j@example.com>', '', ''),
    );
    expect(parsed.headers.subject).toBe('Grüße');
    expect(parsed.headers.from).toBe('Jürgen <j@example.com>');
  });

  it('fills MessageHeaders: ids without <>, references in order, repeated To joined', () => {
    const parsed = parseRawMessage(
      raw(
        'Message-ID: <abc@example.com>',
        'In-Reply-To: <parent@example.com> (comment)',
        'References: <root@example.com>',
        ' <parent@example.com>',
        'To: a@example.com',
        'To: b@example.com',
        'Cc: c@example.com',
        '',
        '',
      ),
    );
    expect(parsed.headers).toMatchObject({
      messageId: 'abc@example.com',
      inReplyTo: 'parent@example.com',
      references: ['root@example.com', 'parent@example.com'],
      to: 'a@example.com, b@example.com',
      cc: 'c@example.com',
      bcc: '',
      subject: '',
      date: undefined,
    });
  });

  it.each([
    ['Wed, 17 May 2000 19:35:05 -0400', Date.UTC(2000, 4, 17, 23, 35, 5)],
    ['23 Oct 2003 23:28:34 -0700', Date.UTC(2003, 9, 24, 6, 28, 34)],
    ['Fri, 07 Oct 1994 16:15:05 -0700 (PDT)', Date.UTC(1994, 9, 7, 23, 15, 5)],
    ['Mon, 1 Jan 01 10:00 EST', Date.UTC(2001, 0, 1, 15, 0, 0)],
    ['2024-03-05T10:00:00Z', Date.UTC(2024, 2, 5, 10, 0, 0)],
    ['not a date', undefined],
  ])('parses Date %j', (date, expected) => {
    expect(parseRawMessage(raw(`Date: ${date}`, '', '')).headers.date).toBe(expected);
  });
});

describe('filenames', () => {
  const filenameOf = (...headerLines: string[]) =>
    parseRawMessage(raw(...headerLines, '', 'x')).payload.filename;

  it.each([
    [
      'RFC 2231 extended value',
      [
        'Content-Type: application/pdf',
        "Content-Disposition: attachment; filename*=UTF-8''%E2%82%AC%20rates.pdf",
      ],
      '€ rates.pdf',
    ],
    [
      'RFC 2231 continuations with charset and language',
      [
        'Content-Type: application/pdf',
        'Content-Disposition: attachment;',
        " filename*0*=iso-8859-1'de'Gr%FC%DFe%20aus%20;",
        ' filename*1="K\\"oln";',
        ' filename*2*=%2Epdf',
      ],
      'Grüße aus K"oln.pdf',
    ],
    [
      'RFC 2231 sections out of order',
      [
        'Content-Type: application/pdf',
        'Content-Disposition: attachment; filename*1="b.pdf"; filename*0="a"',
      ],
      'ab.pdf',
    ],
    [
      'RFC 2047 in a quoted name',
      ['Content-Type: application/pdf; name="=?UTF-8?Q?r=C3=A9sum=C3=A9?= 2024.pdf"'],
      'résumé 2024.pdf',
    ],
    [
      'disposition filename before Content-Type name',
      [
        'Content-Type: application/pdf; name="type.pdf"',
        'Content-Disposition: inline; filename="disp.pdf"',
      ],
      'disp.pdf',
    ],
    [
      'RFC 2231 value before a plain one',
      [
        'Content-Type: application/pdf',
        'Content-Disposition: attachment; filename="plain.pdf"; filename*=utf-8\'\'ext%C3%A9.pdf',
      ],
      'exté.pdf',
    ],
    [
      'unquoted name with spaces',
      ['Content-Type: application/pdf; name=my report.pdf'],
      'my report.pdf',
    ],
    ['no name at all', ['Content-Type: application/pdf'], ''],
    // Gmail answers "" for a real PDF named so (an encoded value may not be a quoted string).
    [
      'a quoted RFC 2231 extended value as nothing',
      [
        'Content-Type: application/pdf',
        'Content-Disposition: attachment; filename*= "UTF-8\'\'Quarterly%20report.pdf"',
      ],
      '',
    ],
    [
      'a quoted extended value as nothing, even beside a plain one',
      [
        'Content-Type: application/pdf',
        'Content-Disposition: attachment; filename="plain.pdf"; filename*="UTF-8\'\'ext.pdf"',
      ],
      '',
    ],
    [
      'a quoted encoded continuation as nothing',
      [
        'Content-Type: application/pdf',
        'Content-Disposition: attachment; filename*0*="UTF-8\'\'part%20one"; filename*1*=.pdf',
      ],
      '',
    ],
    [
      'Content-Type name when the disposition filename is a quoted extended value',
      [
        'Content-Type: application/pdf; name="type.pdf"',
        'Content-Disposition: attachment; filename*="UTF-8\'\'disp.pdf"',
      ],
      'type.pdf',
    ],
  ])('reads %s', (_, headerLines, expected) => {
    expect(filenameOf(...headerLines)).toBe(expected);
  });
});

describe('message/rfc822', () => {
  const inner = raw(
    'From: Carl <carl@example.com>',
    'Subject: =?utf-8?q?Inner_=C3=A9?=',
    'Content-Type: multipart/mixed; boundary=in',
    '',
    '--in',
    'Content-Type: text/plain',
    '',
    'Forwarded words',
    '--in',
    'Content-Type: application/pdf; name=inner.pdf',
    '',
    '%PDF',
    '--in--',
  );
  const parsed = parseRawMessage(
    Buffer.concat([
      raw(
        'Subject: Fwd',
        'Content-Type: multipart/mixed; boundary=out',
        '',
        '--out',
        'Content-Type: text/plain',
        '',
        'See below',
        '--out',
        'Content-Type: message/rfc822',
        '',
        '',
      ),
      inner,
      raw('', '--out--', ''),
    ]),
  );

  it('keeps its own part, served by attachment, with the inner message expanded below it', () => {
    expect(shape(partById(parsed.payload, '1'))).toEqual({
      partId: '1',
      mimeType: 'message/rfc822',
      parts: [
        {
          partId: '1.0',
          mimeType: 'multipart/mixed',
          parts: [
            { partId: '1.0.0', mimeType: 'text/plain' },
            { partId: '1.0.1', mimeType: 'application/pdf' },
          ],
        },
      ],
    });
    expect(parsed.attachmentBodies.get('1')).toEqual(inner);
    expect(partById(parsed.payload, '1').body).toEqual({ size: inner.length });
  });

  it('gives the inner root its headers, decoded', () => {
    expect(headerValue(partById(parsed.payload, '1.0'), 'subject')).toBe('Inner é');
  });

  it('includes inner text in searchText and inner attachments in filenames', () => {
    expect(parsed.searchText).toContain('Forwarded words');
    expect(parsed.filenames).toEqual(['inner.pdf']);
    expect(parsed.attachmentBodies.get('1.0.1')?.toString()).toBe('%PDF');
    const withIds = withAttachmentIds(parsed.payload, (partId) => `id:${partId}`);
    expect(partById(withIds, '1').body.attachmentId).toBe('id:1');
    expect(partById(withIds, '1.0.1').body.attachmentId).toBe('id:1.0.1');
  });

  it('numbers the inner root "0" when the whole message is message/rfc822', () => {
    const wrapped = parseRawMessage(
      Buffer.concat([raw('Content-Type: message/rfc822', '', ''), raw('Subject: in', '', 'body')]),
    );
    expect(shape(wrapped.payload)).toEqual({
      partId: '',
      mimeType: 'message/rfc822',
      parts: [{ partId: '0', mimeType: 'text/plain' }],
    });
  });

  it('keeps content that is not a message as an attachment without parts', () => {
    const broken = parseRawMessage(
      raw('Content-Type: message/rfc822; name=broken.eml', '', 'this is not a message'),
    );
    expect(broken.payload.parts).toBeUndefined();
    expect(broken.attachmentBodies.get('')?.toString()).toBe('this is not a message');
  });

  it('defaults parts of multipart/digest to message/rfc822', () => {
    const digest = parseRawMessage(
      raw(
        'Content-Type: multipart/digest; boundary=d',
        '',
        '--d',
        '',
        'Subject: one',
        '',
        'first',
        '--d--',
      ),
    );
    expect(shape(digest.payload)).toEqual({
      partId: '',
      mimeType: 'multipart/digest',
      parts: [
        {
          partId: '0',
          mimeType: 'message/rfc822',
          parts: [{ partId: '0.0', mimeType: 'text/plain' }],
        },
      ],
    });
  });
});

describe('delivery reports', () => {
  it('presents message/delivery-status as inline text/plain, header unchanged', () => {
    const parsed = parseRawMessage(
      raw(
        'Content-Type: multipart/report; report-type=delivery-status; boundary=r',
        '',
        '--r',
        'Content-Type: text/plain',
        '',
        'Delivery failed.',
        '--r',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.example.com',
        '',
        'Final-Recipient: rfc822; gone@example.com',
        'Status: 5.1.1',
        '--r--',
      ),
    );
    const status = partById(parsed.payload, '1');
    expect(status.mimeType).toBe('text/plain');
    expect(headerValue(status, 'content-type')).toBe('message/delivery-status');
    expect(dataText(status)).toContain('Status: 5.1.1');
    expect(parsed.attachmentBodies.size).toBe(0);
    expect(parsed.searchText).toContain('gone@example.com');
  });
});

describe('snippet', () => {
  const snippetOf = (...parts: [string, string][]) =>
    parseRawMessage(
      raw(
        'Content-Type: multipart/alternative; boundary=s',
        '',
        ...parts.flatMap(([type, body]) => ['--s', `Content-Type: ${type}`, '', body]),
        '--s--',
      ),
    ).snippet;

  it('takes text/plain, collapses whitespace and escapes HTML like Gmail', () => {
    expect(
      snippetOf(
        ['text/plain', `Tom & Jerry's  "show"\r\n\r\n<b>now</b>`],
        ['text/html', '<p>other</p>'],
      ),
    ).toBe('Tom &amp; Jerry&#39;s &quot;show&quot; &lt;b&gt;now&lt;/b&gt;');
  });

  it('reduces HTML to text when there is no text/plain', () => {
    expect(
      snippetOf([
        'text/html; charset=utf-8',
        '<html><head><title>T</title><style>p{color:red}</style></head><body><p>Caf&eacute; &amp; <b>bar</b></p><script>x()</script><div>&lt;ok&gt;&nbsp;&#8364;5</div></body></html>',
      ]),
    ).toBe('Café &amp; bar &lt;ok&gt; €5');
  });

  it('keeps a "<" that starts no tag and drops comments and unknown-tag markup', () => {
    expect(snippetOf(['text/html', '1 < 2 <!-- hidden --> ok<td a=">">x</td>'])).toBe(
      '1 &lt; 2 ok x',
    );
  });

  it('stops at about 200 characters', () => {
    const snippet = snippetOf(['text/plain', 'word '.repeat(100)]);
    expect(snippet.length).toBeLessThanOrEqual(200);
    expect(snippet.length).toBeGreaterThan(190);
    expect(snippet.startsWith('word word')).toBe(true);
  });

  it('is empty when there is no text', () => {
    expect(parseRawMessage(raw('Content-Type: image/png', '', 'x')).snippet).toBe('');
  });
});

describe('leniency with what real mail gets wrong', () => {
  it('ends the last part at the end when the close delimiter is missing', () => {
    const parsed = parseRawMessage(
      raw(
        'Content-Type: multipart/mixed; boundary=b',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'unterminated',
      ),
    );
    expect(dataText(partById(parsed.payload, '0'))).toBe('unterminated');
  });

  it('does not take a longer boundary for its prefix', () => {
    const parsed = parseRawMessage(
      raw(
        'Content-Type: multipart/mixed; boundary=a',
        '',
        '--a',
        'Content-Type: multipart/alternative; boundary=ab',
        '',
        '--ab',
        'Content-Type: text/plain',
        '',
        'inner',
        '--ab--',
        '--a--',
      ),
    );
    expect(shape(parsed.payload)).toEqual({
      partId: '',
      mimeType: 'multipart/mixed',
      parts: [
        {
          partId: '0',
          mimeType: 'multipart/alternative',
          parts: [{ partId: '0.0', mimeType: 'text/plain' }],
        },
      ],
    });
  });

  it('accepts LF-only line ends, a missing ";" before parameters and a headerless part', () => {
    const parsed = parseRawMessage(
      Buffer.from(
        'Subject: lf\nContent-Type: multipart/mixed\n boundary="x"\n\n--x\n\nno headers\n--x--\n',
      ),
    );
    expect(dataText(partById(parsed.payload, '0'))).toBe('no headers');
    expect(parsed.headers.subject).toBe('lf');
  });

  it('starts the body at a line that is not a header field (missing blank line)', () => {
    const parsed = parseRawMessage(
      raw('Subject: s', 'Content-Type: text/plain', 'Body starts here', 'more'),
    );
    expect(dataText(parsed.payload)).toBe('Body starts here\r\nmore');
  });

  it('accepts the obsolete blank before the colon of a field name', () => {
    expect(parseRawMessage(raw('Subject : spaced', '', 'x')).headers.subject).toBe('spaced');
  });

  it('serves a multipart without boundary or delimiter as one text/plain leaf', () => {
    const noBoundary = parseRawMessage(raw('Content-Type: multipart/mixed', '', 'just text'));
    expect(noBoundary.payload.mimeType).toBe('text/plain');
    expect(dataText(noBoundary.payload)).toBe('just text');
    const noDelimiter = parseRawMessage(
      raw('Content-Type: multipart/mixed; boundary=q', '', 'also text'),
    );
    expect(dataText(noDelimiter.payload)).toBe('also text');
  });

  it('gives an empty text part an empty body without data', () => {
    const parsed = parseRawMessage(
      raw('Content-Type: multipart/mixed; boundary=e', '', '--e', '', '--e--'),
    );
    expect(partById(parsed.payload, '0').body).toEqual({ size: 0 });
  });

  it('stops expanding pathologically deep nesting instead of overflowing the stack', () => {
    const deep = Buffer.from('Content-Type: message/rfc822\r\n\r\n'.repeat(10_000) + 'x');
    const parsed = parseRawMessage(deep);
    let depth = 0;
    for (let part: GmailPart | undefined = parsed.payload; part; part = part.parts?.[0]) depth++;
    expect(depth).toBeGreaterThan(10);
    expect(depth).toBeLessThan(100);
  });
});

describe('malformed input', () => {
  it.each([
    ['empty input', Buffer.alloc(0)],
    ['only blank lines', raw('', '', '')],
    ['only whitespace', raw('  ', '\t', ' ')],
    ['a byte order mark and a line end', Buffer.from([0xef, 0xbb, 0xbf, 0x0d, 0x0a])],
  ])('rejects %s with MalformedMessageError', (_, input) => {
    expect(() => parseRawMessage(input)).toThrow(MalformedMessageError);
  });

  it('accepts NUL bytes in a body', () => {
    expect(() => parseRawMessage(raw('Subject: x', '', 'a\x00b'))).not.toThrow();
  });

  /** The payload of a message with no parsable header: one text/plain leaf without headers. */
  const headerless = (text: string) => ({
    partId: '',
    mimeType: 'text/plain',
    filename: '',
    headers: [],
    body: { size: Buffer.byteLength(text), data: Buffer.from(text).toString('base64url') },
  });

  it.each([
    ['a body without any header', raw('Hello Bob,', '', 'the build is green.')],
    ['a first line that is not a header field', raw('Hello there,', 'Subject: x', '', 'body')],
    ['a blank line first', raw('', 'Subject: x', '', 'body')],
    ['a folded line first and no field after it', raw(' Subject: x', '', 'body')],
    ['only folded lines', raw('  indented text', '\tmore of it')],
    ['NUL bytes in the header section', raw('Subject: x\x00y', '', 'body')],
    ['binary data', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00])],
  ])('serves %s as one text/plain leaf holding the whole message', (_, input) => {
    const parsed = parseRawMessage(input);
    const text = dataText(parsed.payload);
    expect(parsed.payload).toEqual(headerless(text));
    // 8-bit bytes that are not UTF-8 read as windows-1252, as any text without a charset.
    expect(text).toBe(input.toString('latin1').replace('\x89', '\u2030'));
    expect(parsed.headers.subject).toBe('');
    expect(parsed.attachmentBodies.size).toBe(0);
    expect(parsed.sizeEstimate).toBe(input.length);
  });

  it('takes the snippet and search text of a headerless message from its text', () => {
    const parsed = parseRawMessage(raw('Hello Bob,', '', 'the build is <green> & done.'));
    expect(parsed.snippet).toBe('Hello Bob, the build is &lt;green&gt; &amp; done.');
    expect(parsed.searchText).toContain('the build is');
    expect(parsed.headers).toMatchObject({ subject: '', from: '', to: '', messageId: '' });
  });

  it('reads headerless windows-1252 text as such, and leaves a byte order mark out of the text', () => {
    expect(dataText(parseRawMessage(raw('caf\xe9 cr\xe8me')).payload)).toBe('café crème');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), raw('only text')]);
    expect(dataText(parseRawMessage(bom).payload)).toBe('only text');
  });

  it.each([
    ['a folded line', raw(' X-Junk: stray', 'Subject: Kept', '', 'body text')],
    [
      'several folded and blank-only lines',
      raw('\tjunk', '   ', ' more', 'Subject: Kept', '', 'body text'),
    ],
    [
      'an mbox envelope line',
      raw('From ann@example.com Mon Jan  1 00:00:00 2024', 'Subject: Kept', '', 'body text'),
    ],
    [
      'a byte order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), raw('Subject: Kept', '', 'body text')]),
    ],
    [
      'a byte order mark, an envelope line and a folded line',
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        raw(
          'From ann@example.com Mon Jan  1 00:00:00 2024',
          ' junk',
          'Subject: Kept',
          '',
          'body text',
        ),
      ]),
    ],
  ])('skips %s before the header fields', (_, input) => {
    const parsed = parseRawMessage(input);
    expect(parsed.payload.headers).toEqual([{ name: 'Subject', value: 'Kept' }]);
    expect(parsed.payload.mimeType).toBe('text/plain');
    expect(dataText(parsed.payload)).toBe('body text');
    expect(parsed.snippet).toBe('body text');
  });

  it("reads the obsolete 'From :' field first as a field, not as an envelope line", () => {
    const parsed = parseRawMessage(raw('From : ann@example.com', 'Subject: s', '', 'x'));
    expect(parsed.headers.from).toBe('ann@example.com');
  });

  it('folds a line of only blanks into the field before it instead of ending the header', () => {
    const parsed = parseRawMessage(
      raw('From: ann@example.com', ' ', 'To: bob@example.com', 'Subject: s', '', 'body'),
    );
    expect(parsed.headers).toMatchObject({ from: 'ann@example.com', to: 'bob@example.com' });
    expect(dataText(parsed.payload)).toBe('body');
  });

  it('expands an attached message that starts with an envelope line or a folded line', () => {
    const parsed = parseRawMessage(
      raw(
        'Content-Type: message/rfc822',
        '',
        'From ann@example.com Mon Jan  1 00:00:00 2024',
        ' junk',
        'Subject: inner',
        '',
        'inner body',
      ),
    );
    expect(headerValue(partById(parsed.payload, '0'), 'subject')).toBe('inner');
    expect(dataText(partById(parsed.payload, '0'))).toBe('inner body');
  });
});
