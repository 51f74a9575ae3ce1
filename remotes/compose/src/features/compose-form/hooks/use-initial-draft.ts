import { useEffect, useState } from 'react';
import type { ComposeMode, ReplyContext } from '@mail/contracts';
import { sanitizeForQuoting } from '@mail/mail-html';
import { prefillEditor } from '@mail/gmail-client/rules';
import { EMPTY_DRAFT, originalAttachment, type ComposeDraft } from '../utils/compose-draft';
import { signedInUser } from '../utils/sender';

/** A reply's, reply-all's or forward's starting draft (spec §5): the quoted original is cleaned first. */
async function prefilledDraft(
  mode: Exclude<ComposeMode, 'new'>,
  context: ReplyContext,
): Promise<ComposeDraft> {
  // Reply All leaves the user's own address out; without a profile nothing is left out.
  const userEmail = (await signedInUser())?.email ?? '';
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

/** The draft the editor opens with: blank for a new message, prefilled (once the profile is known) otherwise. */
export function useInitialDraft(
  mode: ComposeMode,
  context: ReplyContext | undefined,
): ComposeDraft | null {
  const [draft, setDraft] = useState<ComposeDraft | null>(() =>
    mode === 'new' || !context ? EMPTY_DRAFT : null,
  );
  useEffect(() => {
    if (mode === 'new' || !context) return;
    let current = true;
    void prefilledDraft(mode, context).then((prefilled) => current && setDraft(prefilled));
    return () => {
      current = false;
    };
    // The draft starts once: later renders of the same editor pass equal but new objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return draft;
}
