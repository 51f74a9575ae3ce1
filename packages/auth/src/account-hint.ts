import { ACCOUNT_HINT_KEY } from './storage-keys';

/** Remembers who is signed in, so that a renewal or the next sign-in asks Google for that account. */
export function rememberAccount(email: string): void {
  if (email) localStorage.setItem(ACCOUNT_HINT_KEY, email);
}

/** The e-mail of the account last signed in on this device, unless LOGOUT forgot it. */
export function rememberedAccount(): string | undefined {
  return localStorage.getItem(ACCOUNT_HINT_KEY) ?? undefined;
}
