import { KEPT_ACROSS_SIGN_IN_PREFIX } from '@mail/auth';

/** The senders whose remote images the reader always wants to see, kept across reloads and sign-ins. */
const STORAGE_KEY = `${KEPT_ACROSS_SIGN_IN_PREFIX}conversation.trusted-senders`;

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function isTrustedSender(address: string): boolean {
  return address !== '' && read().includes(address.toLowerCase());
}

export function trustSender(address: string): void {
  const senders = new Set(read());
  senders.add(address.toLowerCase());
  localStorage.setItem(STORAGE_KEY, JSON.stringify([...senders]));
}
