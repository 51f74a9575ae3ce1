import PostalMime, { type Email } from 'postal-mime';
import { normalizeSubject } from '../gmail/threading';
import { decodeEncodedWords } from '../mime/encoded-words';
import { generateSeed } from './index';
import { DAY_MS, localDay } from './local-time';
import {
  assignThreads,
  messageIds,
  readHeaders,
  readZip,
  validateJpeg,
  validatePdf,
  validatePng,
} from './test-support';
import type { Seed, SeedMessage } from './types';

const NOW = new Date(2025, 4, 14, 15, 42, 10); // a Wednesday afternoon, local time
const USER_EMAIL = 'demo@example.com';
const SYSTEM_LABELS = new Set([
  'INBOX',
  'SPAM',
  'TRASH',
  'UNREAD',
  'STARRED',
  'IMPORTANT',
  'SENT',
  'DRAFT',
  'CATEGORY_PERSONAL',
  'CATEGORY_SOCIAL',
  'CATEGORY_PROMOTIONS',
  'CATEGORY_UPDATES',
  'CATEGORY_FORUMS',
]);

interface Parsed {
  message: SeedMessage;
  headers: Map<string, string[]>;
  from: string;
  fromName: string;
  subject: string;
  messageId: string;
  inReplyTo: string;
  references: string[];
  fromUser: boolean;
  thread: number;
}

let seed: Seed;
let parsed: Parsed[];
let threads: Map<number, Parsed[]>;

beforeAll(() => {
  seed = generateSeed(NOW);
  parsed = seed.messages.map((message) => {
    const headers = readHeaders(message.raw);
    const from = headers.get('from')?.[0] ?? '';
    const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
    return {
      message,
      headers,
      from: address,
      fromName: decodeEncodedWords(from.replace(/\s*<[^>]+>\s*$/, '')).replace(/^"|"$/g, ''),
      subject: decodeEncodedWords(headers.get('subject')?.[0] ?? ''),
      messageId: messageIds(headers.get('message-id')?.[0])[0] ?? '',
      inReplyTo: messageIds(headers.get('in-reply-to')?.[0])[0] ?? '',
      references: messageIds(headers.get('references')?.[0]),
      fromUser: address === USER_EMAIL,
      thread: -1,
    };
  });
  assignThreads(parsed).forEach((thread, i) => {
    const message = parsed[i];
    if (message) message.thread = thread;
  });
  threads = new Map();
  for (const message of parsed) {
    threads.set(message.thread, [...(threads.get(message.thread) ?? []), message]);
  }
});

const share = (part: number, whole: number): number => part / whole;

describe('generateSeed: user', () => {
  it('describes the demo user with a real PNG avatar', () => {
    expect(seed.user).toMatchObject({
      email: USER_EMAIL,
      name: 'Demo User',
      given_name: 'Demo',
      family_name: 'User',
      picturePath: '/avatars/demo.png',
    });
    expect(seed.user.sub).toMatch(/^\d{21}$/);
    expect(validatePng(seed.avatarPng)).toEqual({ width: 96, height: 96 });
  });

  it('defines user labels with Label_n ids', () => {
    expect(seed.labels.length).toBeGreaterThanOrEqual(2);
    for (const label of seed.labels) {
      expect(label.id).toMatch(/^Label_\d+$/);
      expect(label.type).toBe('user');
    }
  });
});

describe('generateSeed: volume and time span', () => {
  it('has at least 600 messages, oldest first, all in the last 120 days', () => {
    expect(seed.messages.length).toBeGreaterThanOrEqual(600);
    const dates = seed.messages.map((m) => m.internalDate);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(NOW.getTime() - 120 * DAY_MS);
    expect(Math.max(...dates)).toBeLessThanOrEqual(NOW.getTime());
  });

  it('has mail from today', () => {
    const today = localDay(NOW).getTime();
    expect(seed.messages.filter((m) => m.internalDate >= today).length).toBeGreaterThanOrEqual(5);
  });

  it('comes from at least 40 correspondents in several scripts', () => {
    const senders = new Set(parsed.filter((p) => !p.fromUser).map((p) => p.from));
    expect(senders.size).toBeGreaterThanOrEqual(40);
    const names = parsed.map((p) => p.fromName).join(' ');
    expect(names).toMatch(/[À-ÿĀ-ž]/); // Latin with accents
    expect(names).toMatch(/[А-я]/); // Cyrillic
    expect(names).toMatch(/[Α-ω]/); // Greek
    expect(names).toMatch(/[\u4e00-\u9fff]/); // Chinese characters
    expect(names).toMatch(/[\u3040-\u30ff]/); // Japanese kana
    expect(names).toMatch(/[\u0600-\u06ff]/); // Arabic
    expect(names).toMatch(/[\u0590-\u05ff]/); // Hebrew
  });
});

describe('generateSeed: threading by References and subject', () => {
  it('forms at least 250 threads', () => {
    expect(threads.size).toBeGreaterThanOrEqual(250);
  });

  it('puts every reply in the thread of the message it answers', () => {
    const threadOf = new Map(parsed.map((p) => [p.messageId, p.thread]));
    const replies = parsed.filter((p) => p.inReplyTo);
    expect(replies.length).toBeGreaterThan(150);
    for (const reply of replies) {
      expect({ subject: reply.subject, thread: threadOf.get(reply.inReplyTo) }).toEqual({
        subject: reply.subject,
        thread: reply.thread,
      });
      expect(reply.references[reply.references.length - 1]).toBe(reply.inReplyTo);
    }
  });

  it('has single messages, short conversations with the user, and long threads', () => {
    const sizes = [...threads.values()].map((t) => t.length);
    expect(sizes.filter((n) => n === 1).length).toBeGreaterThanOrEqual(100);
    expect(sizes.filter((n) => n >= 2 && n <= 6).length).toBeGreaterThanOrEqual(40);
    expect(sizes.filter((n) => n >= 20).length).toBeGreaterThanOrEqual(3);
    const answered = [...threads.values()].filter(
      (t) => t.some((p) => p.fromUser && p.inReplyTo) && t.some((p) => !p.fromUser),
    );
    expect(answered.length).toBeGreaterThanOrEqual(40);
  });

  it('prefixes replies and forwards, with localised and Outlook variants', () => {
    const subjects = parsed.filter((p) => p.inReplyTo).map((p) => p.subject);
    expect(subjects.some((s) => s.startsWith('Re: '))).toBe(true);
    expect(subjects.some((s) => s.startsWith('RE: '))).toBe(true);
    expect(subjects.some((s) => s.startsWith('AW: '))).toBe(true);
    expect(subjects.some((s) => s.startsWith('SV: '))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Fwd: '))).toBe(true);
    expect(parsed.every((p) => normalizeSubject(p.subject).length > 0)).toBe(true);
  });

  it('gives every message a unique Message-ID', () => {
    expect(new Set(parsed.map((p) => p.messageId)).size).toBe(parsed.length);
    expect(parsed.every((p) => /^[^<>\s@]+@[^<>\s@]+$/.test(p.messageId))).toBe(true);
  });
});

describe('generateSeed: labels', () => {
  const labelled = (label: string): Parsed[] =>
    parsed.filter((p) => p.message.labelIds.includes(label));
  const received = (): Parsed[] => parsed.filter((p) => !p.fromUser);

  it('uses only system labels and the seed user labels, each user label at least once', () => {
    const known = new Set([...SYSTEM_LABELS, ...seed.labels.map((l) => l.id)]);
    for (const p of parsed) for (const label of p.message.labelIds) expect(known).toContain(label);
    for (const label of seed.labels) expect(labelled(label.id).length).toBeGreaterThan(0);
  });

  it('labels the user’s own mail SENT, without INBOX unless sent to self', () => {
    for (const p of parsed) {
      expect(p.message.labelIds.includes('SENT')).toBe(p.fromUser);
      if (!p.fromUser) continue;
      const toSelf = (p.headers.get('to')?.[0] ?? '').includes(USER_EMAIL);
      expect(p.message.labelIds.includes('INBOX')).toBe(toSelf);
      expect(p.message.labelIds.includes('UNREAD')).toBe(false);
    }
    expect(labelled('SENT').some((p) => p.message.labelIds.includes('INBOX'))).toBe(true);
    // the sender's copy keeps its Bcc header, as Gmail's does
    expect(labelled('SENT').some((p) => p.headers.has('bcc'))).toBe(true);
    expect(parsed.filter((p) => !p.fromUser).every((p) => !p.headers.has('bcc'))).toBe(true);
  });

  it('gives received mail exactly one category', () => {
    const categories = (p: Parsed): string[] =>
      p.message.labelIds.filter((label) => label.startsWith('CATEGORY_'));
    for (const p of received()) expect(categories(p)).toHaveLength(1);
    for (const category of [
      'CATEGORY_PERSONAL',
      'CATEGORY_SOCIAL',
      'CATEGORY_PROMOTIONS',
      'CATEGORY_UPDATES',
      'CATEGORY_FORUMS',
    ]) {
      expect(labelled(category).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('keeps INBOX on most received mail, some archived, a few in SPAM and TRASH', () => {
    const ordinary = received().filter(
      (p) => !p.message.labelIds.includes('SPAM') && !p.message.labelIds.includes('TRASH'),
    );
    const inInbox = ordinary.filter((p) => p.message.labelIds.includes('INBOX')).length;
    expect(share(inInbox, ordinary.length)).toBeGreaterThan(0.6);
    expect(ordinary.length - inInbox).toBeGreaterThanOrEqual(30);
    expect(labelled('SPAM').length).toBeGreaterThanOrEqual(3);
    expect(labelled('TRASH').length).toBeGreaterThanOrEqual(3);
    for (const p of [...labelled('SPAM'), ...labelled('TRASH')]) {
      expect(p.message.labelIds).not.toContain('INBOX');
    }
  });

  it('marks about a third IMPORTANT, about a quarter of received UNREAD, some STARRED', () => {
    expect(share(labelled('IMPORTANT').length, parsed.length)).toBeGreaterThan(0.22);
    expect(share(labelled('IMPORTANT').length, parsed.length)).toBeLessThan(0.45);
    expect(share(labelled('UNREAD').length, received().length)).toBeGreaterThan(0.18);
    expect(share(labelled('UNREAD').length, received().length)).toBeLessThan(0.35);
    expect(labelled('STARRED').length).toBeGreaterThanOrEqual(5);
  });
});

describe('generateSeed: raw messages', () => {
  it('are CRLF-only, with Message-ID, Date, From, Subject, To and MIME-Version', () => {
    for (const { message, headers } of parsed) {
      const text = message.raw.toString('latin1');
      expect(text).not.toMatch(/[^\r]\n|\r[^\n]/);
      for (const name of ['message-id', 'date', 'from', 'subject', 'to', 'mime-version']) {
        expect(headers.get(name)).toHaveLength(1);
      }
    }
  });

  it('have Date headers equal to internalDate', () => {
    for (const { message, headers } of parsed) {
      expect(Date.parse(headers.get('date')?.[0] ?? '')).toBe(message.internalDate);
    }
  });

  it('keep lines short: headers folded, base64 at 76 characters, nothing over 998', () => {
    for (const { message } of parsed) {
      const lines = message.raw.toString('latin1').split('\r\n');
      for (const line of lines) {
        expect(line.length).toBeLessThanOrEqual(998);
        if (/^[A-Za-z0-9+/]{77,}={0,2}$/.test(line)) throw new Error(`long base64 line: ${line}`);
      }
    }
  });

  it('use a new boundary for each multipart in a message', () => {
    for (const { message } of parsed) {
      const found = [...message.raw.toString('latin1').matchAll(/boundary="?([^";\r\n]+)"?/g)].map(
        (match) => match[1],
      );
      expect(new Set(found).size).toBe(found.length);
    }
  });

  it('write headers and bodies in the legacy charsets too', () => {
    const all = parsed.map((p) => p.message.raw.toString('latin1')).join('\n');
    for (const word of [
      'UTF-8?B',
      'UTF-8?Q',
      'ISO-8859-1?Q',
      'windows-1252?Q',
      'KOI8-R?B',
      'ISO-2022-JP?B',
      'GB2312?B',
      'ISO-8859-7?Q',
    ]) {
      expect(all).toContain(`=?${word}?`);
    }
    for (const charset of [
      'UTF-8',
      'ISO-8859-1',
      'windows-1252',
      'KOI8-R',
      'ISO-2022-JP',
      'GB2312',
      'ISO-8859-7',
      'windows-1255',
    ]) {
      expect(all).toContain(`charset=${charset}\r\n`);
    }
    for (const encoding of ['quoted-printable', 'base64', '7bit', '8bit']) {
      expect(all).toContain(`Content-Transfer-Encoding: ${encoding}`);
    }
  });

  it('decode legacy-charset subjects to the intended text', () => {
    const subjectWith = (text: string): Parsed | undefined =>
      parsed.find((p) => p.subject === text);
    const expectations: [string, string][] = [
      ['Отчёт по интеграции API', 'KOI8-R'],
      ['打ち合わせの日程について', 'ISO-2022-JP'],
      ['关于样品寄送的确认', 'GB2312'],
      ['Vertragsentwurf: Änderungen in § 4 und Anlage B', 'ISO-8859-1'],
      ['Προσφορά για τον νέο ιστότοπο', 'ISO-8859-7'],
    ];
    for (const [subject, charset] of expectations) {
      const message = subjectWith(subject);
      expect(message?.headers.get('subject')?.[0]).toContain(`=?${charset}?`);
    }
  });

  it('are byte-identical for the same now', () => {
    const again = generateSeed(NOW);
    expect(again.messages.length).toBe(seed.messages.length);
    seed.messages.forEach((message, i) => {
      expect(again.messages[i]?.raw.equals(message.raw)).toBe(true);
      expect(again.messages[i]?.labelIds).toEqual(message.labelIds);
    });
    expect(JSON.stringify(again.events)).toBe(JSON.stringify(seed.events));
    expect(again.avatarPng.equals(seed.avatarPng)).toBe(true);
  });

  it('stay in the past and above 600 messages for a now at midnight', () => {
    const earlyNow = new Date(2025, 10, 2, 0, 0, 0);
    const early = generateSeed(earlyNow);
    expect(early.messages.length).toBeGreaterThanOrEqual(600);
    expect(Math.max(...early.messages.map((m) => m.internalDate))).toBeLessThanOrEqual(
      earlyNow.getTime(),
    );
    expect(early.messages.some((m) => m.internalDate >= localDay(earlyNow).getTime())).toBe(true);
  });
});

describe('generateSeed: bodies and attachments (parsed by postal-mime)', () => {
  let emails: Email[];

  beforeAll(async () => {
    emails = await Promise.all(parsed.map((p) => PostalMime.parse(p.message.raw)));
  });

  const attachments = (): Email['attachments'] => emails.flatMap((email) => email.attachments);
  const bytes = (attachment: Email['attachments'][number]): Buffer =>
    Buffer.from(attachment.content as ArrayBuffer);

  it('parse with a body each: plain, HTML and both', () => {
    expect(emails.every((email) => Boolean(email.text?.trim() || email.html?.trim()))).toBe(true);
    const rawTypes = parsed.map((p) => p.message.raw.toString('latin1'));
    expect(rawTypes.some((r) => r.includes('multipart/alternative'))).toBe(true);
    expect(
      rawTypes.some((r) => /^Content-Type: text\/plain/m.test(r) && !r.includes('text/html')),
    ).toBe(true);
    expect(
      rawTypes.some((r) => /^Content-Type: text\/html/m.test(r) && !r.includes('text/plain')),
    ).toBe(true);
  });

  it('carry real PNG, JPEG, PDF, ZIP, DOCX, ICS and text files', () => {
    const byType = (type: string): Email['attachments'] =>
      attachments().filter((a) => a.mimeType === type);
    const pngs = byType('image/png');
    const jpegs = byType('image/jpeg');
    const pdfs = byType('application/pdf');
    const zips = byType('application/zip');
    const docxs = byType('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const icss = byType('application/ics');
    for (const list of [pngs, jpegs, pdfs, zips, docxs, icss])
      expect(list.length).toBeGreaterThan(0);
    for (const png of pngs) validatePng(bytes(png));
    for (const jpeg of jpegs) validateJpeg(bytes(jpeg));
    for (const pdf of pdfs) validatePdf(bytes(pdf));
    for (const zip of zips) expect(readZip(bytes(zip)).size).toBeGreaterThan(0);
    for (const docx of docxs) expect(readZip(bytes(docx)).has('word/document.xml')).toBe(true);
    for (const ics of icss) {
      const text = bytes(ics).toString('utf8');
      expect(text).toMatch(/^BEGIN:VCALENDAR\r?\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VCALENDAR\r?\n$/);
    }
    const texts = attachments().filter((a) => a.mimeType.startsWith('text/') && a.filename);
    expect(texts.length).toBeGreaterThan(0);
  });

  it('decode non-ASCII attachment names (RFC 2231)', () => {
    const names = attachments().map((a) => a.filename ?? '');
    for (const name of [
      'Devis_Éclairage_Showroom.pdf',
      'Фото_с_конференции.jpg',
      '打ち合わせ資料.pdf',
      'סיכום_פגישה.txt',
    ]) {
      expect(names).toContain(name);
    }
    expect(parsed.some((p) => p.message.raw.toString('latin1').includes("filename*=UTF-8''"))).toBe(
      true,
    );
  });

  it('show inline cid images referenced from the HTML', () => {
    const withInline = emails.filter((email) =>
      email.attachments.some((a) => a.contentId && a.disposition === 'inline'),
    );
    expect(withInline.length).toBeGreaterThan(0);
    for (const email of withInline) {
      for (const image of email.attachments.filter((a) => a.contentId)) {
        expect(email.html).toContain(`cid:${image.contentId?.replace(/^<|>$/g, '')}`);
        validatePng(bytes(image));
      }
    }
  });

  it('forward one message as a message/rfc822 attachment', () => {
    const forwarded = attachments().filter((a) => a.mimeType === 'message/rfc822');
    expect(forwarded.length).toBeGreaterThan(0);
  });

  it('include remote images and hostile-looking HTML for the client to neutralise', () => {
    const html = emails.map((email) => email.html ?? '').join('\n');
    expect(html).toMatch(/<img[^>]+src="https?:\/\//);
    expect(html).toContain('<script');
    expect(html).toMatch(/onerror=/);
    expect(html).toContain('javascript:');
    const inboxHostile = emails.filter(
      (email, i) =>
        /<script|onerror=/.test(email.html ?? '') && parsed[i]?.message.labelIds.includes('INBOX'),
    );
    expect(inboxHostile.length).toBeGreaterThan(0);
  });

  it('decode legacy-charset bodies to the intended text', () => {
    const textOf = (subject: string): string =>
      emails[parsed.findIndex((p) => p.subject === subject)]?.text ?? '';
    expect(textOf('Отчёт по интеграции API')).toContain('Высылаю отчёт по интеграции API');
    expect(textOf('打ち合わせの日程について')).toContain('京都ラボの田中です');
    expect(textOf('关于样品寄送的确认')).toContain('我们已于今天上午将样品通过快递寄出');
    expect(textOf('Προσφορά για τον νέο ιστότοπο')).toContain('Σας στέλνω την προσφορά');
    expect(textOf('Vertragsentwurf: Änderungen in § 4 und Anlage B')).toContain('Für Rückfragen');
  });
});

describe('generateSeed: invitations match calendar events', () => {
  it('attaches an invite whose UID is an event of the calendar', () => {
    const uids = new Set(seed.events.map((event) => event.iCalUID));
    const invitations = parsed.filter((p) => p.subject.startsWith('Invitation: '));
    expect(invitations.length).toBeGreaterThan(0);
    for (const invitation of invitations) {
      const raw = invitation.message.raw.toString('latin1');
      const body =
        /filename="invite\.ics"\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
          raw,
        )?.[1] ?? '';
      const ics = Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
      expect(ics).not.toMatch(/[^\r]\n/);
      expect(uids).toContain(/\r\nUID:(\S+)\r\n/.exec(ics.replace(/\r\n /g, ''))?.[1]);
    }
  });
});

describe('generateSeed: sender authentication', () => {
  const verdictOf = (message: Parsed) =>
    (message.headers.get('authentication-results')?.[0] ?? '').replace(/\s+/g, ' ');

  it("gives delivered mail Gmail's pass for its From domain, and spoofed spam Gmail's fail", () => {
    const delivered = parsed.filter((message) => message.headers.has('delivered-to'));
    const spam = delivered.filter(({ message }) => message.labelIds.includes('SPAM'));
    const ham = delivered.filter(({ message }) => !message.labelIds.includes('SPAM'));
    expect(spam.length).toBeGreaterThan(0);
    for (const message of ham) {
      const domain = message.from.slice(message.from.indexOf('@') + 1);
      expect(verdictOf(message)).toMatch(/^mx\.google\.com; dkim=pass header\.i=@/);
      expect(verdictOf(message)).toContain(
        `dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=${domain}`,
      );
    }
    for (const message of spam) {
      expect(verdictOf(message)).toMatch(/^mx\.google\.com; dkim=fail .* spf=fail .* dmarc=fail /);
    }
  });
});
