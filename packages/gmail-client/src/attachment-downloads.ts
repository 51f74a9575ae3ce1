import { AttachmentCache, attachmentKey } from './attachment-cache';
import { decodeBase64Url } from './mime-builder';
import { SharedLoads } from './shared-loads';

const ATTACHMENT_CACHE_BYTES = 50 * 1024 * 1024;

/** A GET of Gmail's API answering JSON, made by the client (its cap, retries and monitor). */
type GetJson = <T>(url: string, signal?: AbortSignal) => Promise<T>;

/**
 * Attachment bytes for `GoogleClient.getAttachment`, cached by (messageId, partId). Loaded when a
 * conversation first asks for an attachment: the mailbox's first screen needs none of it.
 */
export function createAttachmentDownloads(
  get: GetJson,
  attachmentUrl: (messageId: string, attachmentId: string) => string,
) {
  const cache = new AttachmentCache(ATTACHMENT_CACHE_BYTES);
  // Two views asking for one attachment at once share its download.
  const downloads = new SharedLoads<Uint8Array>();
  return (
    messageId: string,
    partId: string,
    attachmentId: string,
    signal?: AbortSignal,
  ): Promise<Uint8Array> => {
    const cached = cache.get(messageId, partId);
    if (cached) return Promise.resolve(cached);
    const download = async (downloadSignal: AbortSignal) => {
      const answer = await get<gapi.client.gmail.MessagePartBody>(
        attachmentUrl(messageId, attachmentId),
        downloadSignal,
      );
      const data = decodeBase64Url(answer.data ?? '');
      cache.set(messageId, partId, data);
      return data;
    };
    return downloads.run(attachmentKey(messageId, partId), download, signal);
  };
}

export type AttachmentDownloads = ReturnType<typeof createAttachmentDownloads>;
