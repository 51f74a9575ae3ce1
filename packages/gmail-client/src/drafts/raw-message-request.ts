import type { GmailRequest } from '../google-client';
import { MAX_MESSAGE_BYTES, toBase64Url } from '../mime-builder';
import type { Delivery } from '../retry-policy';
import { MessageTooLargeError, multipartUpload, UPLOAD_THRESHOLD_BYTES } from './message-upload';

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
 * base64url in JSON up to UPLOAD_THRESHOLD_BYTES; above that the /upload/ endpoint
 * (uploadType=multipart) with the message unencoded. Over Gmail's 35 MiB it throws
 * MessageTooLargeError instead: no request would be taken.
 */
export function rawMessageRequest(options: RawMessageRequestOptions): GmailRequest {
  const { method, path, raw, threadId, resource, delivery } = options;
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw;
  if (bytes.length > MAX_MESSAGE_BYTES) throw new MessageTooLargeError(bytes.length);
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
