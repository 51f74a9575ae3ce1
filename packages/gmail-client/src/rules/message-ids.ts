/**
 * The usable Message-IDs of a Message-ID, In-Reply-To or References value, each as `<id>`, in order,
 * each once. An id that would break the header (whitespace inside its brackets, an empty one) is left
 * out rather than refused: a crafted original must not stop an answer
 * (docs/behaviour/compose.md#mime-message).
 */
export function messageIdsIn(value: string): string[] {
  const tokens = value.match(/<[^<>]*>|[^\s<>]+/g) ?? [];
  const ids = tokens
    .map((token) => token.replace(/^<|>$/g, ''))
    .filter((id) => id !== '' && !/[\s<>]/.test(id))
    .map((id) => `<${id}>`);
  return [...new Set(ids)];
}

/**
 * A reply's References (RFC 5322 3.6.4, and what Gmail sends): the parent's References, then the
 * parent's own Message-ID, so clients that thread by References (Thunderbird, Outlook) keep the chain.
 */
export function replyReferences(parentReferences: string, parentMessageId: string): string[] {
  return messageIdsIn(`${parentReferences} ${parentMessageId}`);
}
