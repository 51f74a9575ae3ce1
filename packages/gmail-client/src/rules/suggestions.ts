import { isValidAddress, uniqueAddresses } from './address';
import { parseAddressList } from './address-list';

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
