import type { ReplyContext } from '@mail/contracts';
import type { ComposeMode } from '@mail/event-bus';
import { sameAddress, uniqueAddresses } from './address';
import { parseAddressList } from './address-list';

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
 * The prefilled To and Cc (bare addresses, so they pass the send checks):
 * - reply: the original sender. When the user sent the original, Gmail's way is kept: the reply goes
 *   to the original To (minus the user), falling back to the sender if that leaves nobody.
 * - reply all: the sender plus every original To address, minus the user's own, deduplicated; Cc is
 *   the original Cc minus the user's own and minus anyone already in To.
 * - forward: empty.
 * Addresses compare case-insensitively; an empty `userEmail` removes nothing.
 */
export function recipientsFor(
  mode: ReplyMode,
  context: ReplyContext,
  userEmail: string,
): Recipients {
  if (mode === 'forward') return { to: [], cc: [] };
  const isUser = (address: string) => userEmail !== '' && sameAddress(address, userEmail);
  const withoutUser = (addresses: string[]) => addresses.filter((address) => !isUser(address));
  const sender = emailsOf([context.from]).slice(0, 1);
  const originalTo = emailsOf(context.toList);

  if (mode === 'reply') {
    const to = sender.some(isUser) ? withoutUser(originalTo) : sender;
    return { to: to.length > 0 ? to : sender, cc: [] };
  }
  const to = withoutUser(uniqueAddresses([...sender, ...originalTo]));
  const cc = withoutUser(emailsOf(context.ccList)).filter(
    (address) => !to.some((recipient) => sameAddress(recipient, address)),
  );
  return { to, cc };
}

/** Header values or list entries (`Ann <ann@x.com>` or bare) to their addresses, in order. */
function emailsOf(values: readonly string[]): string[] {
  return uniqueAddresses(values.flatMap((value) => parseAddressList(value)).map((m) => m.email));
}
