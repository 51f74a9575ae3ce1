import { messageIdsIn, parseAddressList } from '../rules';
import { addressHeader } from './address-header';
import { cleanHeaderText, foldHeader, unstructuredTokens } from './outgoing-header-encoding';
import { htmlToText } from './plain-text-alternative';
import { extractInlineImages, type InlineImage } from './inline-images';
import { formatMessageDate } from './message-date';
import { binaryPart, multipartPart, textPart, type MimePart } from './mime-part';
import { asciiFallbackName, headerWithParameters, safeMimeType } from './parameters';
import { cryptoRandomBytes, randomToken, type RandomBytes } from '../random';
import type { BuildOptions, MailAttachment, MailDraft } from './types';

const utf8 = new TextEncoder();
/** Message-ID and Content-ID right-hand side when the sender's domain is unknown (RFC 2606). */
const FALLBACK_ID_DOMAIN = 'mail.invalid';

/**
 * The RFC 5322 message for messages.send, as UTF-8 bytes with CRLF line ends. Structure, outermost
 * first and each only when needed: multipart/mixed (attachments) > multipart/related (inline images)
 * > multipart/alternative (text/plain + text/html). Header lines stay within 78 characters and body
 * lines within 76; all bodies are 7-bit (quoted-printable or base64).
 */
export function buildMimeMessage(draft: MailDraft, options: BuildOptions = {}): Uint8Array {
  const randomBytes = options.randomBytes ?? cryptoRandomBytes;
  const idDomain = senderDomain(draft.from);
  const newId = () => `${randomToken(randomBytes, 24)}@${idDomain}`;
  const { html, images } = extractInlineImages(draft.html, newId);
  const text = draft.text ?? htmlToText(draft.html);
  const body = bodyPart(text, html, images, draft.attachments, randomBytes);
  const headers = [
    ...messageHeaders(draft, draft.messageId ?? newId()),
    'MIME-Version: 1.0',
    ...body.headers,
  ];
  return utf8.encode(`${headers.join('\r\n')}\r\n\r\n${body.body}\r\n`);
}

function messageHeaders(draft: MailDraft, messageId: string): string[] {
  const headers: string[] = [];
  const addAddresses = (name: string, entries: readonly string[] | undefined) => {
    if (entries && entries.length > 0) headers.push(addressHeader(name, entries));
  };
  addAddresses('From', draft.from ? [draft.from] : undefined);
  addAddresses('To', draft.to);
  addAddresses('Cc', draft.cc);
  addAddresses('Bcc', draft.bcc);
  headers.push(foldHeader('Subject', unstructuredTokens(draft.subject, 'Subject')));
  headers.push(foldHeader('Date', formatMessageDate(draft.date ?? new Date()).split(' ')));
  headers.push(foldHeader('Message-ID', [messageIdToken(messageId)]));
  // Ids from the original are cleaned, never refused: a crafted Message-ID must not block a reply.
  const [inReplyTo] = messageIdsIn(draft.inReplyTo ?? '');
  const references = referenceIds(draft);
  if (inReplyTo) headers.push(foldHeader('In-Reply-To', [inReplyTo]));
  if (references.length > 0) headers.push(foldHeader('References', references));
  return headers;
}

/** Explicit References, else the In-Reply-To id alone. */
function referenceIds(draft: MailDraft): string[] {
  const given = draft.references ?? draft.inReplyTo ?? [];
  const values = typeof given === 'string' ? [given] : given;
  return messageIdsIn(values.join(' '));
}

/** Our own Message-ID: made here or kept with the draft, so a bad one is a bug to report. */
function messageIdToken(id: string): string {
  const [token, ...rest] = messageIdsIn(id);
  if (!token || rest.length > 0) throw new Error(`Not a Message-ID: ${JSON.stringify(id)}`);
  return token;
}

function senderDomain(from: string | undefined): string {
  const email = from ? parseAddressList(from)[0]?.email : undefined;
  const domain = email?.slice(email.lastIndexOf('@') + 1) ?? '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain) ? domain.toLowerCase() : FALLBACK_ID_DOMAIN;
}

function bodyPart(
  text: string,
  html: string,
  images: readonly InlineImage[],
  attachments: readonly MailAttachment[],
  randomBytes: RandomBytes,
): MimePart {
  let body = multipartPart(
    'alternative',
    [textPart('plain', text), textPart('html', html)],
    randomBytes,
  );
  if (images.length > 0) {
    body = multipartPart('related', [body, ...images.map(inlineImagePart)], randomBytes, [
      ['type', 'multipart/alternative'],
    ]);
  }
  if (attachments.length > 0) {
    body = multipartPart('mixed', [body, ...attachments.map(attachmentPart)], randomBytes);
  }
  return body;
}

/** Named as attachments are (exact RFC 2231 filename, ASCII `name`), so the image keeps its name. */
function inlineImagePart(image: InlineImage): MimePart {
  const filename = cleanHeaderText(image.filename).trim() || 'image';
  return binaryPart(
    [
      headerWithParameters('Content-Type', image.mimeType, [['name', asciiFallbackName(filename)]]),
      headerWithParameters('Content-Disposition', 'inline', [['filename', filename]]),
      foldHeader('Content-ID', [`<${image.contentId}>`]),
    ],
    image.data,
  );
}

/** RFC 2231 filename (exact, any script) plus a plain ASCII `name` for readers that ignore 2231. */
function attachmentPart(attachment: MailAttachment): MimePart {
  const filename = cleanHeaderText(attachment.filename).trim() || 'attachment';
  return binaryPart(
    [
      headerWithParameters('Content-Type', safeMimeType(attachment.mimeType), [
        ['name', asciiFallbackName(filename)],
      ]),
      headerWithParameters('Content-Disposition', 'attachment', [['filename', filename]]),
    ],
    attachment.data,
  );
}
