import { notFound } from '../server/api-error';
import type { GmailContext } from './gmail-context';
import type { ListFilter } from './message-query';
import {
  checkedThreadId,
  prepareOutgoing,
  sentLabels,
  type OutgoingKind,
  type OutgoingMessage,
} from './message-intake';
import type { StoredMessage } from './stored-message';

/**
 * users.drafts, as Gmail has them (developers.google.com/workspace/gmail/api/guides/drafts): a draft is
 * a stable id around a message that carries only the DRAFT label. Its message cannot be edited, only
 * replaced: every update stores a new message with a new id. Sending deletes the draft and stores the
 * message anew, with a new id and SENT instead of DRAFT.
 */

/** New content for a draft: the raw message and the thread the request names. */
export interface DraftContent {
  raw: Buffer;
  threadId?: string;
}

const DRAFT_LABELS = ['DRAFT'];

/** A draft's current message; 404 for an id no draft has (a sent or deleted draft included). */
export function requireDraft(context: GmailContext, draftId: string): StoredMessage {
  const message = context.store.draft(draftId);
  if (!message) throw notFound();
  return message;
}

/** Checks the request's threadId and completes the message, before anything is changed. */
function prepare(
  context: GmailContext,
  content: DraftContent,
  kind: OutgoingKind,
): OutgoingMessage & { threadId?: string } {
  const threadId = checkedThreadId(context, content.threadId);
  const prepared = prepareOutgoing(context, content.raw, kind);
  return threadId === undefined ? prepared : { ...prepared, threadId };
}

/**
 * drafts.create. Gmail supplies Message-ID, Date and From as messages.send does; a draft may have no
 * recipient yet. It joins the thread its request names only by the rule messages.send follows.
 */
export function createDraft(context: GmailContext, content: DraftContent): StoredMessage {
  const message = prepare(context, content, 'draft');
  return context.store.add({
    ...message,
    labelIds: DRAFT_LABELS,
    internalDate: context.now(),
    threadByHeaders: false,
    draftId: context.store.newDraftId(),
  });
}

/** drafts.update: the draft keeps its id; its message is replaced by a new one (a new message id). */
export function updateDraft(
  context: GmailContext,
  draft: StoredMessage,
  content: DraftContent,
): StoredMessage {
  const message = prepare(context, content, 'draft');
  return context.store.replace(draft.id, {
    ...message,
    labelIds: DRAFT_LABELS,
    internalDate: context.now(),
    threadByHeaders: false,
    draftId: draft.draftId,
  });
}

/**
 * drafts.send, optionally with new content: the draft is gone and its message is stored anew as sent
 * (new message id, a Message-ID of Gmail's, SENT, plus INBOX and UNREAD when sent to oneself). Without new content the message
 * stays in the draft's thread; new content joins the thread it names by messages.send's rule. 400
 * "Recipient address required" (nothing changed) when To, Cc and Bcc name nobody.
 */
export function sendDraft(
  context: GmailContext,
  draft: StoredMessage,
  content: DraftContent | undefined,
): StoredMessage {
  const message = content
    ? prepare(context, content, 'sent')
    : { ...prepareOutgoing(context, draft.raw, 'sent'), threadId: draft.threadId };
  const labelIds = sentLabels(context, message.parsed);
  const sent = context.store.replace(draft.id, {
    ...message,
    labelIds,
    internalDate: context.now(),
    threadByHeaders: false,
  });
  context.outbound.record(sent);
  return sent;
}

/** drafts.delete: the draft and its message are gone for good (not trashed). */
export function deleteDraft(context: GmailContext, draft: StoredMessage): void {
  context.store.delete(draft.id);
}

/** drafts.list: the drafts whose message matches, newest first (by their last change). */
export async function listDrafts(
  context: GmailContext,
  filter: Omit<ListFilter, 'labelIds'>,
): Promise<StoredMessage[]> {
  const messages = await context.queries.messages({ ...filter, labelIds: DRAFT_LABELS });
  return messages.filter((message) => message.draftId !== undefined);
}
