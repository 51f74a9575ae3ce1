/**
 * What the conversation opens after the reader archives or deletes it there (Gmail's auto-advance):
 * the list, or the conversation newer or older than it in that list. A choice of this device, set in
 * the shell's profile menu and read by the conversation, so both go through this one module.
 */
export type AfterTriage = 'list' | 'newer' | 'older';

export const AFTER_TRIAGE_CHOICES: readonly { value: AfterTriage; label: string }[] = [
  { value: 'list', label: 'Back to the list' },
  { value: 'newer', label: 'The newer conversation' },
  { value: 'older', label: 'The older conversation' },
];

/**
 * localStorage, under @mail/auth's KEPT_ACROSS_SIGN_IN_PREFIX (spelled out: contracts depends on no
 * package): a choice the reader made survives a sign-out for an expired token, not LOGOUT.
 */
export const AFTER_TRIAGE_KEY = 'mail.kept.after-triage';

const isAfterTriage = (value: string | null): value is AfterTriage =>
  AFTER_TRIAGE_CHOICES.some((choice) => choice.value === value);

/** The reader's choice; the list when none was made (Gmail's auto-advance off). */
export function afterTriage(): AfterTriage {
  const stored = localStorage.getItem(AFTER_TRIAGE_KEY);
  return isAfterTriage(stored) ? stored : 'list';
}

export function setAfterTriage(choice: AfterTriage): void {
  localStorage.setItem(AFTER_TRIAGE_KEY, choice);
}
