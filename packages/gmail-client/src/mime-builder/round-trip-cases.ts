import { htmlToText } from './plain-text-alternative';
import {
  asPostalMimeText,
  binarySample,
  contentBytes,
  decodeAscii,
  parseWithPostalMime,
  transferEncodingOf,
} from './mime-test-helpers';
import type { MailDraft } from './types';

/** Test support only: drafts in several scripts and the check that a parser gives them back whole. */

export interface Mailbox {
  name: string;
  address: string;
}

export interface RoundTripCase {
  label: string;
  from: Mailbox;
  to: Mailbox[];
  cc: Mailbox[];
  subject: string;
  body: string;
  filename: string;
}

export const roundTripCases: RoundTripCase[] = [
  {
    label: 'ASCII',
    from: { name: 'Ann Lee', address: 'ann@example.com' },
    to: [
      { name: 'Doe, John', address: 'john@example.com' },
      { name: '', address: 'bare@example.org' },
    ],
    cc: [{ name: 'Carol Q. Public', address: 'carol@example.net' }],
    subject: 'Quarterly report: numbers, charts and a long enough subject to be folded somewhere',
    body: 'Hello John,\n\nthe numbers = final. Cost: 5 < 6 & "quoted".',
    filename: 'report final (v2).pdf',
  },
  {
    label: 'Cyrillic',
    from: { name: 'Иван Петров', address: 'ivan@example.ru' },
    to: [{ name: 'Сидоров, Пётр', address: 'petr@example.ru' }],
    cc: [{ name: 'Ёлкина Анна Сергеевна', address: 'anna@example.ru' }],
    subject: 'Отчёт за третий квартал: выручка, расходы и прогноз на следующий год',
    body: 'Добрый день!\n\nСъешь же ещё этих мягких французских булок, да выпей чаю.',
    filename: 'отчёт за 2024 год.xlsx',
  },
  {
    label: 'CJK',
    from: { name: '山田太郎', address: 'taro@example.jp' },
    to: [
      { name: '李小龙', address: 'li@example.cn' },
      { name: '김민수', address: 'kim@example.kr' },
    ],
    cc: [],
    subject: '会議の議事録と次回の予定について、ご確認をお願いいたします',
    body: 'お疲れ様です。\n\n资料已附上，请查收。회의 자료를 첨부합니다.',
    filename: '会議資料（最終版）.docx',
  },
  {
    label: 'emoji',
    from: { name: 'Party 🎉 Bot', address: 'bot@example.com' },
    to: [{ name: 'Family 👨‍👩‍👧‍👦', address: 'fam@example.com' }],
    cc: [{ name: '👍🏽', address: 'thumb@example.com' }],
    subject: '🎉🎂 Happy birthday! 👨‍👩‍👧‍👦🔥 '.repeat(3).trim(),
    body: 'Have a great day 😀🥳\n\n— with love ❤️',
    filename: '🎉 photos.zip',
  },
];

export const inlinePng = binarySample(300, 11);
export const inlinePngUri = `data:image/png;base64,${Buffer.from(inlinePng).toString('base64')}`;
export const THREAD_MESSAGE_ID = '<CAOrig+123@mail.gmail.com>';

const asEntry = ({ name, address }: Mailbox) =>
  name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address;

/** The HTML a case sends: its body, then an inline data-URI image. */
export const htmlOf = (c: RoundTripCase) =>
  `<p>${c.body.replace(/\n/g, '<br>')}</p><img src="${inlinePngUri}" alt="chart">`;

/** A reply with an inline image, a binary attachment (every byte value) and an empty one. */
export function roundTripDraft(c: RoundTripCase): MailDraft {
  return {
    from: asEntry(c.from),
    to: c.to.map(asEntry),
    cc: c.cc.map(asEntry),
    bcc: ['hidden@example.com'],
    subject: c.subject,
    html: htmlOf(c),
    inReplyTo: THREAD_MESSAGE_ID,
    references: [THREAD_MESSAGE_ID],
    attachments: [
      {
        filename: c.filename,
        mimeType: 'application/octet-stream',
        data: binarySample(2048, c.label.length),
      },
      { filename: 'empty.txt', mimeType: 'text/plain', data: new Uint8Array(0) },
    ],
    date: new Date('2024-03-05T10:07:09Z'),
    messageId: `<round-trip-${c.label.toLowerCase()}@example.com>`,
  };
}

/** Parses `bytes` with postal-mime and expects every field of the sent draft back unchanged. */
export async function expectPostalMimeRoundTrip(
  bytes: Uint8Array,
  c: RoundTripCase,
  sent: MailDraft,
): Promise<void> {
  const raw = decodeAscii(bytes);
  const parsed = await parseWithPostalMime(bytes);

  expect(parsed.subject).toBe(c.subject);
  expect(parsed.from).toEqual(c.from);
  expect(parsed.to).toEqual(c.to);
  expect(parsed.cc ?? []).toEqual(c.cc);
  expect(parsed.bcc).toEqual([{ name: '', address: 'hidden@example.com' }]);
  expect(parsed.inReplyTo).toBe(THREAD_MESSAGE_ID);
  expect(parsed.references).toBe(THREAD_MESSAGE_ID);
  expect(parsed.messageId).toBe(sent.messageId);
  expect(parsed.date).toBe(sent.date?.toISOString());

  const related = parsed.attachments.filter((a) => a.related);
  expect(related).toHaveLength(1);
  const [image] = related;
  expect(image?.mimeType).toBe('image/png');
  expect(image?.disposition).toBe('inline');
  expect(image?.contentId).toMatch(/^<[A-Za-z0-9]{24}@example\.[a-z]+>$/);
  expect(contentBytes(image?.content ?? '')).toEqual(inlinePng);

  const cid = image?.contentId?.slice(1, -1) ?? '';
  const expectedHtml = sent.html.replace(inlinePngUri, `cid:${cid}`);
  expect(parsed.html).toBe(asPostalMimeText(expectedHtml, transferEncodingOf(raw, 'text/html')));
  expect(parsed.text).toBe(
    asPostalMimeText(htmlToText(sent.html), transferEncodingOf(raw, 'text/plain')),
  );
  expect(parsed.text).toContain(c.body.split('\n')[0]);

  const files = parsed.attachments.filter((a) => !a.related);
  expect(files.map((f) => [f.filename, f.mimeType, f.disposition])).toEqual(
    sent.attachments.map((a) => [a.filename, a.mimeType, 'attachment']),
  );
  files.forEach((file, index) => {
    expect(contentBytes(file.content)).toEqual(sent.attachments[index]?.data);
  });
  expect(sent.attachments[0]?.data).toContain(0x00);
  expect(sent.attachments[0]?.data).toContain(0xff);
}
