import type { ComposeMode, ReplyContext } from '@mail/contracts';
import { EMPTY_DRAFT, type ComposeDraft } from '@mail/drafts';
import { getGoogleClient } from '@mail/gmail-client';
import { defaultSignature } from '@mail/gmail-client/signature';
import { sanitizeForQuoting } from '@mail/mail-html';
import { prefilledDraft } from './prefilled-draft';

/**
 * `html` with the account's signature above it (docs/behaviour/compose.md#signature): an empty line
 * to write on, then the signature; a reply's or forward's quote follows. In a new message Gmail's
 * "-- " line comes first; above a quote Gmail leaves that line out ("Insert signature before quoted
 * text in replies and remove the '--' line that precedes it"). The signature is HTML anyone with the
 * account can change: cleaned like a quote.
 */
export function withSignature(html: string, signature: string, mode: ComposeMode): string {
  const clean = sanitizeForQuoting(signature).trim();
  if (!clean) return html;
  const dashes = mode === 'new' ? '<p>-- </p>' : '';
  return `<p></p><div class="gmail_signature">${dashes}${clean}</div>${html}`;
}

/**
 * A draft never written before, signed once: blank for a new message, else prefilled by the reply
 * rules. Drafts restored or opened from Gmail Drafts already hold their signature and never come here.
 */
export async function signedNewDraft(
  reply: { mode: Exclude<ComposeMode, 'new'>; context: ReplyContext } | undefined,
  account: string,
): Promise<ComposeDraft> {
  const [draft, signature] = await Promise.all([
    reply ? prefilledDraft(reply.mode, reply.context, account) : EMPTY_DRAFT,
    defaultSignature(getGoogleClient()),
  ]);
  return { ...draft, html: withSignature(draft.html, signature, reply?.mode ?? 'new') };
}
