import type { ComposeDraft } from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { getGoogleClient } from '@mail/gmail-client';
import { draftCalls, type SentMessage } from '@mail/gmail-client/drafts';
import { buildMessage } from './build-message';
import { senderHeader } from './sender';

/**
 * Sends a draft that passed the checks (into its thread for a reply): as its Gmail draft brought up
 * to date then sent with drafts.send, which removes it from Drafts, or else with one messages.send;
 * first, one look in Sent for its Message-ID, so it never goes twice.
 * Says "Email sent successfully." and announces `mail/sent`, or says "Failed to send email." and
 * rejects.
 */
export async function deliverDraft(
  draft: ComposeDraft,
  gmailDraftId?: string,
): Promise<SentMessage> {
  try {
    const client = draftCalls(getGoogleClient());
    // Never twice: a message an earlier attempt (this tab's whose answer was lost, or another tab's)
    // already delivered is found in Sent by its Message-ID and not sent again.
    const alreadySent = draft.messageId
      ? await client.findSentByMessageId(draft.messageId)
      : undefined;
    let sent: SentMessage;
    if (alreadySent) {
      sent = { id: alreadySent, threadId: draft.threadId ?? '', labelIds: ['SENT'] };
      if (gmailDraftId) await client.deleteDraft(gmailDraftId);
    } else {
      const raw = await buildMessage(draft, await senderHeader());
      const message = { raw, ...(draft.threadId ? { threadId: draft.threadId } : {}) };
      if (gmailDraftId) {
        await client.updateDraft(gmailDraftId, message);
        sent = await client.sendDraft(gmailDraftId);
      } else {
        sent = await client.sendMessage(message);
      }
    }
    publish({ type: 'alert/show', kind: 'success', message: 'Email sent successfully.' });
    publish({ type: 'mail/sent', id: sent.id, threadId: sent.threadId });
    return sent;
  } catch (error) {
    console.error('Sending failed', error);
    publish({ type: 'alert/show', kind: 'error', message: 'Failed to send email.' });
    throw error;
  }
}
