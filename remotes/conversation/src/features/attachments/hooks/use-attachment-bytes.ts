import { useCallback } from 'react';
import { publish } from '@mail/event-bus';
import { revealBidiControls } from '@mail/format';
import { describeGoogleError, getGoogleClient } from '@mail/gmail-client';
import { decodeBase64Url, type AttachmentRef } from '@mail/gmail-client/thread';

/**
 * Downloads an attachment's bytes on demand (cached by gmail-client), or decodes them when Gmail
 * sent them inline. A failure is logged and shown as an error alert, and resolves to undefined.
 */
export function useAttachmentBytes(messageId: string) {
  return useCallback(
    async (attachment: AttachmentRef, signal?: AbortSignal) => {
      try {
        if (attachment.data !== undefined) return decodeBase64Url(attachment.data);
        return await getGoogleClient().getAttachment(
          messageId,
          attachment.partId,
          attachment.attachmentId,
          { signal },
        );
      } catch (error) {
        const reason = describeGoogleError(error);
        if (reason === '') return undefined; // aborted
        console.error(`Could not download ${attachment.filename}`, error);
        publish({
          type: 'alert/show',
          kind: 'error',
          message: `Could not download ${revealBidiControls(attachment.filename)}. ${reason}`,
        });
        return undefined;
      }
    },
    [messageId],
  );
}
