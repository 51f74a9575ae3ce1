import { toThreadMessage } from './thread-message';
import {
  base64Url,
  container,
  filePart,
  headers,
  message,
  textPart,
} from './test-support/gmail-shapes';

describe('toThreadMessage', () => {
  it('reads the headers, addresses, labels and snippet', () => {
    const result = toThreadMessage(
      message('m1', {
        threadId: 't1',
        labelIds: ['INBOX', 'UNREAD'],
        internalDate: 1_700_000_000_123,
        snippet: 'a &amp; b',
        headers: {
          From: '"Lee, Ann" <ann@example.com>',
          To: 'Bob <bob@example.com>, carl@example.com',
          Cc: '"Doe, Jane" <jane@example.com>',
          Subject: 'Café ☕',
          Date: 'Tue, 14 Nov 2023 22:13:20 +0000',
          'Message-ID': '<abc@mail.example>',
        },
      }),
    );
    expect(result).toMatchObject({
      id: 'm1',
      threadId: 't1',
      from: { name: 'Lee, Ann', email: 'ann@example.com' },
      fromHeader: '"Lee, Ann" <ann@example.com>',
      to: [
        { name: 'Bob', email: 'bob@example.com' },
        { name: '', email: 'carl@example.com' },
      ],
      cc: [{ name: 'Doe, Jane', email: 'jane@example.com' }],
      subject: 'Café ☕',
      date: 'Tue, 14 Nov 2023 22:13:20 +0000',
      internalDate: 1_700_000_000_123,
      messageIdHeader: '<abc@mail.example>',
      labelIds: ['INBOX', 'UNREAD'],
      isUnread: true,
      isStarred: false,
      snippet: 'a & b',
    });
  });

  it('reads Reply-To and References as written, for a reply', () => {
    const result = toThreadMessage(
      message('m1', {
        headers: {
          From: 'GitHub <notifications@github.example>',
          'Reply-To': 'octo/app <reply+T0K3N@reply.github.example>',
          References: '<root@github.example> <c1@github.example>',
        },
      }),
    );
    expect(result.replyToHeader).toBe('octo/app <reply+T0K3N@reply.github.example>');
    expect(result.referencesHeader).toBe('<root@github.example> <c1@github.example>');
  });

  it('defaults a missing sender to Unknown and missing headers to empty', () => {
    const result = toThreadMessage(message('m1'));
    expect(result).toMatchObject({
      from: { name: 'Unknown', email: '' },
      to: [],
      cc: [],
      subject: '',
      date: '',
      messageIdHeader: '',
      referencesHeader: '',
      replyToHeader: '',
    });
  });

  it('prefers the HTML alternative and decodes it as UTF-8 only', () => {
    const payload = container('multipart/alternative', [
      textPart('text/plain', 'plain version', '0'),
      // Gmail transcodes text to UTF-8 but keeps the declared charset in the part headers.
      {
        ...textPart('text/html', '<p>Grüße — €</p>', '1'),
        headers: [{ name: 'Content-Type', value: 'text/html; charset=iso-8859-1' }],
      },
    ]);
    expect(toThreadMessage(message('m1', { payload })).html).toBe('<p>Grüße — €</p>');
  });

  it('decodes padded and unpadded base64url bodies', () => {
    const text = '<b>ok?</b>>'; // 11 bytes: padded form differs; "+" / "/" in standard base64
    const unpadded = base64Url(text);
    const padded = unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4);
    expect(padded).not.toBe(unpadded);
    expect(unpadded).toMatch(/[-_]/);
    for (const data of [padded, unpadded]) {
      const payload = { ...textPart('text/html', '', ''), body: { size: 1, data } };
      expect(toThreadMessage(message('m', { payload })).html).toBe(text);
    }
  });

  it('converts text-only mail to escaped HTML with links', () => {
    const payload = textPart('text/plain', 'Hi <b>you</b>\nsee https://example.com/a?b=1&c=2.', '');
    expect(toThreadMessage(message('m', { payload })).html).toBe(
      '<div style="white-space: pre-wrap">Hi &lt;b&gt;you&lt;/b&gt;<br>see ' +
        '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">' +
        'https://example.com/a?b=1&amp;c=2</a>.</div>',
    );
  });

  it('shows every readable part of a mixed message and skips attached text files', () => {
    const payload = container('multipart/mixed', [
      textPart('text/plain', 'first', '0'),
      filePart('1', 'notes.txt', 'text/plain'),
      textPart('text/html', '<i>second</i>', '2'),
    ]);
    expect(toThreadMessage(message('m', { payload })).html).toBe(
      '<div style="white-space: pre-wrap">first</div>\n<i>second</i>',
    );
  });

  it('skips an empty last alternative for one with text', () => {
    const payload = container('multipart/alternative', [
      textPart('text/html', '<b>HTML Body</b>', '0'),
      textPart('text/plain', '', '1'),
    ]);
    expect(toThreadMessage(message('m', { payload })).html).toBe('<b>HTML Body</b>');
  });

  it.each([
    ['whitespace', ' \r\n\t '],
    ['an empty document', '<html><head><style>p{color:red}</style></head><body>\r\n</body></html>'],
    ['no-break spaces in empty blocks', '<div>&nbsp;</div><p><br>\u00a0</p><!-- nothing -->'],
  ])('shows the plain text when the HTML alternative is %s', (_case, blankHtml) => {
    const payload = container('multipart/alternative', [
      textPart('text/plain', 'The real text', '0'),
      textPart('text/html', blankHtml, '1'),
    ]);
    expect(toThreadMessage(message('m', { payload })).html).toBe(
      '<div style="white-space: pre-wrap">The real text</div>',
    );
  });

  it('never lets a whitespace-only plain alternative win over HTML with content', () => {
    const payload = container('multipart/alternative', [
      textPart('text/html', '<img src="cid:logo">', '0'),
      textPart('text/plain', ' \n\n ', '1'),
    ]);
    expect(toThreadMessage(message('m', { payload })).html).toBe('<img src="cid:logo">');
  });

  it('keeps the text version beside the HTML, for a message too large to show', () => {
    const payload = container('multipart/mixed', [
      container('multipart/alternative', [
        textPart('text/plain', 'plain words', '0.0'),
        textPart('text/html', '<b>rich words</b>', '0.1'),
      ]),
      textPart('text/plain', 'signature', '1'),
    ]);
    const result = toThreadMessage(message('m', { payload }));
    expect(result.html).toBe(
      '<b>rich words</b>\n<div style="white-space: pre-wrap">signature</div>',
    );
    expect(result.textVersionHtml).toBe(
      '<div style="white-space: pre-wrap">plain words</div>\n' +
        '<div style="white-space: pre-wrap">signature</div>',
    );
  });

  it('leaves a part too large to read undecoded and shows the rest as the text version', () => {
    const huge = {
      ...textPart('text/html', '<p>huge</p>', '1'),
      body: { size: 3_000_001, data: '' },
    };
    const payload = container('multipart/alternative', [
      textPart('text/plain', 'small', '0'),
      huge,
    ]);
    const result = toThreadMessage(message('m', { payload }));
    expect(result.html).toBe('<div style="white-space: pre-wrap">small</div>');
    expect(result.partsTooLarge).toBe(true);
    expect(
      toThreadMessage(message('m', { payload: textPart('text/plain', 'ok') })).partsTooLarge,
    ).toBe(false);
  });

  it('leaves out a part whose data cannot be decoded, shows the rest and says so', () => {
    const broken = { ...textPart('text/html', '', '1'), body: { size: 4, data: '*not base64*' } };
    const payload = container('multipart/mixed', [textPart('text/plain', 'kept', '0'), broken]);
    const result = toThreadMessage(message('m', { payload }));
    expect(result.html).toBe('<div style="white-space: pre-wrap">kept</div>');
    expect(result.partsNotShown).toBe(true);
    expect(
      toThreadMessage(message('m', { payload: textPart('text/plain', 'ok') })).partsNotShown,
    ).toBe(false);
  });

  it('lists attachments and inline parts; a cid-referenced image is inline only', () => {
    const payload = container('multipart/mixed', [
      container(
        'multipart/related',
        [
          textPart('text/html', '<img src="cid:Logo@x">', '0.0'),
          filePart('0.1', 'logo.png', 'image/png', {
            'Content-ID': '<logo@x>',
            'Content-Disposition': 'inline; filename="logo.png"',
          }),
          filePart('0.2', 'unused.png', 'image/png', { 'Content-ID': '<unused@x>' }),
        ],
        '0',
      ),
      filePart('1', 'report.pdf', 'application/pdf', {
        'Content-Disposition': 'attachment; filename="report.pdf"',
      }),
    ]);
    const result = toThreadMessage(message('m', { payload }));
    expect(result.html).toBe('<img src="cid:Logo@x">');
    expect(result.attachments.map((ref) => [ref.partId, ref.filename])).toEqual([
      ['0.2', 'unused.png'],
      ['1', 'report.pdf'],
    ]);
    expect(result.attachments[1]).toEqual({
      partId: '1',
      filename: 'report.pdf',
      mimeType: 'application/pdf',
      size: 1234,
      attachmentId: 'att-1',
    });
    expect(result.inlineParts.map((ref) => [ref.contentId, ref.partId])).toEqual([
      ['logo@x', '0.1'],
      ['unused@x', '0.2'],
    ]);
  });

  it('shows the attachments Gmail leaves unnamed, named from their headers or their type', () => {
    const unnamed = (partId: string, mimeType: string, disposition?: string) =>
      filePart(partId, '', mimeType, disposition ? { 'Content-Disposition': disposition } : {});
    const attachedText = {
      ...textPart('text/plain', 'notes', '3'),
      headers: headers({ 'Content-Disposition': 'attachment' }),
    };
    const payload = container('multipart/mixed', [
      textPart('text/plain', 'see attached', '0'),
      unnamed('1', 'application/pdf', 'attachment; filename*= "UTF-8\'\'Quarterly%20report.pdf"'),
      unnamed('2', 'application/pdf'),
      attachedText,
    ]);
    const result = toThreadMessage(message('m', { payload }));
    expect(result.html).toBe('<div style="white-space: pre-wrap">see attached</div>');
    expect(result.attachments).toEqual([
      expect.objectContaining({
        partId: '1',
        filename: 'Quarterly report.pdf',
        attachmentId: 'att-1',
      }),
      expect.objectContaining({ partId: '2', filename: 'attachment.pdf', attachmentId: 'att-2' }),
      {
        partId: '3',
        filename: 'attachment.txt',
        mimeType: 'text/plain',
        size: 5,
        attachmentId: '',
        data: base64Url('notes'),
      },
    ]);
    expect(result.inlineParts).toEqual([]);
  });

  it('gives an empty body for a message made only of an attachment', () => {
    const payload = filePart('', 'scan.pdf', 'application/pdf');
    const result = toThreadMessage(message('m', { payload }));
    expect(result.html).toBe('');
    expect(result.attachments).toHaveLength(1);
  });
});
