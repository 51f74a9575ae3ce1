import { parseAddressList, type ParsedAddress } from '../rules';
import {
  cleanHeaderText,
  encodeWords,
  firstLineRoom,
  foldHeader,
} from './outgoing-header-encoding';
import { MAX_HEADER_LINE } from './limits';

/** RFC 5322 atext: a display name made only of these (and single spaces) needs no quoting. */
const ATOM_PHRASE = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?: [A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * An address header (From, To, Cc, Bcc). Each entry may be a bare address or `Name <address>` (or
 * several, comma-separated); display names are kept readable when ASCII allows and RFC 2047-encoded
 * otherwise. Throws when an entry holds no address or an address could break the header.
 */
export function addressHeader(name: string, entries: readonly string[]): string {
  const mailboxes = entries.flatMap((entry) => {
    const parsed = parseAddressList(cleanHeaderText(entry));
    if (parsed.length === 0) throw new Error(`Not an e-mail address: ${JSON.stringify(entry)}`);
    return parsed;
  });
  const tokens = mailboxes.flatMap((mailbox, index) => {
    const room = index === 0 ? firstLineRoom(name) : MAX_HEADER_LINE;
    const mailboxTokens = mailboxTokensOf(mailbox, room);
    if (index < mailboxes.length - 1) mailboxTokens.push(`${mailboxTokens.pop() ?? ''},`);
    return mailboxTokens;
  });
  return foldHeader(name, tokens);
}

function mailboxTokensOf({ name, email }: ParsedAddress, firstRoom: number): string[] {
  if (/[\s<>(),;"\\]/.test(email)) {
    throw new Error(`Not an e-mail address: ${JSON.stringify(email)}`);
  }
  const address = `<${email}>`;
  if (!name) return [address];
  return [...displayNameTokens(name, firstRoom), address];
}

/** Plain words or a quoted string while ASCII allows (they fold at spaces), else encoded words. */
function displayNameTokens(name: string, firstRoom: number): string[] {
  const mayBeRead = !name.includes('=?');
  const fits = (token: string) => token.length < MAX_HEADER_LINE;
  if (mayBeRead && ATOM_PHRASE.test(name) && name.split(' ').every(fits)) return name.split(' ');
  const quoted = `"${name.replace(/[\\"]/g, '\\$&')}"`;
  if (mayBeRead && PRINTABLE_ASCII.test(name) && fits(quoted)) return [quoted];
  return encodeWords(name, firstRoom);
}
