// Address headers are parsed by the compose rules' parser (rules/address-list.ts), so the list, the
// conversation and compose agree on every edge case; this module adapts it to header lookups.
import { parseAddressList as parseHeaderValue, type ParsedAddress } from './rules';

/** A mailbox from an address header: display name ('' when none was written) and address. */
export type EmailAddress = ParsedAddress;

/** Every mailbox of a From / To / Cc header value (already RFC 2047-decoded by Gmail); [] if absent. */
export function parseAddressList(header: string | undefined): EmailAddress[] {
  return header ? parseHeaderValue(header) : [];
}

/** A From header's first mailbox; `name` falls back to the address, then 'Unknown', as the UI shows. */
export function senderOf(fromHeader: string | undefined): EmailAddress {
  const sender = parseAddressList(fromHeader)[0];
  return { name: sender?.name || sender?.email || 'Unknown', email: sender?.email ?? '' };
}
