import { isValidRecipient } from './recipients';

/** The send checks' messages, as docs/behaviour/compose.md#send-checks words them. */
export const VALIDATION_MESSAGES = {
  recipientRequired: 'Recipient email is required.',
  invalidAddress: (address: string) => `Invalid email address: ${address}`,
  subjectOrBodyRequired: 'Subject or body is required.',
} as const;

/** What the send checks look at. To, Cc and Bcc are entries, one recipient each (the chips). */
export interface DraftFields {
  to: readonly string[];
  cc: readonly string[];
  bcc?: readonly string[];
  subject: string;
  /** The body as plain text (the editor's text content, markup stripped). */
  bodyText: string;
}

/**
 * The three send checks (docs/behaviour/compose.md#send-checks), in order; the first failure's
 * message, or null when the draft may be sent. A subject or body of only whitespace counts as
 * empty.
 */
export function validateDraft(draft: DraftFields): string | null {
  const present = (entries: readonly string[]) =>
    entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
  const to = present(draft.to);
  if (to.length === 0) return VALIDATION_MESSAGES.recipientRequired;
  const invalid = [...to, ...present(draft.cc), ...present(draft.bcc ?? [])].find(
    (entry) => !isValidRecipient(entry),
  );
  if (invalid !== undefined) return VALIDATION_MESSAGES.invalidAddress(invalid);
  if (!draft.subject.trim() && !draft.bodyText.trim()) {
    return VALIDATION_MESSAGES.subjectOrBodyRequired;
  }
  return null;
}
