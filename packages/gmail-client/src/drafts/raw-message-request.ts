import type { GmailRequest } from '../google-client';
import { toBase64Url } from '../mime-builder';
import type { Delivery } from '../retry-policy';
import { multipartUpload, UPLOAD_THRESHOLD_BYTES } from './message-upload';

/** The Message fields a request carries: `raw` (base64url) in JSON, `threadId` in both forms. */
export interface MessageFields {
  raw?: string;
  threadId?: string;
}

export interface RawMessageRequestOptions {
  method: 'POST' | 'PUT';
  /** Below /gmail/v1/users/me (or /upload/gmail/v1/users/me): '/messages/send', '/drafts', … */
  path: string;
  /** The RFC 5322 message: its bytes, or its text (encoded as UTF-8). */
  raw: Uint8Array | string;
  threadId?: string;
  /**
   * The resource the method takes around its Message: the Message itself for messages.send,
   * `{ message }` or `{ id, message }` (a Draft) for drafts. Upload metadata is the same resource
   * without `raw`.
   */
  resource: (message: MessageFields) => Record<string, unknown>;
  delivery: Delivery;
}

/**
 * The request that carries a raw message to Gmail (messages.send, drafts.create / update): `raw`
 * base64url in JSON up to 5 MB; above that the /upload/ endpoint (uploadType=multipart) with the
 * message unencoded, since base64 in JSON would grow it by a third.
 */
export function rawMessageRequest(options: RawMessageRequestOptions): GmailRequest {
  const { method, path, raw, threadId, resource, delivery } = options;
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
  const thread: MessageFields = threadId ? { threadId } : {};
  if (bytes.length > UPLOAD_THRESHOLD_BYTES) {
    return {
      method,
      path,
      upload: true,
      params: { uploadType: 'multipart' },
      ...multipartUpload(bytes, resource(thread)),
      delivery,
    };
  }
  return {
    method,
    path,
    body: JSON.stringify(resource({ raw: toBase64Url(bytes), ...thread })),
    delivery,
  };
}
