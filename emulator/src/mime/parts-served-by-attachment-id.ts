import type { GmailPart } from './types';

/**
 * Gmail serves a part's content by attachmentId, instead of inline `body.data`, for every leaf that is
 * not text (however small) and for a text leaf with a filename; message/rfc822 parts too, beside
 * their expanded `parts`. Multipart containers carry no content.
 */
export function isServedByAttachmentId(part: Pick<GmailPart, 'mimeType' | 'filename'>): boolean {
  if (part.mimeType.startsWith('multipart/')) return false;
  return !part.mimeType.startsWith('text/') || part.filename !== '';
}

/**
 * A deep copy of `payload` in which every part served by attachmentId has
 * `body.attachmentId = makeId(partId)`. Real attachment ids change between calls, so the store calls
 * this on every read and keeps the content keyed by partId.
 */
export function withAttachmentIds(
  payload: GmailPart,
  makeId: (partId: string) => string,
): GmailPart {
  const copy: GmailPart = {
    ...payload,
    headers: payload.headers.map((header) => ({ ...header })),
    body: { ...payload.body },
  };
  if (isServedByAttachmentId(payload)) copy.body.attachmentId = makeId(payload.partId);
  if (payload.parts) copy.parts = payload.parts.map((part) => withAttachmentIds(part, makeId));
  return copy;
}
