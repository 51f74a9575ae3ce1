import { useCallback, useRef, useState } from 'react';
import type { ComposeDraft } from '@mail/drafts';
import { publish } from '@mail/event-bus';
import type { SentMessage } from '@mail/gmail-client/drafts';
import { validateDraft } from '@mail/gmail-client/rules';
import { deliverDraft } from '../utils/deliver-draft';
import { attachmentsOverLimit } from '../utils/size-limit';

/**
 * Send (docs/behaviour/compose.md#send): the spec's checks in order and Gmail's size limit, each
 * refusal an error alert; then either `sendLater` takes the draft (the popup's undo delay) or it
 * goes at once under an overlay. A failure leaves the draft exactly as it was. A second press while
 * sending does nothing.
 */
export function useSendDraft(
  onSent: (sent: SentMessage) => void,
  settleGmailDraft: () => Promise<string | undefined>,
  sendLater?: (draft: ComposeDraft) => boolean,
) {
  const [sending, setSending] = useState(false);
  const running = useRef(false);

  const send = useCallback(
    async (draft: ComposeDraft) => {
      if (running.current) return;
      const invalid =
        validateDraft({
          to: draft.to,
          cc: draft.cc,
          ...(draft.bcc ? { bcc: draft.bcc } : {}),
          subject: draft.subject,
          bodyText: draft.text,
        }) ?? attachmentsOverLimit(draft.attachments);
      if (invalid) {
        publish({ type: 'alert/show', kind: 'error', message: invalid });
        return;
      }
      running.current = true;
      if (sendLater?.(draft)) return;
      setSending(true);
      try {
        onSent(await deliverDraft(draft, await settleGmailDraft()));
      } catch {
        // deliverDraft said so; the draft stays.
      } finally {
        running.current = false;
        setSending(false);
      }
    },
    [onSent, settleGmailDraft, sendLater],
  );

  return { send, sending };
}
