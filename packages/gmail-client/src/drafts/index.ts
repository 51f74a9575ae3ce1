// @mail/gmail-client/drafts: messages.send and the drafts calls, an entry of its own so that the
// screens that never send mail do not download it. The calls go through the page's one client
// (its in-flight cap, retries and connection monitor) by `GoogleClient.requestGmail`.
import { parseAddressList } from '../address';
import { isGoogleApiError } from '../errors';
import type { CallOptions, GoogleClient } from '../google-client';
import { headerValue, internalDateOf } from '../message-parts';
import { toThreadMessage, type ThreadMessage } from '../thread-message';
import { rawMessageRequest } from './raw-message-request';

export { MessageTooLargeError, UPLOAD_THRESHOLD_BYTES } from './message-upload';

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

/**
 * How a message is recognised in Sent after a send whose answer was lost. Gmail replaces the
 * Message-ID of what it sends, so it is what Gmail keeps: Subject, To, Cc and the time
 * (docs/google-api.md#never-twice-on-google).
 */
export interface SentMessageMatch {
  subject: string;
  /** Addresses as written (`ann@example.com` or `Ann <ann@example.com>`); compared as sets. */
  to: readonly string[];
  cc: readonly string[];
  /** Epoch ms, this device's clock: no attempt to send it started earlier (its draft's start). */
  since: number;
}

/** Sending and drafts (docs/google-api.md#calls). */
export interface DraftCalls {
  /**
   * messages.send (through the upload endpoint above UPLOAD_THRESHOLD_BYTES). Never sent twice:
   * retried only after an answer saying it was not processed (429, 403 rate limit, 503); a 500, a
   * network error or a time-out rejects without a retry (ask `findSentMessage` whether it went). An
   * abort after the request left may still send it. Over Gmail's 35 MiB it rejects with
   * MessageTooLargeError before any request; so do createDraft and updateDraft.
   */
  sendMessage(message: SendMessageInput, options?: CallOptions): Promise<SentMessage>;
  /**
   * drafts.create (through the upload endpoint above UPLOAD_THRESHOLD_BYTES). Never created twice: retried only after
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
   * twice (the rules of sendMessage); after a 500, a network error or a time-out, `draftExists`
   * tells whether it went: Gmail removes the draft as it sends it.
   */
  sendDraft(draftId: string, options?: CallOptions): Promise<SentMessage>;
  /** One page of drafts.list: ids only. */
  listDrafts(params: ListDraftsParams, options?: CallOptions): Promise<DraftPage>;
  /** drafts.get format=full, the message as a conversation shows it. */
  getDraft(draftId: string, options?: CallOptions): Promise<GmailDraft>;
  /** drafts.get `format=minimal`: false when Gmail answers 404 (sent, or deleted). */
  draftExists(draftId: string, options?: CallOptions): Promise<boolean>;
  /**
   * The message in Sent that `match` describes, or undefined: one messages.list (`in:sent`, its
   * subject, `after:`) and a messages.get `format=metadata` per candidate, whose Subject, To, Cc
   * and internalDate must agree. For a send whose answer was lost.
   */
  findSentMessage(match: SentMessageMatch, options?: CallOptions): Promise<SentMessage | undefined>;
}

const DRAFT_LIST_FIELDS = 'drafts(id,message(id,threadId)),nextPageToken';

/** Candidates read per search: messages sent since the draft began with the same subject. */
const SENT_CANDIDATES = 20;

const sameText = (a: string, b: string): boolean =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The addresses of header values, lower-cased and sorted, so that order and names do not count. */
const addressSet = (values: readonly (string | undefined)[]): string =>
  values
    .flatMap((value) => parseAddressList(value).map((address) => address.email.toLowerCase()))
    .sort()
    .join(',');

/** Whether a Sent message (format=metadata) is the one `match` describes. */
function matchesSent(message: gapi.client.gmail.Message, match: SentMessageMatch): boolean {
  const headers = message.payload?.headers;
  return (
    // No allowance for a device clock ahead of Google's: it would count a message the user sent
    // again on purpose, just before this draft began, as this one (a loss, not a duplicate).
    internalDateOf(message) >= match.since &&
    sameText(headerValue(headers, 'Subject') ?? '', match.subject) &&
    addressSet([headerValue(headers, 'To')]) === addressSet(match.to) &&
    addressSet([headerValue(headers, 'Cc')]) === addressSet(match.cc)
  );
}

/** Gmail's search words for a subject: a phrase, its own quotes left out (search ignores them). */
const subjectTerm = (subject: string): string => {
  const words = subject.replace(/"/g, ' ').trim();
  return words ? ` subject:"${words}"` : '';
};

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

    async draftExists(draftId, options) {
      try {
        await client.requestGmail(
          {
            method: 'GET',
            path: `/drafts/${encodeURIComponent(draftId)}`,
            params: { format: 'minimal', fields: 'id' },
            delivery: 'idempotent',
          },
          options,
        );
        return true;
      } catch (error) {
        if (isGoogleApiError(error) && error.status === 404) return false;
        throw error;
      }
    },

    async findSentMessage(match, options) {
      // A second early, in case `after:` is strict; internalDate decides.
      const after = Math.floor(match.since / 1000) - 1;
      const page = await client.requestGmail<gapi.client.gmail.ListMessagesResponse>(
        {
          method: 'GET',
          path: '/messages',
          params: {
            q: `in:sent after:${after}${subjectTerm(match.subject)}`,
            maxResults: String(SENT_CANDIDATES),
            fields: 'messages/id',
          },
          delivery: 'idempotent',
        },
        options,
      );
      for (const { id } of page.messages ?? []) {
        if (!id) continue;
        const message = await client.requestGmail<gapi.client.gmail.Message>(
          {
            method: 'GET',
            path: `/messages/${encodeURIComponent(id)}`,
            // metadataHeaders would have to repeat, which these params cannot: all headers, then.
            params: {
              format: 'metadata',
              fields: 'id,threadId,labelIds,internalDate,payload/headers',
            },
            delivery: 'idempotent',
          },
          options,
        );
        if (matchesSent(message, match)) return toSentMessage(message);
      }
      return undefined;
    },
  };
}
