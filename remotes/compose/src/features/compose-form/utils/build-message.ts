import { getGoogleClient } from '@mail/gmail-client';
import { buildMimeMessage, decodeBase64Url, type MailAttachment } from '@mail/gmail-client/mime';
import type { ComposeDraft, DraftAttachment } from '@mail/drafts';

async function bytesOf(attachment: DraftAttachment, signal?: AbortSignal): Promise<MailAttachment> {
  if (attachment.kind === 'file') {
    const { file } = attachment;
    return {
      filename: file.name,
      mimeType: file.type,
      data: new Uint8Array(await file.arrayBuffer()),
    };
  }
  const { original } = attachment;
  const data =
    original.data === undefined
      ? await getGoogleClient().getAttachment(
          original.messageId,
          original.partId,
          original.attachmentId,
          { signal },
        )
      : decodeBase64Url(original.data);
  return { filename: original.filename, mimeType: original.mimeType, data };
}

/** The RFC 5322 message for a draft: From the signed-in user, the attachments' bytes gathered. */
export async function buildMessage(
  draft: ComposeDraft,
  from: string | undefined,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const attachments = await Promise.all(draft.attachments.map((item) => bytesOf(item, signal)));
  return buildMimeMessage({
    ...(from ? { from } : {}),
    to: [...draft.to],
    cc: [...draft.cc],
    // Gmail delivers to Bcc from the raw message's header and keeps it out of what others get.
    ...(draft.bcc?.length ? { bcc: [...draft.bcc] } : {}),
    subject: draft.subject,
    html: draft.html,
    attachments,
    ...(draft.messageId ? { messageId: draft.messageId } : {}),
    ...(draft.inReplyTo ? { inReplyTo: draft.inReplyTo } : {}),
    ...(draft.references ? { references: draft.references } : {}),
  });
}
