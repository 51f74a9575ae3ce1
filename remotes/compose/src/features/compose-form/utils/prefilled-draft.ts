import type { ComposeMode, ReplyContext } from '@mail/contracts';
import { originalAttachment, type ComposeDraft } from '@mail/drafts';
import { sanitizeForQuoting } from '@mail/mail-html';
import { prefillEditor } from '@mail/gmail-client/rules';

/**
 * A reply's, reply-all's or forward's starting draft (spec §5): To, Cc and Subject by the spec's rules
 * (Reply All leaves `userEmail` out), the original quoted after cleaning, a forward's attachments.
 */
export async function prefilledDraft(
  mode: Exclude<ComposeMode, 'new'>,
  context: ReplyContext,
  userEmail: string,
): Promise<ComposeDraft> {
  const cleaned = { ...context, originalHtml: sanitizeForQuoting(context.originalHtml) };
  const prefill = prefillEditor(mode, cleaned, userEmail);
  return {
    to: prefill.to,
    cc: prefill.cc,
    subject: prefill.subject,
    html: prefill.html,
    text: '',
    attachments: mode === 'forward' ? (context.attachments ?? []).map(originalAttachment) : [],
    ...(prefill.inReplyTo ? { inReplyTo: prefill.inReplyTo } : {}),
    ...(prefill.references ? { references: prefill.references } : {}),
    ...(prefill.threadId ? { threadId: prefill.threadId } : {}),
  };
}
