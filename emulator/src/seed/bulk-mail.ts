import { createRng, type Rng } from './rng';
import type { SeedMessage } from './types';

/**
 * Filler mail that grows the mailbox to a size worth measuring (`--messages 100000`): short work mail
 * from a few dozen people over the last two years, a third of it answers in a thread, some with an
 * HTML version or a PDF, labelled as a busy inbox is. Deterministic for a given `now`.
 */

const BULK_SEED = 0x62756c6b;
const DAY_MS = 86_400_000;
const SPAN_DAYS = 730;

const FIRST = ['Alice', 'Bruno', 'Chen', 'Dana', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon'];
const LAST = ['Walker', 'Costa', 'Wei', 'Levi', 'Kaya', 'Haddad', 'Hopper', 'Martin', 'Silva'];
const TOPICS = [
  'Quarterly report',
  'Invoice',
  'Lunch plans',
  'Budget review',
  'Release notes',
  'Offsite agenda',
  'Travel booking',
  'Design review',
  'Weekly digest',
  'Security alert',
];
const WORDS = (
  'please review the attached draft before friday meeting numbers look good let me know thoughts ' +
  'on schedule customer feedback roadmap priorities invoice budget travel lunch release'
).split(' ');

interface Sent {
  messageId: string;
  subject: string;
}

function rawMessage(
  index: number,
  rng: Rng,
  me: string,
  date: Date,
  parent: Sent | undefined,
): { raw: Buffer; sent: Sent } {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const subject = parent ? `Re: ${parent.subject}` : `${rng.pick(TOPICS)} #${index}`;
  const messageId = `bulk-${index}@example.com`;
  const body = Array.from({ length: rng.int(40, 120) }, () => rng.pick(WORDS)).join(' ');
  const head = [
    `From: ${first} ${last} <${first.toLowerCase()}.${last.toLowerCase()}@example.com>`,
    `To: ${me}`,
    `Subject: ${subject}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${messageId}>`,
    ...(parent ? [`In-Reply-To: <${parent.messageId}>`, `References: <${parent.messageId}>`] : []),
    'MIME-Version: 1.0',
  ];
  const text = ['Content-Type: text/plain; charset=UTF-8', '', body];
  const kind = rng.next();
  const lines =
    kind < 0.1
      ? [
          ...head,
          'Content-Type: multipart/mixed; boundary="b"',
          '',
          '--b',
          ...text,
          '--b',
          `Content-Type: application/pdf; name="report-${index}.pdf"`,
          `Content-Disposition: attachment; filename="report-${index}.pdf"`,
          'Content-Transfer-Encoding: base64',
          '',
          Buffer.from(`%PDF-1.4 ${index}`).toString('base64'),
          '--b--',
        ]
      : kind < 0.3
        ? [
            ...head,
            'Content-Type: multipart/alternative; boundary="a"',
            '',
            '--a',
            ...text,
            '--a',
            'Content-Type: text/html; charset=UTF-8',
            '',
            `<div dir="ltr"><p>${body}</p></div>`,
            '--a--',
          ]
        : [...head, ...text];
  return { raw: Buffer.from(`${lines.join('\r\n')}\r\n`), sent: { messageId, subject } };
}

function labelsFor(rng: Rng): string[] {
  const labels = rng.chance(0.75) ? ['INBOX'] : [];
  if (rng.chance(0.3)) labels.push('UNREAD');
  if (rng.chance(0.2)) labels.push('IMPORTANT');
  if (rng.chance(0.05)) labels.push('STARRED');
  return labels;
}

/** `count` messages addressed to `me`, oldest first, dated over the two years before `now`. */
export function bulkMail(count: number, me: string, now: Date): SeedMessage[] {
  const rng = createRng(BULK_SEED);
  const start = now.getTime() - SPAN_DAYS * DAY_MS;
  const step = (SPAN_DAYS * DAY_MS) / Math.max(count, 1);
  const recent: Sent[] = [];
  const messages: SeedMessage[] = [];
  for (let index = 0; index < count; index++) {
    const internalDate = Math.floor(start + index * step + rng.next() * step);
    const parent = recent.length && rng.chance(0.3) ? rng.pick(recent) : undefined;
    const { raw, sent } = rawMessage(index, rng, me, new Date(internalDate), parent);
    if (!parent) recent.push(sent);
    if (recent.length > 50) recent.shift();
    messages.push({ raw, labelIds: labelsFor(rng), internalDate });
  }
  return messages;
}
