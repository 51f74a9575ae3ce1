import { useCallback, useRef, useState } from 'react';
import { publish } from '@mail/event-bus';
import { getGoogleClient, type SentMessage } from '@mail/gmail-client';
import { validateDraft } from '@mail/gmail-client/rules';
import type { ComposeDraft } from '@mail/drafts';
import { attachmentsOverLimit } from '../utils/size-limit';
import { buildMessage } from '../utils/build-message';
import { senderHeader } from '../utils/sender';

const showError = (message: string) => publish({ type: 'alert/show', kind: 'error', message });

/**
 * Send (spec §4 Compose and reply): the spec's checks in order, Gmail's size limit, then one
 * messages.send. Success says so and hands over what Gmail answered; failure says "Failed to send
 * email." and leaves the draft exactly as it was. A second press while sending does nothing.
 */
export function useSendDraft(onSent: (sent: SentMessage) => void) {
  const [sending, setSending] = useState(false);
  const running = useRef(false);

  const send = useCallback(
    async (draft: ComposeDraft) => {
      if (running.current) return;
      const invalid =
        validateDraft({
          to: draft.to,
          cc: draft.cc,
          subject: draft.subject,
          bodyText: draft.text,
        }) ?? attachmentsOverLimit(draft.attachments);
      if (invalid) {
        showError(invalid);
        return;
      }
      running.current = true;
      setSending(true);
      try {
        const raw = await buildMessage(draft, await senderHeader());
        const sent = await getGoogleClient().sendMessage({
          raw,
          ...(draft.threadId ? { threadId: draft.threadId } : {}),
        });
        publish({ type: 'alert/show', kind: 'success', message: 'Email sent successfully.' });
        publish({ type: 'mail/sent', id: sent.id, threadId: sent.threadId });
        onSent(sent);
      } catch (error) {
        console.error('Sending failed', error);
        showError('Failed to send email.');
      } finally {
        running.current = false;
        setSending(false);
      }
    },
    [onSent],
  );

  return { send, sending };
}
