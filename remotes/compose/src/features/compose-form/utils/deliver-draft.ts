import type { ComposeDraft } from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { getGoogleClient, type SentMessage } from '@mail/gmail-client';
import { buildMessage } from './build-message';
import { senderHeader } from './sender';

/**
 * Sends a draft that passed the checks: its MIME message in one messages.send (into its thread for
 * a reply). Says "Email sent successfully." and announces `mail/sent`, or says "Failed to send
 * email." and rejects.
 */
export async function deliverDraft(draft: ComposeDraft): Promise<SentMessage> {
  try {
    const raw = await buildMessage(draft, await senderHeader());
    const sent = await getGoogleClient().sendMessage({
      raw,
      ...(draft.threadId ? { threadId: draft.threadId } : {}),
    });
    publish({ type: 'alert/show', kind: 'success', message: 'Email sent successfully.' });
    publish({ type: 'mail/sent', id: sent.id, threadId: sent.threadId });
    return sent;
  } catch (error) {
    console.error('Sending failed', error);
    publish({ type: 'alert/show', kind: 'error', message: 'Failed to send email.' });
    throw error;
  }
}
