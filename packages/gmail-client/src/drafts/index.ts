// @mail/gmail-client/drafts: messages.send and the drafts calls, an entry of its own so that the
// screens that never send mail do not download it. The calls go through the page's one client
// (its in-flight cap, retries and connection monitor) by `GoogleClient.requestGmail`.
import { isGoogleApiError } from '../errors';
import type { CallOptions, GoogleClient } from '../google-client';
import { toThreadMessage, type ThreadMessage } from '../thread-message';
import { rawMessageRequest } from './raw-message-request';

export interface SendMessageInput {
  /** The RFC 5322 message: its bytes, or its text (encoded as UTF-8). Not base64: the client encodes. */
  raw: Uint8Array | string;
  /** Gmail thread id, to send a reply into its conversation. */
  threadId?: string;
}

export interface SentMessage {
  id: string;
  threadId: string;
  labelIds: string[];
}

/** A draft's content: the whole RFC 5322 message (drafts are replaced, never patched). */
export type DraftMessageInput = SendMessageInput;

/** A draft and its current message. The draft id is stable; the message id changes on every update. */
export interface DraftRef {
  id: string;
  messageId: string;
  threadId: string;
}

export interface ListDraftsParams {
  pageToken?: string;
  /** Default 100 (Gmail's), at most 500. */
  maxResults?: number;
}

export interface DraftPage {
  /** Newest first (by last change). */
  drafts: DraftRef[];
  nextPageToken?: string;
}

/** A draft with its message ready to display (drafts.get format=full). */
export interface GmailDraft {
  id: string;
  message: ThreadMessage;
}

/** Sending and drafts (docs/google-api.md#calls). */
export interface DraftCalls {
  /**
   * messages.send (through the upload endpoint above 5 MB). Never sent twice: retried only after an
   * answer saying it was not processed (429, 403 rate limit, 503); a 500, a network error or a
   * time-out rejects without a retry. An abort after the request left may still send it.
   */
  sendMessage(message: SendMessageInput, options?: CallOptions): Promise<SentMessage>;
  /**
   * drafts.create (through the upload endpoint above 5 MB). Never created twice: retried only after
   * an answer saying it was not processed (429, 403 rate limit, 503), like sendMessage.
   */
  createDraft(message: DraftMessageInput, options?: CallOptions): Promise<DraftRef>;
  /**
   * drafts.update: replaces the draft's message (a new message id; the draft id stays). Retried like
   * a read: sending the same content again leaves the same draft. Name `threadId` again to stay in a
   * conversation.
   */
  updateDraft(
    draftId: string,
    message: DraftMessageInput,
    options?: CallOptions,
  ): Promise<DraftRef>;
  /** drafts.delete (for good, not to the trash). A draft already gone (404) counts as deleted. */
  deleteDraft(draftId: string, options?: CallOptions): Promise<void>;
  /**
   * drafts.send: the draft is removed and its message sent (a new message id, SENT). Never sent
   * twice (the rules of sendMessage); after a 500, a network error or a time-out, ask
   * `findSentByMessageId` whether it went.
   */
  sendDraft(draftId: string, options?: CallOptions): Promise<SentMessage>;
  /** One page of drafts.list: ids only. */
  listDrafts(params: ListDraftsParams, options?: CallOptions): Promise<DraftPage>;
  /** drafts.get format=full, the message as a conversation shows it. */
  getDraft(draftId: string, options?: CallOptions): Promise<GmailDraft>;
  /**
   * The Gmail id of the sent message with this Message-ID header (angle brackets optional), or
   * undefined: one messages.list `q=rfc822msgid:… in:sent`. For checking whether a send whose
   * answer was lost went out.
   */
  findSentByMessageId(rfc822MessageId: string, options?: CallOptions): Promise<string | undefined>;
}

const DRAFT_LIST_FIELDS = 'drafts(id,message(id,threadId)),nextPageToken';

const toSentMessage = (sent: gapi.client.gmail.Message): SentMessage => ({
  id: sent.id ?? '',
  threadId: sent.threadId ?? '',
  labelIds: sent.labelIds ?? [],
});

const toDraftRef = (draft: gapi.client.gmail.Draft): DraftRef => ({
  id: draft.id ?? '',
  messageId: draft.message?.id ?? '',
  threadId: draft.message?.threadId ?? '',
});

/** The sending and drafts calls of `client` (the page's: `draftCalls(getGoogleClient())`). */
export function draftCalls(client: GoogleClient): DraftCalls {
  return {
    async sendMessage({ raw, threadId }, options) {
      const request = rawMessageRequest({
        method: 'POST',
        path: '/messages/send',
        raw,
        threadId,
        resource: (message) => ({ ...message }),
        delivery: 'at-most-once',
      });
      return toSentMessage(await client.requestGmail<gapi.client.gmail.Message>(request, options));
    },

    async createDraft({ raw, threadId }, options) {
      const request = rawMessageRequest({
        method: 'POST',
        path: '/drafts',
        raw,
        threadId,
        resource: (message) => ({ message }),
        // A repeated create would leave two drafts.
        delivery: 'at-most-once',
      });
      return toDraftRef(await client.requestGmail<gapi.client.gmail.Draft>(request, options));
    },

    async updateDraft(draftId, { raw, threadId }, options) {
      const request = rawMessageRequest({
        method: 'PUT',
        path: `/drafts/${encodeURIComponent(draftId)}`,
        raw,
        threadId,
        resource: (message) => ({ id: draftId, message }),
        // The same content twice leaves the same draft.
        delivery: 'idempotent',
      });
      return toDraftRef(await client.requestGmail<gapi.client.gmail.Draft>(request, options));
    },

    async deleteDraft(draftId, options) {
      try {
        await client.requestGmail(
          {
            method: 'DELETE',
            path: `/drafts/${encodeURIComponent(draftId)}`,
            delivery: 'idempotent',
          },
          options,
        );
      } catch (error) {
        // Already gone (deleted, sent, or a retry after a lost answer): the wanted state.
        if (!(isGoogleApiError(error) && error.status === 404)) throw error;
      }
    },

    async sendDraft(draftId, options) {
      const sent = await client.requestGmail<gapi.client.gmail.Message>(
        {
          method: 'POST',
          path: '/drafts/send',
          body: JSON.stringify({ id: draftId }),
          delivery: 'at-most-once',
        },
        options,
      );
      return toSentMessage(sent);
    },

    async listDrafts({ pageToken, maxResults }, options) {
      const params: Record<string, string> = { fields: DRAFT_LIST_FIELDS };
      if (maxResults !== undefined) params.maxResults = String(maxResults);
      if (pageToken) params.pageToken = pageToken;
      const page = await client.requestGmail<gapi.client.gmail.ListDraftsResponse>(
        { method: 'GET', path: '/drafts', params, delivery: 'idempotent' },
        options,
      );
      const drafts = (page.drafts ?? []).map(toDraftRef);
      return page.nextPageToken ? { drafts, nextPageToken: page.nextPageToken } : { drafts };
    },

    async getDraft(draftId, options) {
      const draft = await client.requestGmail<gapi.client.gmail.Draft>(
        {
          method: 'GET',
          path: `/drafts/${encodeURIComponent(draftId)}`,
          params: { format: 'full' },
          delivery: 'idempotent',
        },
        options,
      );
      return { id: draft.id ?? draftId, message: toThreadMessage(draft.message ?? {}) };
    },

    async findSentByMessageId(rfc822MessageId, options) {
      const id = rfc822MessageId.trim().replace(/^<|>$/g, '');
      const page = await client.requestGmail<gapi.client.gmail.ListMessagesResponse>(
        {
          method: 'GET',
          path: '/messages',
          params: { q: `rfc822msgid:${id} in:sent`, maxResults: '1', fields: 'messages/id' },
          delivery: 'idempotent',
        },
        options,
      );
      return page.messages?.[0]?.id;
    },
  };
}
