import { sameAddress } from './address';

/** One mailbox of an address header. `name` is '' when the header gives none. */
export interface ParsedAddress {
  name: string;
  email: string;
}

/** What one comma-separated entry of the header held before it is turned into a mailbox. */
interface Entry {
  words: string[];
  angle: string | null;
  comments: string[];
}

const emptyEntry = (): Entry => ({ words: [], angle: null, comments: [] });

/**
 * Parses an address header value (To, From, Cc…) as Gmail hands it over: already RFC 2047-decoded and
 * unfolded. Handles quoted display names with commas and escapes, bare addresses, `(comment)` names,
 * groups (`Team: a@b.c, d@e.f;` gives the members; the group name is dropped) and source routes.
 *
 * Because Gmail decodes encoded words, `=?utf-8?q?Doe=2C_John?= <j@x.com>` arrives as
 * `Doe, John <j@x.com>` with an unquoted comma: an entry with no address that is followed by an entry
 * with an angle address is taken as the start of that entry's display name. Other entries without an
 * address are dropped. Addresses are returned as written (not validated: see `isValidAddress`).
 */
export function parseAddressList(value: string): ParsedAddress[] {
  const result: ParsedAddress[] = [];
  let entry = emptyEntry();
  let word = '';
  let nameFragments: string[] = [];

  const endWord = () => {
    if (word) entry.words.push(word);
    word = '';
  };
  const endEntry = () => {
    endWord();
    const mailbox = toMailbox(entry, nameFragments);
    if (mailbox) result.push(mailbox);
    nameFragments = mailbox || entry.angle !== null ? [] : [...nameFragments, ...nameOf(entry)];
    entry = emptyEntry();
  };

  for (let i = 0; i < value.length; i++) {
    const char = value.charAt(i);
    const quoted = char === '"' ? readDelimited(value, i, '"') : null;
    const comment = char === '(' ? readDelimited(value, i, ')') : null;
    if (quoted) {
      word += quoted.text;
      i = quoted.end;
    } else if (comment) {
      endWord();
      entry.comments.push(comment.text);
      i = comment.end;
    } else if (char === '"' || char === '(') {
      // Unterminated: read the rest as if the opening character were not there.
    } else if (char === '<') {
      const close = value.indexOf('>', i);
      const end = close < 0 ? value.length : close;
      endWord();
      entry.angle = value.slice(i + 1, end);
      i = end;
    } else if (char === ',') {
      endEntry();
    } else if (char === ':' && startsGroup(entry, word)) {
      // The phrase so far was the group's name, not a mailbox.
      entry = emptyEntry();
      word = '';
      nameFragments = [];
    } else if (char === ';') {
      endEntry();
      nameFragments = [];
    } else if (/\s/.test(char)) {
      endWord();
    } else {
      word += char;
    }
  }
  endEntry();
  return result;
}

/**
 * The text of a quoted string or a comment whose opening character is at `start`, and the index of
 * its closing character; null when it is never closed. A backslash escapes one character; comments
 * nest.
 */
function readDelimited(
  value: string,
  start: number,
  close: string,
): { text: string; end: number } | null {
  const open = value.charAt(start);
  const nests = open !== close;
  let depth = 1;
  let text = '';
  for (let i = start + 1; i < value.length; i++) {
    const char = value.charAt(i);
    if (char === '\\' && i + 1 < value.length) {
      text += value.charAt(++i);
      continue;
    }
    if (char === close && --depth === 0) return { text, end: i };
    if (nests && char === open) depth++;
    text += char;
  }
  return null;
}

function startsGroup(entry: Entry, word: string): boolean {
  return entry.angle === null && !word.includes('@') && !entry.words.some((w) => w.includes('@'));
}

function nameOf(entry: Entry): string[] {
  const phrase = entry.words.join(' ').trim();
  return phrase ? [phrase] : [];
}

function toMailbox(entry: Entry, nameFragments: readonly string[]): ParsedAddress | null {
  const comment = normalizeSpace(entry.comments.join(' '));
  if (entry.angle !== null) {
    const email = stripRoute(entry.angle.trim());
    if (!email) return null;
    const name = normalizeSpace([...nameFragments, ...nameOf(entry)].join(', '));
    return { name: name || comment, email };
  }
  const addressWords = entry.words.filter((w) => w.includes('@'));
  const [email] = addressWords;
  if (email === undefined || addressWords.length > 1) return null;
  const name = normalizeSpace(entry.words.filter((w) => !sameAddress(w, email)).join(' '));
  return { name: name || comment, email };
}

/** `<@relay.example:ann@example.com>` (obsolete source route) → `ann@example.com`. */
function stripRoute(address: string): string {
  return address.startsWith('@') ? address.slice(address.indexOf(':') + 1).trim() : address;
}

function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
