import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { decodeText } from './charset';
import { parseRawMessage } from './parse-raw-message';
import iconv from 'iconv-lite';
import type { GmailPart, ParsedMessage } from './types';

// Every real-world .eml in fixtures/eml parses, and its text, html, attachment contents and
// filenames agree with the independent parser postal-mime. Where the two parsers may legitimately
// differ, the difference is modelled below with its reason, rather than the fixture being skipped:
//
// 1. Gmail serves a text part with a filename as an attachment; postal-mime shows text/plain and
//    text/html parts as text unless their disposition is 'attachment'.
// 2. Gmail serves every text/* part without a filename inline (text/calendar, text/rfc822-headers,
//    message/delivery-status as text/plain); postal-mime lists those as attachments.
// 3. postal-mime does not look inside message/rfc822 parts whose disposition is 'attachment', or any
//    message/rfc822 part of a report that has message/delivery-status or message/feedback-report
//    (it lists them as attachments); Gmail and this parser expand them all.
// 4. postal-mime decodes bytes as declared and yields U+FFFD where the declaration is wrong (8-bit
//    header bytes that are not UTF-8, single-byte text labelled UTF-8); this parser reads such text
//    as windows-1252. A U+FFFD on postal-mime's side therefore matches any one non-ASCII character.
// 5. postal-mime has no UTF-7 (TextDecoder does not know it) and falls back to windows-1252, which
//    leaves the 7-bit UTF-7 text as written: decoding its output as UTF-7 must give this text.
// 6. postal-mime joins format=flowed lines and this parser, like Gmail, serves the text as written,
//    so text is compared with all whitespace removed.
// 7. Broken structure is resolved differently. Documented per fixture in KNOWN_DIFFERENCES.
//
// No fixture is skipped: each one parses (Gmail stores whatever a mail server would deliver).

/** UTF-7 is 7-bit: postal-mime leaves it as written (difference 5). */
const decodeUtf7 = (text: string) => iconv.decode(Buffer.from(text, 'latin1'), 'utf-7');

const emlDir = path.resolve(__dirname, '../../../fixtures/eml');

type Check = 'headers' | 'text' | 'attachments' | 'filenames';

/**
 * Fixtures on which the parsers disagree for a reason given here (difference 7). The named checks are
 * expected to fail for them — so an entry that stops being true is noticed — and the others to pass.
 */
const KNOWN_DIFFERENCES: Record<string, { fails: Check[]; reason: string }> = {
  'stalwart/legacy_045.eml': {
    fails: ['attachments', 'filenames'],
    reason:
      `Its text attachment is named only by name*="iso-8859-1''…" and filename*="…": encoded ` +
      'values written as quoted strings, which Gmail leaves unnamed (filename ""), so, as any ' +
      'unnamed text part, it is served inline; postal-mime decodes the name.',
  },
  'stalwart/malformed_005.eml': {
    fails: ['text'],
    reason:
      "'--a----' is the close delimiter of the outer boundary 'a--' (RFC 2046 §5.1.1), so what " +
      "follows is epilogue here; postal-mime takes it for the inner boundary 'a----'.",
  },
  'stalwart/malformed_017.eml': {
    fails: ['filenames'],
    reason:
      "'multipart/mixed' followed by 'boundary=…' without the ';': the boundary is read here and the " +
      'image part found; postal-mime sees no boundary and no part.',
  },
  'stalwart/malformed_019.eml': {
    fails: ['text'],
    reason:
      'A part whose first line is not a header field: here that line starts its body (as in ' +
      "Python's email package), postal-mime reads every line up to the blank line as headers.",
  },
  'stalwart/malformed_020.eml': {
    fails: ['text'],
    reason:
      'Two Content-Type fields in one part: the first (multipart/alternative) counts here, as in ' +
      "Python's and Go's mail packages, so 'Plain Text' is preamble; postal-mime takes the last.",
  },
  'stalwart/malformed_021.eml': {
    fails: ['text'],
    reason: 'Same duplicate Content-Type as malformed_020.',
  },
  'stalwart/rfc_000.eml': {
    fails: ['attachments'],
    reason:
      "Its base64 parts hold prose ('... base64-encoded image data goes here ...'), not base64: " +
      'the two decoders turn it into different garbage.',
  },
};

function listEml(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listEml(full);
      return entry.name.endsWith('.eml') ? [full] : [];
    })
    .sort();
}

interface Leaf {
  part: GmailPart;
  /** Inside a message/rfc822 part postal-mime does not expand (difference 3). */
  hiddenFromPostal: boolean;
}

const header = (part: GmailPart, name: string) =>
  part.headers.find((h) => h.name.toLowerCase() === name)?.value ?? '';
const declaredType = (part: GmailPart) =>
  header(part, 'content-type').split(/[;\s]/)[0]!.toLowerCase() || 'text/plain';
const isAttachmentDisposition = (part: GmailPart) =>
  /^\s*attachment/i.test(header(part, 'content-disposition'));
const charsetOf = (part: GmailPart) =>
  /charset\s*=\s*"?([^";\s]+)/i.exec(header(part, 'content-type'))?.[1];

function isReport(part: GmailPart): boolean {
  if (['message/delivery-status', 'message/feedback-report'].includes(declaredType(part)))
    return true;
  // postal-mime looks for reports only in its own message, not inside expanded message/rfc822 parts.
  return part.mimeType !== 'message/rfc822' && (part.parts ?? []).some(isReport);
}

function collectLeaves(root: GmailPart): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (part: GmailPart, hidden: boolean, report: boolean) => {
    if (part.mimeType === 'message/rfc822') {
      leaves.push({ part, hiddenFromPostal: hidden });
      const postalExpands = !isAttachmentDisposition(part) && !report;
      for (const inner of part.parts ?? []) walk(inner, hidden || !postalExpands, isReport(inner));
    } else if (part.parts) {
      for (const child of part.parts) walk(child, hidden, report);
    } else {
      leaves.push({ part, hiddenFromPostal: hidden });
    }
  };
  walk(root, false, isReport(root));
  return leaves;
}

/** postal-mime's inline text parts: text/plain and text/html not marked as attachments. */
const postalShowsAsText = (part: GmailPart) =>
  ['text/plain', 'text/html'].includes(declaredType(part)) && !isAttachmentDisposition(part);

const inlineText = (part: GmailPart) => Buffer.from(part.body.data ?? '', 'base64url').toString();
const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');

/** `expected` (from postal-mime) found in `actual`, a U+FFFD matching any non-ASCII char (diff. 4). */
function containsModuloReplacement(haystack: string, needle: string): boolean {
  if (haystack.includes(needle)) return true;
  if (!haystack.includes('\ufffd')) return false;
  const pattern = [...needle]
    .map((ch) => (ch.charCodeAt(0) > 0x7f ? '(?:\\ufffd+|[^\\x00-\\x7f])' : escapeRegExp(ch)))
    .join('');
  return new RegExp(pattern, 'u').test(haystack);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sameName(postalName: string, mine: string): boolean {
  if (postalName === mine) return true;
  const pattern = [...postalName]
    .map((ch) => (ch === '\ufffd' ? '[^\\x00-\\x7f]' : escapeRegExp(ch)))
    .join('');
  return new RegExp(`^${pattern}$`, 'u').test(mine);
}

function expectTextLeavesInPostal(leaves: Leaf[], email: Email, file: string) {
  const postalText = { 'text/plain': email.text ?? '', 'text/html': email.html ?? '' };
  for (const { part, hiddenFromPostal } of leaves) {
    if (hiddenFromPostal || !postalShowsAsText(part)) continue;
    const mine = part.filename === '' ? inlineText(part) : undefined;
    if (mine === undefined) continue; // difference 1: checked with the attachments
    const type = declaredType(part) as keyof typeof postalText;
    let theirs = withoutWhitespace(postalText[type]);
    if (/^(?:x-)?utf-?7$/i.test(charsetOf(part) ?? '')) theirs = decodeUtf7(theirs);
    const found = containsModuloReplacement(theirs, withoutWhitespace(mine));
    if (!found)
      throw new Error(`${file}: part ${part.partId} (${type}) is not in postal-mime's text`);
  }
}

const isNotBase64 = (part: GmailPart) => !/base64/i.test(header(part, 'content-transfer-encoding'));
const lfLineEnds = (bytes: Buffer) =>
  bytes.toString('latin1').replace(/\r\n/g, '\n').replace(/\n+$/, '');

/** Each attachment postal-mime reports has the same content here (byte for byte, see below). */
function expectPostalAttachmentsFound(parsed: ParsedMessage, leaves: Leaf[], email: Email) {
  for (const attachment of email.attachments) {
    const theirs = Buffer.from(attachment.content as ArrayBuffer);
    const found = leaves.some(({ part }) => {
      const mine = parsed.attachmentBodies.get(part.partId);
      if (mine === undefined) {
        // Difference 2: an inline text part here; postal-mime re-encodes text/calendar as UTF-8.
        return withoutWhitespace(inlineText(part)) === withoutWhitespace(theirs.toString());
      }
      if (mine.equals(theirs)) return true;
      // postal-mime rewrites the line ends of all but base64 content as LF.
      return isNotBase64(part) && lfLineEnds(mine) === lfLineEnds(theirs);
    });
    const name = attachment.filename ?? attachment.mimeType;
    expect({ attachment: name, foundHere: found }).toEqual({ attachment: name, foundHere: true });
  }
}

function expectFilenamesAgree(parsed: ParsedMessage, leaves: Leaf[], email: Email) {
  const unmatched = [...parsed.filenames];
  for (const name of email.attachments.map((a) => a.filename).filter((n): n is string => !!n)) {
    const index = unmatched.findIndex((mine) => sameName(name, mine));
    expect({ postalFilename: name, foundHere: index !== -1 }).toEqual({
      postalFilename: name,
      foundHere: true,
    });
    unmatched.splice(index, 1);
  }
  // Names only this parser reports must come from differences 1 and 3.
  const explained = new Set(
    leaves
      .filter(({ part, hiddenFromPostal }) => hiddenFromPostal || postalShowsAsText(part))
      .map(({ part }) => part.filename),
  );
  expect(unmatched.filter((name) => !explained.has(name))).toEqual([]);
}

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Subject and Message-ID decode alike (postal-mime collapses whitespace and keeps the <>). */
function expectHeadersAgree(parsed: ParsedMessage, email: Email) {
  // postal-mime turns a raw 8-bit byte inside an encoded word into U+FFFD's UTF-8 bytes read as
  // latin1 ('ï¿½'): difference 4 again.
  const theirs = collapsed(email.subject ?? '').replaceAll('ï¿½', '\ufffd');
  const mine = collapsed(parsed.headers.subject);
  // Differences 4 and 5 apply to encoded words too.
  const subjectAgrees =
    sameName(theirs, mine) || (theirs.includes('+') && decodeUtf7(theirs) === mine);
  expect({ subject: mine, agrees: subjectAgrees }).toEqual({ subject: mine, agrees: true });
  expect(parsed.headers.messageId).toBe((email.messageId ?? '').replace(/^\s*<|>\s*$/g, ''));
}

const LETTER_RUN = /\p{L}{4,}/gu;

/** Every word of postal-mime's text occurs in what this parser extracted (nothing was lost). */
function expectPostalWordsCovered(parsed: ParsedMessage, email: Email) {
  const corpus: string[] = [parsed.searchText, ...parsed.filenames];
  const walk = (part: GmailPart) => {
    for (const h of part.headers) corpus.push(h.name, h.value);
    if (part.body.data) corpus.push(inlineText(part));
    // Difference 1: a named text part is an attachment here.
    const attached = parsed.attachmentBodies.get(part.partId);
    if (attached && part.mimeType.startsWith('text/'))
      corpus.push(decodeText(attached, charsetOf(part)));
    part.parts?.forEach(walk);
  };
  walk(parsed.payload);
  const mine = corpus.join('\n').toLowerCase();
  const missing = [...new Set((email.text ?? '').match(LETTER_RUN) ?? [])].filter(
    (word) => !mine.includes(word.toLowerCase()),
  );
  expect(missing).toEqual([]);
}

const files = listEml(emlDir);

test('the fixture set is there', () => {
  expect(files.length).toBeGreaterThan(0);
});

test.each(files.map((file) => [path.relative(emlDir, file), file]))(
  '%s parses and agrees with postal-mime',
  async (name, file) => {
    const raw = fs.readFileSync(file);
    const parsed = parseRawMessage(raw);
    const email = await PostalMime.parse(raw);
    const leaves = collectLeaves(parsed.payload);
    const checks: Record<Check, () => void> = {
      headers: () => expectHeadersAgree(parsed, email),
      text: () => {
        expectTextLeavesInPostal(leaves, email, name);
        expectPostalWordsCovered(parsed, email);
      },
      attachments: () => expectPostalAttachmentsFound(parsed, leaves, email),
      filenames: () => expectFilenamesAgree(parsed, leaves, email),
    };

    expect(parsed.sizeEstimate).toBe(raw.length);
    const expectedFailures = KNOWN_DIFFERENCES[name]?.fails ?? [];
    for (const [check, run] of Object.entries(checks)) {
      if (expectedFailures.includes(check as Check)) expect(run).toThrow();
      else run();
    }
  },
);

// What comes before a message's header in real mail — a mail store's envelope line, an editor's
// byte order mark, a stray folded line — is skipped: each fixture so prefixed reads as itself.
const PREFIXES: Record<string, Buffer> = {
  'an mbox envelope line': Buffer.from('From MAILER-DAEMON Thu Jan  2 10:00:00 2025\n'),
  'a UTF-8 byte order mark': Buffer.from([0xef, 0xbb, 0xbf]),
  'a folded line with nothing to continue': Buffer.from(' X-Stray: junk\r\n\tmore junk\r\n'),
};
test.each(
  files.flatMap((file) =>
    Object.keys(PREFIXES).map((prefix) => [path.relative(emlDir, file), prefix, file]),
  ),
)('%s after %s parses as the fixture itself', (_, prefix, file) => {
  const raw = fs.readFileSync(file);
  const plain = parseRawMessage(raw);
  const prefixed = parseRawMessage(Buffer.concat([PREFIXES[prefix]!, raw]));
  expect(prefixed.payload).toEqual(plain.payload);
  expect(prefixed.snippet).toBe(plain.snippet);
  expect(prefixed.headers).toEqual(plain.headers);
  expect(prefixed.attachmentBodies).toEqual(plain.attachmentBodies);
});
