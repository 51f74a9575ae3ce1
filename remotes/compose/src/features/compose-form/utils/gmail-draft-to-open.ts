import { fileAttachment, type ComposeDraft } from '@mail/drafts';
import { getGoogleClient } from '@mail/gmail-client';
import { draftCalls } from '@mail/gmail-client/drafts';
import { sanitizeForQuoting } from '@mail/mail-html';

/** Gmail lists drafts newest first; a draft opened from the Drafts view is among the first ones. */
export const DRAFTS_LOOKED_AT = 500;

/** A draft of Gmail Drafts: by its message's Gmail id (a Drafts row), or by its own id. */
export type GmailDraftRef = { messageId: string } | { draftId: string };

async function draftIdOf(ref: GmailDraftRef): Promise<string | undefined> {
  if ('draftId' in ref) return ref.draftId;
  const { drafts } = await draftCalls(getGoogleClient()).listDrafts({
    maxResults: DRAFTS_LOOKED_AT,
  });
  return drafts.find((draft) => draft.messageId === ref.messageId)?.id;
}

/**
 * A draft of the account's Gmail Drafts as the editor holds it, with the draft's id (the editor goes
 * on updating that one). Its files are downloaded now: updating the draft replaces its message, and
 * with it the attachments' ids. Undefined when the draft is gone, or when it is the one kept on this
 * device (`keptDraftId`), whose copy there is never older.
 */
export async function gmailDraftToOpen(
  ref: GmailDraftRef,
  keptDraftId?: string,
): Promise<{ draft: ComposeDraft; gmailDraftId: string } | undefined> {
  const client = getGoogleClient();
  const draftId = await draftIdOf(ref);
  if (!draftId || draftId === keptDraftId) return undefined;
  const { message } = await draftCalls(client).getDraft(draftId);
  const files = await Promise.all(
    message.attachments.map(async (attachment) => {
      const bytes = await client.getAttachment(
        message.id,
        attachment.partId,
        attachment.attachmentId,
      );
      const file = new File([bytes as BlobPart], attachment.filename, {
        type: attachment.mimeType,
      });
      return fileAttachment(file);
    }),
  );
  return {
    gmailDraftId: draftId,
    draft: {
      to: message.to.map((address) => address.email),
      cc: message.cc.map((address) => address.email),
      bcc: message.bcc.map((address) => address.email),
      subject: message.subject,
      // Written here, but kept where anyone with the account can change it: cleaned like a quote.
      html: sanitizeForQuoting(message.html),
      text: message.snippet,
      attachments: files,
      threadId: message.threadId,
      ...(message.messageIdHeader ? { messageId: message.messageIdHeader } : {}),
    },
  };
}
