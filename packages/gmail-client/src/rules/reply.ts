import type { ReplyContext } from '@mail/contracts';
import type { ComposeMode } from '@mail/event-bus';
import { sameAddress } from './address';
import { parseAddressList } from './address-list';
import { formatMailbox } from './mailbox';
import { recipientKey } from './recipients';

/** The editor modes that start from an original message. */
export type ReplyMode = Exclude<ComposeMode, 'new'>;

/**
 * "Re: " unless the subject already starts with "re:" in any case
 * (docs/behaviour/compose.md#reply-rules).
 */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trimStart()) ? subject : `Re: ${subject}`;
}

/** "Fwd: " unless the subject already starts with "Fwd:"; the spec makes this check case-sensitive. */
export function forwardSubject(subject: string): string {
  return subject.trimStart().startsWith('Fwd:') ? subject : `Fwd: ${subject}`;
}

export function subjectFor(mode: ReplyMode, originalSubject: string): string {
  return mode === 'forward' ? forwardSubject(originalSubject) : replySubject(originalSubject);
}

export interface Recipients {
  to: string[];
  cc: string[];
}

/**
 * The prefilled To and Cc, as Gmail picks them, each entry `Name <address>` when the original named
 * the person (docs/behaviour/compose.md#reply-rules):
 * - reply: the original's Reply-To when it has one (a notification's `reply+…@` address, a mailing
 *   list), else its sender. When the user sent the original, Gmail's way is kept: the reply goes to
 *   the original To (minus the user), falling back to the sender if that leaves nobody.
 * - reply all: the reply's recipients plus every original To address, minus the user's own,
 *   deduplicated; Cc is the original Cc minus the user's own and minus anyone already in To.
 * - forward: empty.
 * Addresses compare case-insensitively; an empty `userEmail` removes nothing.
 */
export function recipientsFor(
  mode: ReplyMode,
  context: ReplyContext,
  userEmail: string,
): Recipients {
  if (mode === 'forward') return { to: [], cc: [] };
  const isUser = (entry: string) => userEmail !== '' && sameAddress(recipientKey(entry), userEmail);
  const withoutUser = (entries: string[]) => entries.filter((entry) => !isUser(entry));
  const sender = entriesOf([context.from]).slice(0, 1);
  const answerTo = context.replyTo ? entriesOf([context.replyTo]) : [];
  const replyTo = answerTo.length > 0 ? answerTo : sender;
  const originalTo = entriesOf(context.toList);

  if (mode === 'reply') {
    const to = sender.some(isUser) ? withoutUser(originalTo) : replyTo;
    return { to: to.length > 0 ? to : replyTo, cc: [] };
  }
  const to = withoutUser(uniqueEntries([...replyTo, ...originalTo]));
  const inTo = new Set(to.map(recipientKey));
  const cc = withoutUser(entriesOf(context.ccList)).filter(
    (entry) => !inTo.has(recipientKey(entry)),
  );
  return { to, cc };
}

/** Header values or list entries to one entry per mailbox, names kept, each address once. */
function entriesOf(values: readonly string[]): string[] {
  return uniqueEntries(values.flatMap((value) => parseAddressList(value)).map(formatMailbox));
}

function uniqueEntries(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = recipientKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
