/**
 * The senders whose remote images the reader always wants to see: added from a message of theirs in
 * the conversation ("Always show from…", offered only for mail Gmail authenticated), listed with Remove
 * in the shell's profile menu; so both go through this one module.
 *
 * localStorage, under @mail/auth's KEPT_ACROSS_SIGN_IN_PREFIX (spelled out: contracts depends on no
 * package): kept across reloads and sign-ins, emptied by LOGOUT.
 */
export const TRUSTED_SENDERS_KEY = 'mail.kept.conversation.trusted-senders';

/** The trusted addresses, lower-cased, in the order they were added. */
export function trustedSenders(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(TRUSTED_SENDERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function keep(senders: readonly string[]): void {
  localStorage.setItem(TRUSTED_SENDERS_KEY, JSON.stringify(senders));
}

export function isTrustedSender(address: string): boolean {
  return address !== '' && trustedSenders().includes(address.toLowerCase());
}

export function trustSender(address: string): void {
  keep([...new Set([...trustedSenders(), address.toLowerCase()])]);
}

export function untrustSender(address: string): void {
  keep(trustedSenders().filter((sender) => sender !== address.toLowerCase()));
}
