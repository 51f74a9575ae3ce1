import { googleError, invalidArgument, notFound } from '../server/api-error';
import { isWellFormedId } from './ids';
import type { MailStore } from './mail-store';
import type { MessageQuery } from './message-query';
import type { OutboundMail } from './outbound-mail';
import type { StoredMessage } from './stored-message';

/** What the Gmail handlers share. */
export interface GmailContext {
  store: MailStore;
  queries: MessageQuery;
  user: { email: string };
  /** What the account sent, as its recipients got it. */
  outbound: OutboundMail;
  /** The emulator's clock (epoch ms). */
  now: () => number;
}

/** `userId` must be `me` or the user's own address; Gmail refuses other mailboxes. */
export function assertOwnMailbox(context: GmailContext, userId: string): void {
  if (userId === 'me' || userId.toLowerCase() === context.user.email.toLowerCase()) return;
  throw googleError(403, 'PERMISSION_DENIED', 'forbidden', `Delegation denied for ${userId}`);
}

export function requireMessage(context: GmailContext, id: string): StoredMessage {
  if (!isWellFormedId(id)) throw invalidArgument('Invalid id value');
  const message = context.store.get(id.toLowerCase());
  if (!message) throw notFound();
  return message;
}

export function requireThread(context: GmailContext, id: string): readonly StoredMessage[] {
  if (!isWellFormedId(id)) throw invalidArgument('Invalid id value');
  const thread = context.store.thread(id.toLowerCase());
  if (!thread) throw notFound();
  return thread;
}

/** Label ids a client names in modify and insert must exist and be ones a client may set. */
export function assertApplicableLabels(context: GmailContext, labelIds: readonly string[]): void {
  for (const id of labelIds) {
    if (!context.store.labels.canApply(id)) throw invalidArgument(`Invalid label: ${id}`);
  }
}
