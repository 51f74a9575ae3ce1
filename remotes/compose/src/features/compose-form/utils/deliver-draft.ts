import type { ComposeDraft } from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { getGoogleClient, type SentMessage } from '@mail/gmail-client';
import { buildMessage } from './build-message';
import { senderHeader } from './sender';

/**
 * Sends a draft that passed the checks (into its thread for a reply): as its Gmail draft brought up
 * to date then sent with drafts.send, which removes it from Drafts, or else with one messages.send.
 * Says "Email sent successfully." and announces `mail/sent`, or says "Failed to send email." and
 * rejects.
 */
export async function deliverDraft(
  draft: ComposeDraft,
  gmailDraftId?: string,
): Promise<SentMessage> {
  try {
    const raw = await buildMessage(draft, await senderHeader());
    const message = { raw, ...(draft.threadId ? { threadId: draft.threadId } : {}) };
    const client = getGoogleClient();
    let sent: SentMessage;
    if (gmailDraftId) {
      await client.updateDraft(gmailDraftId, message);
      sent = await client.sendDraft(gmailDraftId);
    } else {
      sent = await client.sendMessage(message);
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
