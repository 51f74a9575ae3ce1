import { isValidAddress, uniqueAddresses } from './address';
import { parseAddressList } from './address-list';
import type { Suggestion } from './recipient-chips';

/**
 * The compose suggestion list (docs/behaviour/compose.md#recipients) from To, From and Cc header
 * values of the fetched messages: every address that passes the spec's pattern, deduplicated
 * case-insensitively. Addresses keep the spelling of their first occurrence (local parts may be
 * case-sensitive), in order of appearance. Missing headers may be passed as null or undefined.
 */
export function collectSuggestions(headerValues: readonly (string | null | undefined)[]): string[] {
  const addresses = headerValues
    .flatMap((value) => (value ? parseAddressList(value) : []))
    .map((mailbox) => mailbox.email)
    .filter(isValidAddress);
  return uniqueAddresses(addresses);
}

/**
 * What compose suggests from: the People API's contacts first, as Gmail ranks them, then the
 * addresses seen in mail. Contacts whose address fails the spec's pattern are left out; `suggest`
 * drops repeats, keeping the first (the contact, with its name).
 */
export function recipientCandidates(
  contacts: readonly Suggestion[],
  seenInMail: readonly string[],
): Suggestion[] {
  return [
    ...contacts.filter(({ email }) => isValidAddress(email)),
    ...seenInMail.map((email) => ({ name: '', email })),
  ];
}

/** A suggestion as the list shows it: `Kenji Watanabe <kenji.watanabe@example.com>`, or the address. */
export function suggestionLabel({ name, email }: Suggestion): string {
  return name ? `${name} <${email}>` : email;
}
