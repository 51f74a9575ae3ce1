import PostalMime from 'postal-mime';
import { attachmentLeaf, serializeMessage, textLeaf, type MimeNode } from './mime-builder';
import { seedFile } from './seed-data';
import { readHeaders } from './test-support';

function boundaries(): () => string {
  let n = 0;
  return () => `b${++n}_test`;
}

describe('serializeMessage', () => {
  const logo = seedFile('frontend-weekly-logo.png');
  const longName = 'Отчёт о проделанной работе за квартал — окончательная версия.pdf';
  const tree: MimeNode = {
    kind: 'multipart',
    subtype: 'mixed',
    parts: [
      {
        kind: 'multipart',
        subtype: 'alternative',
        parts: [
          textLeaf('plain', 'Привет!\nСмотри вложение.', 'koi8-r', 'base64'),
          {
            kind: 'multipart',
            subtype: 'related',
            parts: [
              textLeaf(
                'html',
                '<p>Привет! <img src="cid:logo@test"></p>',
                'koi8-r',
                'quoted-printable',
              ),
              attachmentLeaf('image/png', 'logo.png', logo, 'logo@test'),
            ],
          },
        ],
      },
      attachmentLeaf('application/pdf', longName, Buffer.from('%PDF-1.4\n%%EOF\n')),
      attachmentLeaf('text/plain', 'notes.txt', Buffer.from('ünïcode notes\r\n')),
    ],
  };
  const raw = serializeMessage(
    [
      ['From', 'Sender <s@example.com>'],
      ['To', 'Demo User <demo@example.com>'],
      ['Subject', '=?UTF-8?B?0J/RgNC40LLQtdGC?='],
      ['Date', 'Tue, 14 Jan 2025 09:12:33 +0100'],
      ['Message-ID', '<1@example.com>'],
    ],
    tree,
    boundaries(),
  );

  it('uses CRLF everywhere and declares MIME', () => {
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n|\r[^\n]/);
    expect(readHeaders(raw).get('mime-version')).toEqual(['1.0']);
    expect(readHeaders(raw).get('content-type')?.[0]).toBe('multipart/mixed; boundary=b1_test');
  });

  it('parses back with postal-mime: texts, inline image and attachments', async () => {
    const email = await PostalMime.parse(raw);
    expect(email.subject).toBe('Привет');
    expect(email.text?.trim()).toBe('Привет!\nСмотри вложение.');
    expect(email.html).toContain('cid:logo@test');
    const byName = new Map(email.attachments.map((a) => [a.filename, a]));
    expect(byName.get('logo.png')?.contentId).toBe('<logo@test>');
    expect(byName.get('logo.png')?.disposition).toBe('inline');
    expect(Buffer.from(byName.get('logo.png')?.content as ArrayBuffer)).toEqual(logo);
    expect(byName.get(longName)?.mimeType).toBe('application/pdf');
    expect(Buffer.from(byName.get('notes.txt')?.content as ArrayBuffer).toString('utf8')).toBe(
      'ünïcode notes\r\n',
    );
  });

  it('writes long non-ASCII filenames as RFC 2231 continuations', () => {
    const text = raw.toString('latin1');
    expect(text).toMatch(/filename\*0\*=UTF-8''%D0%9E/);
    expect(text).toMatch(/filename\*1\*=/);
  });
});

describe('textLeaf', () => {
  it('sends short ASCII as 7bit whatever was preferred', () => {
    expect(textLeaf('plain', 'Hello', 'utf-8', 'base64').encoding).toBe('7bit');
  });

  it('always sends ISO-2022-JP as 7bit', () => {
    const leaf = textLeaf('plain', '日本語のテキスト', 'iso-2022-jp', 'base64');
    expect(leaf.encoding).toBe('7bit');
    expect(leaf.params?.charset).toBe('ISO-2022-JP');
  });

  it('falls back to UTF-8 when the charset cannot write the text', () => {
    const leaf = textLeaf('plain', 'Привет 😀', 'koi8-r', 'base64');
    expect(leaf.params?.charset).toBe('UTF-8');
    expect(leaf.body.toString('utf8')).toBe('Привет 😀');
  });

  it('does not keep 8bit for lines longer than SMTP allows', () => {
    expect(textLeaf('plain', 'é'.repeat(600), 'utf-8', '8bit').encoding).toBe('quoted-printable');
    expect(textLeaf('plain', 'é'.repeat(60), 'utf-8', '8bit').encoding).toBe('8bit');
  });
});
