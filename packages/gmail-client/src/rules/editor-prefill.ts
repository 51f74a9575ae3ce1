import type { ReplyContext } from '@mail/contracts';
import { messageIdsIn, replyReferences } from './message-ids';
import { quoteOriginal, type QuoteOptions } from './quote-original';
import { recipientsFor, subjectFor, type ReplyMode } from './reply';

/** Everything the editor starts with for a reply, reply all or forward. */
export interface EditorPrefill {
  to: string[];
  cc: string[];
  subject: string;
  /** The editor's initial HTML: empty lines for the user's text, then the quoted original. */
  html: string;
  /**
   * Replies only: In-Reply-To is the original's Message-ID, References the original's References
   * and then its Message-ID; ids that would break the header are left out
   * (docs/behaviour/compose.md#mime-message).
   */
  inReplyTo?: string;
  references?: string[];
  /** Replies only: messages.send's threadId. */
  threadId?: string;
}

export function prefillEditor(
  mode: ReplyMode,
  context: ReplyContext,
  userEmail: string,
  options: QuoteOptions = {},
): EditorPrefill {
  const prefill: EditorPrefill = {
    ...recipientsFor(mode, context, userEmail),
    subject: subjectFor(mode, context.originalSubject),
    html: quoteOriginal(context, mode, options),
  };
  if (mode === 'forward') return prefill;
  const [inReplyTo] = messageIdsIn(context.replyToMessageId);
  const references = replyReferences(context.references ?? '', inReplyTo ?? '');
  const threading = {
    ...(inReplyTo ? { inReplyTo } : {}),
    ...(references.length > 0 ? { references } : {}),
  };
  return { ...prefill, ...threading, threadId: context.threadId };
}
