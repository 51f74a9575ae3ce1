import { addressKey, isValidAddress } from './address';
import { parseAddressList, type ParsedAddress } from './address-list';
import type { Suggestion } from './recipient-chips';

/**
 * The compose suggestion list (docs/behaviour/compose.md#recipients) from To, From and Cc header
 * values of the fetched messages: every mailbox whose address passes the spec's pattern, one per
 * address (case-insensitive), in order of appearance. An address keeps the spelling of its first
 * occurrence and the first name written for it. Missing headers may be passed as null or undefined.
 */
export function collectSuggestions(
  headerValues: readonly (string | null | undefined)[],
): ParsedAddress[] {
  const byAddress = new Map<string, ParsedAddress>();
  for (const mailbox of headerValues.flatMap((value) => (value ? parseAddressList(value) : []))) {
    if (!isValidAddress(mailbox.email)) continue;
    const kept = byAddress.get(addressKey(mailbox.email));
    if (!kept) byAddress.set(addressKey(mailbox.email), { ...mailbox });
    else kept.name ||= mailbox.name;
  }
  return [...byAddress.values()];
}

/** A suggestion as the list shows it: `Kenji Watanabe <kenji.watanabe@example.com>`, or the address. */
export function suggestionLabel({ name, email }: Suggestion): string {
  return name ? `${name} <${email}>` : email;
}
