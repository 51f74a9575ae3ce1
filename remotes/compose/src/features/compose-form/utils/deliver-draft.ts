import type { ComposeDraft } from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { getGoogleClient, GoogleApiError, NetworkError } from '@mail/gmail-client';
import {
  draftCalls,
  MessageTooLargeError,
  type DraftCalls,
  type SentMessage,
} from '@mail/gmail-client/drafts';
import { rememberRecipients } from '../../../lib/correspondents';
import { buildMessage } from './build-message';
import { senderHeader } from './sender';
import { messageTooLarge } from './size-limit';

/**
 * Never twice: what an earlier attempt (this tab's whose answer was lost, or another tab's) already
 * sent. Gmail replaces the Message-ID of what it sends, so Sent is searched by what it keeps
 * (subject, recipients, time since the draft began); and drafts.send removes the Gmail draft as it
 * sends, so a Gmail draft that is gone went too (Sent's search may not have caught up: no id then).
 */
async function sentEarlier(
  client: DraftCalls,
  draft: ComposeDraft,
  gmailDraftId: string | undefined,
): Promise<SentMessage | undefined> {
  const found = await client.findSentMessage({
    subject: draft.subject,
    to: draft.to,
    cc: draft.cc,
    since: draft.startedAt ?? Date.now(),
  });
  if (found) {
    if (gmailDraftId) await client.deleteDraft(gmailDraftId);
    return found;
  }
  if (gmailDraftId && !(await client.draftExists(gmailDraftId))) {
    return { id: '', threadId: draft.threadId ?? '', labelIds: ['SENT'] };
  }
  return undefined;
}

/** Google answered that it does not hold a message whose send lost its answer: it did not go. */
class NotSentError extends Error {
  readonly userMessage = 'Not sent: the connection was lost before Gmail took the message.';
}

/** The send's answer was lost and Gmail could not be asked whether it took the message. */
class OutcomeUnknownError extends NetworkError {
  override get userMessage(): string {
    return 'Not known whether the message went: Gmail cannot be reached to ask. Sending it again never sends it twice.';
  }
}

/**
 * Whether a send's failure may hide a send that went: no answer; or drafts.send finding no draft, as
 * when the browser sends again a request whose connection dropped after Gmail took it (the first
 * one sent the draft, which removed it).
 */
const answerLost = (error: unknown, gmailDraftId: string | undefined) =>
  error instanceof NetworkError ||
  (gmailDraftId !== undefined && error instanceof GoogleApiError && error.status === 404);

/**
 * The send's answer was lost: Gmail may have taken the message. What Gmail
 * holds decides, never the lost answer: the message found in Sent (or its Gmail draft gone) went; if
 * not, it did not (NotSentError). Without a connection to ask, it is not known (OutcomeUnknownError).
 */
async function checkWhetherSent(
  client: DraftCalls,
  draft: ComposeDraft,
  gmailDraftId: string | undefined,
): Promise<SentMessage> {
  publish({ type: 'alert/show', kind: 'info', message: 'Checking whether the message went…' });
  const sent = await sentEarlier(client, draft, gmailDraftId).catch((error: unknown) => {
    if (error instanceof NetworkError) throw new OutcomeUnknownError(error.message, error.timedOut);
    throw error;
  });
  if (!sent) throw new NotSentError('Gmail holds no such message');
  return sent;
}

/**
 * Why a send failed, in words for the reader: Google's answer or the lost connection as the client
 * words them (`userMessage`), else what went wrong building the message, so a failure is never silent
 * about its cause.
 */
function whyNotSent(error: unknown): string {
  if (!(error instanceof Error)) return '';
  if ('userMessage' in error && typeof error.userMessage === 'string') return error.userMessage;
  return error.message ? `(${error.message})` : '';
}

interface DeliveryOptions {
  /**
   * The caller keeps the message until Gmail can be reached (the outbox): a NetworkError (none
   * reached, or the outcome not known) is its to say, not an alert of failure.
   */
  waitsForConnection?: boolean;
}

/**
 * Sends a draft that passed the checks (into its thread for a reply): as its Gmail draft brought up
 * to date then sent with drafts.send, which removes it from Drafts, or else with one messages.send;
 * first, one look for an earlier attempt that went (`sentEarlier`), so it never goes twice. When the
 * send's answer is lost, what Gmail holds decides (`checkWhetherSent`), never the lost answer.
 * Says "Email sent successfully." and announces `mail/sent`; or says why not (a message over Gmail's
 * 35 MB, refused before any request, "Not sent" or not known after a lost answer, or "Failed to send
 * email." and why) and rejects.
 */
export async function deliverDraft(
  draft: ComposeDraft,
  gmailDraftId?: string,
  { waitsForConnection = false }: DeliveryOptions = {},
): Promise<SentMessage> {
  try {
    const client = draftCalls(getGoogleClient());
    const raw = await buildMessage(draft, await senderHeader());
    const message = { raw, ...(draft.threadId ? { threadId: draft.threadId } : {}) };
    let sent = await sentEarlier(client, draft, gmailDraftId);
    if (!sent && gmailDraftId) await client.updateDraft(gmailDraftId, message);
    try {
      sent ??= await (gmailDraftId ? client.sendDraft(gmailDraftId) : client.sendMessage(message));
    } catch (error) {
      if (!answerLost(error, gmailDraftId)) throw error;
      sent = await checkWhetherSent(client, draft, gmailDraftId);
    }
    publish({ type: 'alert/show', kind: 'success', message: 'Email sent successfully.' });
    publish({ type: 'mail/sent', id: sent.id, threadId: sent.threadId });
    void rememberRecipients(draft);
    return sent;
  } catch (error) {
    console.error('Sending failed', error);
    if (waitsForConnection && error instanceof NetworkError) throw error;
    const message =
      error instanceof MessageTooLargeError
        ? messageTooLarge(error)
        : error instanceof NotSentError || error instanceof OutcomeUnknownError
          ? error.userMessage
          : `Failed to send email. ${whyNotSent(error)}`.trim();
    publish({ type: 'alert/show', kind: 'error', message });
    throw error;
  }
}
