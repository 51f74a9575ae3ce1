import type { ComposeMode, ReplyContext } from '@mail/contracts';
import { originalAttachment, type ComposeDraft } from '@mail/drafts';
import { sanitizeForQuoting } from '@mail/mail-html';
import { prefillEditor } from '@mail/gmail-client/rules';
import { inlineQuotedImages } from './quoted-inline-images';

/**
 * A reply's, reply-all's or forward's starting draft (docs/behaviour/compose.md#reply-rules): To,
 * Cc and Subject by the spec's rules (Reply All leaves `userEmail` out), the original quoted after
 * cleaning (its images that cannot go along counted), a forward's attachments.
 */
export async function prefilledDraft(
  mode: Exclude<ComposeMode, 'new'>,
  context: ReplyContext,
  userEmail: string,
): Promise<ComposeDraft> {
  const quote = await inlineQuotedImages(
    sanitizeForQuoting(context.originalHtml),
    context.inlineImages ?? [],
  );
  const prefill = prefillEditor(mode, { ...context, originalHtml: quote.html }, userEmail);
  return {
    to: prefill.to,
    cc: prefill.cc,
    subject: prefill.subject,
    html: prefill.html,
    text: '',
    attachments: mode === 'forward' ? (context.attachments ?? []).map(originalAttachment) : [],
    ...(quote.leftOut > 0 ? { quotedImagesLeftOut: quote.leftOut } : {}),
    ...threadingOf(prefill),
  };
}

type ReplyThreading = Pick<ComposeDraft, 'inReplyTo' | 'references' | 'threadId'>;

const threadingOf = ({ inReplyTo, references, threadId }: ReplyThreading): ReplyThreading => ({
  ...(inReplyTo ? { inReplyTo } : {}),
  ...(references ? { references } : {}),
  ...(threadId ? { threadId } : {}),
});

/** How a reply is threaded (In-Reply-To, References, the thread): what a draft read back from Gmail lacks. */
export function replyThreading(
  mode: Exclude<ComposeMode, 'new'>,
  context: ReplyContext,
  userEmail: string,
): ReplyThreading {
  return threadingOf(prefillEditor(mode, context, userEmail));
}
