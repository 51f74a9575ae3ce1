import { isServedByAttachmentId } from './parts-served-by-attachment-id';
import { decodeText } from './charset';
import { decodeEncodedWords } from './encoded-words';
import {
  byteOrderMarkLength,
  firstFieldValue,
  readHeaderSection,
  readMessageHeaderSection,
  type HeaderSection,
} from './header-section';
import { readMessageHeaders } from './message-headers';
import { splitMultipart } from './multipart';
import { makeSnippet, readableText, type TextLeaf } from './snippet';
import { parseStructuredHeader } from './structured-header';
import { decodeTransferEncoding } from './transfer-decoding';
import { MalformedMessageError, type GmailPart, type ParsedMessage } from './types';

/*
 * Raw RFC 5322 / MIME bytes → the `payload` tree Gmail serves plus what the store and search need.
 *
 * Gmail stores whatever a mail server would deliver, so the only input rejected
 * (MalformedMessageError, the API's 400) is input with nothing in it: empty or whitespace-only.
 *
 * Before its header fields a message may carry a UTF-8 byte order mark, an mbox envelope line
 * ("From sender date") and folded lines with no field to continue: those are skipped (the raw keeps
 * them). A message whose header section then holds no field, or holds NUL bytes (binary data, not
 * headers), has no parsable header: it is served as one text/plain leaf without headers whose text
 * is the whole message (after a byte order mark), so Subject and From are absent and the snippet
 * comes from that text — a body without any header, a first line that is not a field, a blank first
 * line, binary data.
 *
 * Everything else real mail gets wrong is accepted too: a missing blank line after the headers (the
 * first non-field line starts the body), a line of only blanks inside the header (folding), 8-bit
 * header bytes (UTF-8 when valid, else windows-1252), missing or wrong-case parameters, bad base64
 * padding, stray '=' in quoted-printable, a missing close delimiter, unknown charsets and transfer
 * encodings. A multipart body with no boundary parameter or no delimiter line is served as one
 * text/plain leaf so its text stays readable; a message/rfc822 part whose content has no parsable
 * header (by the rule above) is kept as an attachment without `parts`. Nesting deeper than MAX_DEPTH
 * (multipart and message/rfc822 levels together) is not expanded.
 */

// Deep enough for any real mail (forwards of forwards), shallow enough for the call stack.
const MAX_DEPTH = 40;

interface ParseState {
  attachmentBodies: Map<string, Buffer>;
  filenames: string[];
  textLeaves: TextLeaf[];
}

const isMimeType = (value: string) => /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(value);
const childPartId = (parentId: string, index: number) =>
  parentId === '' ? String(index) : `${parentId}.${index}`;

/** Whether a message's header section (readMessageHeaderSection) holds fields and no NUL byte. */
function hasParsableHeader(message: Buffer, section: HeaderSection): boolean {
  return section.fields.length > 0 && !message.subarray(0, section.bodyStart).includes(0);
}

/** Only blanks and line ends (after a byte order mark), or nothing: no header, no text. */
const isBlankInput = (raw: Buffer) =>
  raw
    .subarray(byteOrderMarkLength(raw))
    .every((byte) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d));

function parseEntity(
  entity: Buffer,
  partId: string,
  depth: number,
  defaultMimeType: string,
  state: ParseState,
): GmailPart {
  return parseSection(entity, readHeaderSection(entity), partId, depth, defaultMimeType, state);
}

function parseSection(
  entity: Buffer,
  section: HeaderSection,
  partId: string,
  depth: number,
  defaultMimeType: string,
  state: ParseState,
): GmailPart {
  const { fields } = section;
  const contentType = parseStructuredHeader(firstFieldValue(fields, 'content-type') ?? '');
  const disposition = parseStructuredHeader(firstFieldValue(fields, 'content-disposition') ?? '');
  const filename = decodeEncodedWords(
    disposition.params.get('filename') || contentType.params.get('name') || '',
  );
  const part: GmailPart = {
    partId,
    mimeType: isMimeType(contentType.value) ? contentType.value : defaultMimeType,
    filename,
    headers: fields.map(({ name, value }) => ({ name, value: decodeEncodedWords(value) })),
    body: { size: 0 },
  };
  if (filename) state.filenames.push(filename);
  const content = decodeTransferEncoding(
    entity.subarray(section.bodyStart),
    firstFieldValue(fields, 'content-transfer-encoding'),
  );

  if (part.mimeType.startsWith('multipart/')) {
    const boundary = contentType.params.get('boundary');
    const bodies = boundary && depth < MAX_DEPTH ? splitMultipart(content, boundary) : [];
    if (bodies.length > 0) {
      const childDefault = part.mimeType === 'multipart/digest' ? 'message/rfc822' : 'text/plain';
      part.parts = bodies.map((body, index) =>
        parseEntity(body, childPartId(partId, index), depth + 1, childDefault, state),
      );
      return part;
    }
    // No boundary or no delimiter line: one text leaf, so the body stays readable (see the top).
    part.mimeType = 'text/plain';
  }
  // Gmail presents delivery status notifications as text.
  if (part.mimeType === 'message/delivery-status') part.mimeType = 'text/plain';

  if (isServedByAttachmentId(part)) {
    part.body.size = content.length;
    state.attachmentBodies.set(partId, content);
    if (part.mimeType === 'message/rfc822' && depth < MAX_DEPTH) {
      const inner = readMessageHeaderSection(content);
      if (hasParsableHeader(content, inner)) {
        part.parts = [
          parseSection(content, inner, childPartId(partId, 0), depth + 1, 'text/plain', state),
        ];
      }
    }
    return part;
  }

  const text = decodeText(content, contentType.params.get('charset'));
  const utf8 = Buffer.from(text, 'utf8');
  part.body.size = utf8.length;
  if (utf8.length > 0) part.body.data = utf8.toString('base64url');
  state.textLeaves.push({ mimeType: part.mimeType, text });
  return part;
}

/** Parses a raw message; throws MalformedMessageError only for empty input (rules above). */
export function parseRawMessage(raw: Buffer): ParsedMessage {
  if (isBlankInput(raw)) {
    throw new MalformedMessageError('Not an RFC 5322 message: it is empty or only whitespace');
  }
  const header = readMessageHeaderSection(raw);
  // No parsable header: the whole message is the body of a text/plain leaf without headers.
  const start = byteOrderMarkLength(raw);
  const section = hasParsableHeader(raw, header) ? header : { fields: [], start, bodyStart: start };
  const state: ParseState = { attachmentBodies: new Map(), filenames: [], textLeaves: [] };
  const payload = parseSection(raw, section, '', 0, 'text/plain', state);
  return {
    payload,
    attachmentBodies: state.attachmentBodies,
    snippet: makeSnippet(state.textLeaves),
    sizeEstimate: raw.length,
    headers: readMessageHeaders(payload.headers),
    searchText: state.textLeaves.map(readableText).join('\n'),
    filenames: state.filenames,
    hasAttachment: state.filenames.length > 0,
  };
}
