import { canEncode } from '../charsets';
import {
  encodeUnstructured,
  formatMailbox,
  type Mailbox,
  type WordEncoding,
} from '../mailer-header-encoding';
import { formatMailDate, formatShortDate, localOffsetMinutes } from '../local-time';
import { serializeMessage, type HeaderField } from '../mime-builder';
import type { MailStyle, Person } from '../people';
import type { Rng } from '../rng';
import type { SeedMessage } from '../types';
import { forwardAttribution, replyAttribution } from './attribution';
import { composeBody, ownHtml, type Quoted } from './compose-body';
import { threadLabels } from './labels';
import type { DraftMessage, ThreadPlan } from './model';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface AssemblyContext {
  rng: Rng;
  user: Person;
  now: Date;
}

const domainOf = (email: string): string => email.slice(email.indexOf('@') + 1);

function offsetFor(person: Person, epochMs: number): number {
  return person.utcOffset === 'local' ? localOffsetMinutes(epochMs) : person.utcOffset;
}

/** Message-IDs in the shapes the common mail programs write. */
function makeMessageId(from: Person, date: number, rng: Rng, isUser: boolean): string {
  if (isUser)
    return `CA${rng.chars(ALPHANUMERIC, 14)}+${rng.chars(ALPHANUMERIC, 28)}@mail.gmail.com`;
  const domain = domainOf(from.email);
  const mailer = from.style.mailer?.[1] ?? '';
  if (mailer.includes('Outlook')) {
    return `${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 40)}@${domain}`;
  }
  if (mailer.includes('Apple')) {
    const hex = rng.hex(32).toUpperCase();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}@${domain}`;
  }
  return `${date.toString(36)}.${rng.hex(16)}@mail.${domain}`;
}

function boundaryFactory(isUser: boolean, rng: Rng): () => string {
  let count = 0;
  return () => {
    count++;
    return isUser ? `000000000000${rng.hex(12)}` : `----=_Part_${count}_${rng.hex(10)}`;
  };
}

/** Header text in the sender's charset, or UTF-8 when that charset cannot write it. */
function charsetFor(text: string, style: MailStyle): [MailStyle['charset'], WordEncoding] {
  return canEncode(text, style.charset) ? [style.charset, style.words] : ['utf-8', 'B'];
}

function mailboxList(mailboxes: readonly Mailbox[], style: MailStyle): string {
  return mailboxes
    .map((mailbox) => formatMailbox(mailbox, ...charsetFor(mailbox.name, style)))
    .join(', ');
}

const plainList = (mailboxes: readonly Mailbox[]): string =>
  mailboxes.map((m) => (m.name ? `${m.name} <${m.email}>` : m.email)).join(', ');

/**
 * Gmail's verdict on the sender (RFC 8601, in Gmail's form): DKIM, SPF and DMARC pass for the From
 * domain's own servers; a spoofed From fails all three (the mail came from elsewhere).
 */
function authenticationResults(draft: DraftMessage, ip: string): string {
  const { email } = draft.from;
  const domain = domainOf(email);
  if (draft.spoofedFrom) {
    return (
      `mx.google.com; dkim=fail header.i=@${domain} header.s=s1; ` +
      `spf=fail (google.com: domain of bounce@bulk.mailer.example does not designate ${ip} as ` +
      `permitted sender) smtp.mailfrom=bounce@bulk.mailer.example; ` +
      `dmarc=fail (p=REJECT sp=REJECT dis=QUARANTINE) header.from=${domain}`
    );
  }
  return (
    `mx.google.com; dkim=pass header.i=@${domain} header.s=20230601; ` +
    `spf=pass (google.com: domain of ${email} designates ${ip} as permitted sender) ` +
    `smtp.mailfrom=${email}; dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=${domain}`
  );
}

/** The trace and authentication headers Gmail's servers put on delivered mail. */
function deliveryHeaders(draft: DraftMessage, user: Person, rng: Rng): HeaderField[] {
  const domain = domainOf(draft.from.email);
  const date = formatMailDate(draft.date, 0).replace(/\+0000$/, '+0000 (UTC)');
  const ip = `203.0.113.${rng.int(2, 254)}`;
  return [
    ['Delivered-To', user.email],
    [
      'Received',
      `from mail.${domain} (mail.${domain} [${ip}]) by mx.google.com ` +
        `with ESMTPS id ${rng.hex(16)} for <${user.email}>; ${date}`,
    ],
    ['Return-Path', `<${draft.from.email}>`],
    ['Authentication-Results', authenticationResults(draft, ip)],
  ];
}

interface Assembled {
  messageId: string;
  references: string[];
}

/** Raw messages and labels for one thread: ids, reply headers, quoting and MIME layout. */
export function assembleThread(plan: ThreadPlan, context: AssemblyContext): SeedMessage[] {
  const { rng, user } = context;
  const done: Assembled[] = [];
  const isUser = (person: Mailbox): boolean => person.email === user.email;
  const raws = plan.messages.map((draft, index) => {
    const fromUser = isUser(draft.from);
    const messageId = makeMessageId(draft.from, draft.date, rng, fromUser);
    const parent = draft.parent === undefined ? undefined : plan.messages[draft.parent];
    const parentIds = draft.parent === undefined ? undefined : done[draft.parent];
    const references = parentIds ? [...parentIds.references, parentIds.messageId] : [];
    done[index] = { messageId, references };

    let quoted: Quoted | undefined;
    if (parent && (draft.forward || draft.content.quote !== false)) {
      const offset = offsetFor(draft.from, parent.date);
      quoted = {
        attribution: draft.forward
          ? forwardAttribution(
              parent.date,
              offset,
              parent.from,
              parent.subject,
              plainList(parent.to),
            )
          : replyAttribution(
              draft.from.language,
              formatShortDate(parent.date, offset),
              parent.from,
            ),
        text: parent.content.text,
        html: ownHtml(parent.content),
        forward: draft.forward === true,
      };
    }
    const style = draft.from.style;
    const headers: HeaderField[] = [
      ...(fromUser && !draft.to.some(isUser) ? [] : deliveryHeaders(draft, user, rng)),
      ['Date', formatMailDate(draft.date, offsetFor(draft.from, draft.date))],
      ['From', mailboxList([draft.from], style)],
      ['To', mailboxList(draft.to, style)],
    ];
    if (draft.cc?.length) headers.push(['Cc', mailboxList(draft.cc, style)]);
    if (draft.bcc?.length) headers.push(['Bcc', mailboxList(draft.bcc, style)]);
    if (draft.replyTo) headers.push(['Reply-To', mailboxList([draft.replyTo], style)]);
    headers.push([
      'Subject',
      encodeUnstructured(draft.subject, ...charsetFor(draft.subject, style)),
    ]);
    headers.push(['Message-ID', `<${messageId}>`]);
    if (parentIds) {
      headers.push(['In-Reply-To', `<${parentIds.messageId}>`]);
      headers.push(['References', references.map((id) => `<${id}>`).join(' ')]);
    }
    headers.push(...(draft.headers ?? []));
    if (style.mailer && !fromUser) headers.push(style.mailer);
    return serializeMessage(
      headers,
      composeBody(draft.content, style, quoted),
      boundaryFactory(fromUser, rng),
    );
  });
  const labels = threadLabels(
    plan,
    plan.messages.map((draft) => isUser(draft.from)),
    plan.messages.map((draft) => [...draft.to, ...(draft.cc ?? [])].some(isUser)),
    context.now.getTime(),
    rng,
  );
  return raws.map((raw, i) => ({
    raw,
    labelIds: labels[i] ?? [],
    internalDate: plan.messages[i]?.date ?? 0,
  }));
}
