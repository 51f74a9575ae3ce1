/** One attachment: attachment ids change between calls, a message's parts do not. */
export function attachmentKey(messageId: string, partId: string): string {
  return `${messageId}\u0000${partId}`;
}

/**
 * Attachment bytes by (messageId, partId) — attachment ids change between calls, parts do not — bounded
 * by total size, the least recently used going first.
 */
export class AttachmentCache {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(messageId: string, partId: string): Uint8Array | undefined {
    const key = attachmentKey(messageId, partId);
    const data = this.entries.get(key);
    if (data) {
      this.entries.delete(key);
      this.entries.set(key, data); // now the most recently used
    }
    return data;
  }

  set(messageId: string, partId: string, data: Uint8Array): void {
    const key = attachmentKey(messageId, partId);
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.byteLength;
    }
    if (data.byteLength > this.maxBytes) return;
    this.entries.set(key, data);
    this.bytes += data.byteLength;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
