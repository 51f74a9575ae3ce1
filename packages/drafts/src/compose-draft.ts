import type { OriginalAttachment } from '@mail/contracts';

/** A file the user attached, or one of the forwarded original's, fetched when the mail is sent. */
export type DraftAttachment =
  | { id: string; kind: 'file'; file: File }
  | { id: string; kind: 'original'; original: OriginalAttachment };

/** Everything being composed (docs/behaviour/data.md#compose-draft), plus what threads a reply. */
export interface ComposeDraft {
  to: readonly string[];
  cc: readonly string[];
  /** Absent in drafts kept before Bcc existed; the field shows once it holds someone. */
  bcc?: readonly string[];
  subject: string;
  /** The editor's HTML; inline images are data: URIs until the MIME builder makes them cid: parts. */
  html: string;
  /** The editor's plain text, for the "subject or body" check. */
  text: string;
  attachments: readonly DraftAttachment[];
  /** The message's Message-ID, fixed when the draft starts (Gmail writes its own when it sends). */
  messageId?: string;
  /**
   * When the draft started (epoch ms): no send of it began earlier, so a send whose outcome was
   * unknown (the connection dropped) is looked for in Sent among messages from then on.
   */
  startedAt?: number;
  /** How many images of a reply's or forward's quoted original were left out: the editor says so. */
  quotedImagesLeftOut?: number;
  /** A reply's threading: In-Reply-To / References and the Gmail thread. */
  inReplyTo?: string;
  references?: string[];
  threadId?: string;
}

export const EMPTY_DRAFT: ComposeDraft = {
  to: [],
  cc: [],
  subject: '',
  html: '',
  text: '',
  attachments: [],
};

// Unique across reloads too: a restored draft's attachments keep their ids.
const newId = () => crypto.randomUUID();

export const fileAttachment = (file: File): DraftAttachment => ({
  id: newId(),
  kind: 'file',
  file,
});

export const originalAttachment = (original: OriginalAttachment): DraftAttachment => ({
  id: newId(),
  kind: 'original',
  original,
});

export function attachmentName(attachment: DraftAttachment): string {
  return attachment.kind === 'file' ? attachment.file.name : attachment.original.filename;
}

export function attachmentSize(attachment: DraftAttachment): number {
  return attachment.kind === 'file' ? attachment.file.size : attachment.original.size;
}
