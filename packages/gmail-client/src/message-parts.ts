type MessagePart = gapi.client.gmail.MessagePart;

/** A header's value (first occurrence, case-insensitive name), or undefined. */
export function headerValue(
  headers: readonly gapi.client.gmail.MessagePartHeader[] | undefined,
  name: string,
): string | undefined {
  const lower = name.toLowerCase();
  return headers?.find((header) => header.name?.toLowerCase() === lower)?.value;
}

/** The part and every part below it, depth first, in document order. */
function* walkParts(part: MessagePart | undefined): Generator<MessagePart> {
  if (!part) return;
  yield part;
  for (const child of part.parts ?? []) yield* walkParts(child);
}

/** Parts that carry content themselves (no children). */
export function leafParts(root: MessagePart | undefined): MessagePart[] {
  return [...walkParts(root)].filter((part) => !part.parts?.length);
}

/**
 * File names of the parts that have one, in document order (`attachments` in
 * docs/behaviour/data.md#mail-list-item).
 */
export function attachmentFileNames(root: MessagePart | undefined): string[] {
  return [...walkParts(root)].map((part) => part.filename ?? '').filter((name) => name !== '');
}

/** Whether the part's Content-Disposition says `attachment` (it is for downloading, named or not). */
export function saysAttachment(part: MessagePart): boolean {
  return /^\s*attachment/i.test(headerValue(part.headers, 'Content-Disposition') ?? '');
}

/** Content-ID without its angle brackets, or undefined. */
export function contentIdOf(part: MessagePart): string | undefined {
  const value = headerValue(part.headers, 'Content-ID')?.trim();
  return value ? value.replace(/^<|>$/g, '') : undefined;
}

/** Gmail's internalDate (epoch ms as a string) as a number; 0 when absent or malformed. */
export function internalDateOf(message: gapi.client.gmail.Message): number {
  const date = Number(message.internalDate);
  return Number.isFinite(date) ? date : 0;
}
