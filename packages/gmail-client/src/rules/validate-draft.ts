import { isValidRecipient, parseRecipients } from './recipients';

/** The send checks' messages, as docs/behaviour/compose.md#send-checks words them. */
export const VALIDATION_MESSAGES = {
  recipientRequired: 'Recipient email is required.',
  invalidAddress: (address: string) => `Invalid email address: ${address}`,
  subjectOrBodyRequired: 'Subject or body is required.',
} as const;

/** What the send checks look at. To and Cc may be chip lists or typed lists (see parseRecipients). */
export interface DraftFields {
  to: string | readonly string[];
  cc: string | readonly string[];
  subject: string;
  /** The body as plain text (the editor's text content, markup stripped). */
  bodyText: string;
}

/** Recipient entries (one mailbox each) from a typed list or a list of chips. */
export function splitRecipients(value: string | readonly string[]): string[] {
  const values = typeof value === 'string' ? [value] : value;
  return values.flatMap(parseRecipients);
}

/**
 * The three send checks (docs/behaviour/compose.md#send-checks), in order; the first failure's
 * message, or null when the draft may be sent. A subject or body of only whitespace counts as
 * empty.
 */
export function validateDraft(draft: DraftFields): string | null {
  const to = splitRecipients(draft.to);
  if (to.length === 0) return VALIDATION_MESSAGES.recipientRequired;
  const invalid = [...to, ...splitRecipients(draft.cc)].find((entry) => !isValidRecipient(entry));
  if (invalid !== undefined) return VALIDATION_MESSAGES.invalidAddress(invalid);
  if (!draft.subject.trim() && !draft.bodyText.trim()) {
    return VALIDATION_MESSAGES.subjectOrBodyRequired;
  }
  return null;
}
