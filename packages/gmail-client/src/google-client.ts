import type { ApiOrigins } from '@mail/contracts';
import type { ConnectionStatus, ResumeReason } from '@mail/event-bus';
import { anySignal, untilAborted } from './abort-utils';
import { apiUrl, gmailUserUrl } from './api-url';
import { navigatorSaysOnline } from './browser-connection';
import type { AttachmentDownloads } from './attachment-downloads';
import { createConnectionMonitor } from './connection-monitor';
import { createGmailBatch, type BatchPartOutcome } from './gmail-batch';
import { createHttpTransport, type TransportRequest } from './http-transport';
import { readFirstScreenList, rememberFirstScreenList } from './first-screen-list';
import {
  loadMailboxPage,
  loadThreadsTotal,
  loadThreadRows,
  threadListKey,
  type MailboxPage,
  type ThreadListQuery,
  type ThreadRows,
} from './mailbox-page';
import { addressesOf } from './mail-list-item';
import { PrefetchedLoads } from './prefetched-loads';
import { DEFAULT_RETRY_OPTIONS, type Delivery, type RetryOptions } from './retry-policy';
import { SharedLoads } from './shared-loads';

export interface GoogleClientOptions {
  /** Where Gmail, Calendar, userinfo and People live (run-time config). */
  origins: ApiOrigins;
  /** The current access token, or null when signed out (then calls reject with a 401 GoogleApiError). */
  getAccessToken: () => string | null;
  /** Called once per rejected token when Google answers 401 (the app renews it or signs out). */
  onUnauthorized: () => void;
  /** The live token once renewed; see the transport's `waitForAccessToken`. */
  waitForAccessToken?: (signal?: AbortSignal) => Promise<string>;
  /** Requests in flight at once, whatever the callers ask for (default 4). */
  maxInFlight?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Retry bounds (defaults: 5 retries, 60 s of waiting, 500 ms first step, 60 s per attempt). */
  retry?: Partial<RetryOptions>;
  /** Told when the connection to Google changes (the page-wide client publishes it on the bus). */
  onConnectionStatus?: (status: ConnectionStatus) => void;
  /** Told when what is on screen should load again (the page-wide client publishes it on the bus). */
  onConnectionResumed?: (reason: ResumeReason) => void;
  /** Defaults to `navigator.onLine` (true where there is no navigator). */
  isBrowserOnline?: () => boolean;
}

/**
 * The browser's own news about the connection, fed to the client (the page-wide client is wired to
 * window's online, offline and visibilitychange events), and the status it has made of everything.
 */
export interface ConnectionSignals {
  status(): ConnectionStatus;
  wentOffline(): void;
  cameOnline(): void;
  becameVisible(hiddenForMs: number): void;
}

/**
 * Whether a request found no connection: what offline reading, the outbox and the views go by
 * (`navigator.onLine` is only a hint to the client, false on a loopback-only machine).
 */
export const isOffline = (connection: ConnectionSignals): boolean =>
  connection.status().state === 'offline';

/** Every call takes an optional signal; aborting rejects the call with the signal's reason. */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface ListMailboxPageParams extends ThreadListQuery {
  /**
   * Calls with the same consumer supersede each other: a new call aborts the previous one still
   * running (default 'mailbox').
   */
  consumer?: string;
  /**
   * The name under which this list's first page is kept on the device for reading offline (see
   * withOfflineReading); without it, it is not kept.
   */
  offlineKey?: string;
  /**
   * This is the list the app shows first: its query is remembered, so `prefetchFirstScreen` can ask
   * for it at the next start.
   */
  firstScreen?: boolean;
}

/** A message and the conversation it belongs to (a mailbox row and a thread's message are both). */
export interface MessageRef {
  id: string;
  threadId: string;
}

/**
 * A conversation as Gmail answers threads.get format=full (messages oldest first, bodies base64url):
 * `toConversationThread` of `@mail/gmail-client/thread` makes it ready to display.
 */
export type GmailThread = gapi.client.gmail.Thread;

/** A request to Gmail's API for the signed-in user. */
export interface GmailRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /gmail/v1/users/me (or /upload/gmail/v1/users/me): '/drafts', '/messages/send', … */
  path: string;
  /** Query parameters (prettyPrint=false is added). */
  params?: Record<string, string>;
  /** Through Gmail's upload endpoint (/upload/gmail/v1/users/me…). */
  upload?: boolean;
  /** Sent as is; Content-Type is `contentType`, default application/json. */
  body?: string;
  contentType?: string;
  /** 'at-most-once' for a call that must never be repeated by a retry (a send, a create). */
  delivery: Delivery;
}

/** A call of `batchGmail`: as `GmailRequest`, a read or an idempotent change, never an upload. */
export interface GmailBatchCall {
  method: 'GET' | 'POST';
  /** Below /gmail/v1/users/me: '/threads/{id}/modify', … */
  path: string;
  params?: Record<string, string>;
  /** JSON. */
  body?: string;
}

export interface UserProfile {
  name: string;
  email: string;
  /** Avatar URL ('' when none). */
  picture: string;
}

export interface ListEventsParams {
  /** RFC 3339 bounds: events ending after timeMin and starting before timeMax. */
  timeMin: string;
  timeMax: string;
  /** Default true (recurring events expanded). */
  singleEvents?: boolean;
  /** Default 'startTime' (needs singleEvents). */
  orderBy?: 'startTime' | 'updated';
  /** Sent when given; Google ignores it on events.list. */
  conferenceDataVersion?: number;
}

export type CalendarEvent = gapi.client.calendar.Event;

/** Every call the product makes to Google (docs/google-api.md#calls). */
export interface GoogleClient {
  /**
   * One page of conversation rows in two batches (threads.list, then the rows' threads.get, no
   * bodies), or the answer of a `prefetchFirstScreen` or `prefetchMailboxPage` of the same list in
   * the last 30 s. A conversation that fails for good is left out and counted in `notLoadedCount`.
   */
  listMailboxPage(params: ListMailboxPageParams, options?: CallOptions): Promise<MailboxPage>;
  /**
   * A label's threadsTotal (a pager's "of N"): one labels.get in a batch of its own, asked beside
   * `listMailboxPage` so that rows never wait for it.
   */
  getThreadsTotal(labelId: string, options?: CallOptions): Promise<number>;
  /** The rows of these conversations (at most 100) as `listMailboxPage` shapes them, in one batch. */
  loadThreadRows(threadIds: readonly string[], options?: CallOptions): Promise<ThreadRows>;
  /**
   * Starts loading the list last named `firstScreen`, so that the screen showing it finds it on its
   * way (or arrived) when it asks; does nothing without such a list or when the browser is offline.
   */
  prefetchFirstScreen(): void;
  /**
   * Starts loading the first page of `query`, so that the screen showing it finds it on its way (or
   * arrived) when it asks `listMailboxPage` for it within 30 s; does nothing when the same query was
   * prefetched in the last 30 s and not taken yet, or when the browser is offline.
   */
  prefetchMailboxPage(query: ThreadListQuery): void;
  /** How Google can be reached; calls that gave up on a passing fault are followed by probes. */
  readonly connection: ConnectionSignals;
  /**
   * A whole conversation with bodies, as Gmail answers it: one threads.get format=full, or the answer
   * of a `prefetchThread` of the last 30 s (then no request).
   */
  getThread(threadId: string, options?: CallOptions): Promise<GmailThread>;
  /** Loads a thread the user is likely to open next, so that opening it needs no request. */
  prefetchThread(threadId: string): void;
  /**
   * A prefetched thread whose answer has already arrived, handed over at once (no request, no wait),
   * so the conversation can paint on its first render; undefined otherwise (then call getThread).
   */
  takePrefetchedThread(threadId: string): GmailThread | undefined;
  /** Removes UNREAD from every message of the thread: one threads.modify. */
  markThreadRead(threadId: string, options?: CallOptions): Promise<void>;
  /** Removes INBOX from every message of the thread: one threads.modify. */
  archiveThread(threadId: string, options?: CallOptions): Promise<void>;
  /**
   * Adds or removes STARRED on one message: one messages.modify. Gmail stars a conversation by
   * starring its newest message.
   */
  setMessageStarred(message: MessageRef, starred: boolean, options?: CallOptions): Promise<void>;
  /** Removes STARRED from every message of the thread (Gmail's unstar of a conversation): one threads.modify. */
  unstarThread(threadId: string, options?: CallOptions): Promise<void>;
  /** Adds UNREAD to one message (Gmail's Mark as unread marks the newest): one messages.modify. */
  markMessageUnread(message: MessageRef, options?: CallOptions): Promise<void>;
  /** An attachment's bytes, cached by (messageId, partId). */
  getAttachment(
    messageId: string,
    partId: string,
    attachmentId: string,
    options?: CallOptions,
  ): Promise<Uint8Array>;
  getLabel(labelId: string, options?: CallOptions): Promise<gapi.client.gmail.Label>;
  /**
   * A Gmail call of an entry of its own (`@mail/gmail-client/drafts`), made with this client's
   * in-flight cap, retries and connection monitor: resolves with the JSON answer (`{}` when empty).
   */
  requestGmail<T>(request: GmailRequest, options?: CallOptions): Promise<T>;
  /**
   * Gmail calls of an entry of its own (`@mail/gmail-client/triage`) in ONE batch request (at most
   * 100 calls), under this client's in-flight cap, retries and batch fallback: each call's JSON
   * answer or the error it ended in, in order. Only an abort or a 401 rejects the whole.
   */
  batchGmail<T>(
    calls: readonly GmailBatchCall[],
    options?: CallOptions,
  ): Promise<BatchPartOutcome<T>[]>;
  /**
   * A GET of Google's People API (`@mail/gmail-client/contacts`) with this client's in-flight cap,
   * retries and connection monitor: the JSON answer, or undefined when the run-time config names no
   * People API origin.
   */
  requestPeople<T>(
    path: string,
    params: Record<string, string>,
    options?: CallOptions,
  ): Promise<T | undefined>;
  /** The signed-in user (userinfo), asked once per access token. */
  getProfile(options?: CallOptions): Promise<UserProfile>;
  /**
   * Every mailbox seen in the rows and conversations loaded so far, and those told by
   * `rememberAddresses` (`Name <address>` or the bare address, lower-cased; an address may come
   * with and without its name), most recent first: compose's suggestions
   * (docs/behaviour/compose.md#recipients).
   */
  knownAddresses(): string[];
  /** Adds addresses the app shows from its own copies (a cached list) to `knownAddresses`. */
  rememberAddresses(addresses: readonly string[]): void;
  /** Events of the primary calendar, all pages. */
  listEvents(params: ListEventsParams, options?: CallOptions): Promise<CalendarEvent[]>;
  /**
   * Drops everything kept in memory about the account (profile, prefetched threads, attachments,
   * known addresses), so nothing of it outlives a sign-out; calls still running are left to finish.
   */
  forgetAccountData(): void;
}

const PREFETCH_MAX_AGE_MS = 30_000;
const PREFETCHED_THREADS = 10;
const PREFETCHED_LISTS = 2;
const MAX_EVENT_PAGES = 10;
const EVENT_FIELDS =
  'nextPageToken,items(id,status,summary,description,location,start,end,organizer/email,' +
  'attendees/email,hangoutLink,conferenceData/entryPoints/uri)';

function supersededError(): DOMException {
  return new DOMException('A newer list request replaced this one.', 'AbortError');
}

export function createGoogleClient(options: GoogleClientOptions): GoogleClient {
  const { gmail, calendar, userinfo, people } = options.origins;
  const gmailUrl = (path: string, params?: Record<string, string>) =>
    gmailUserUrl(gmail, path, params);
  const retry = { ...DEFAULT_RETRY_OPTIONS, ...options.retry };
  const isBrowserOnline = options.isBrowserOnline ?? navigatorSaysOnline;
  // The cheapest Gmail call (1 quota unit): does Gmail answer at all?
  const probe: TransportRequest = {
    method: 'GET',
    url: gmailUrl('/labels/INBOX', { fields: 'id' }),
    delivery: 'idempotent',
  };
  const connection = createConnectionMonitor({
    // Made once, never retried.
    probe: () => transport.send({ ...probe, once: true }),
    isBrowserOnline,
    onStatus: (status) => options.onConnectionStatus?.(status),
    onResume: (reason) => options.onConnectionResumed?.(reason),
    retry,
  });
  const transport = createHttpTransport({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    getAccessToken: options.getAccessToken,
    onUnauthorized: options.onUnauthorized,
    waitForAccessToken: options.waitForAccessToken,
    maxInFlight: options.maxInFlight ?? 4,
    retry,
    observer: connection,
  });
  const batch = createGmailBatch(
    transport,
    gmail,
    async (signal) =>
      isBrowserOnline() && transport.attempt({ ...probe, signal }).then(Boolean, () => false),
  );
  // Its code loads with the first attachment asked for; forgetting the account drops it whole.
  let attachmentDownloads: Promise<AttachmentDownloads> | undefined;
  const runningLists = new Map<string, AbortController>();
  const prefetchedLists = new PrefetchedLoads<MailboxPage>(PREFETCH_MAX_AGE_MS, PREFETCHED_LISTS);
  const profiles = new SharedLoads<UserProfile>();
  const profileByToken = new Map<string, UserProfile>();
  const seenAddresses = new Set<string>();
  const rememberAddresses = (addresses: readonly string[]) => {
    for (const address of addresses) {
      // Re-inserted so the newest come first when read back reversed.
      seenAddresses.delete(address);
      seenAddresses.add(address);
    }
  };
  const prefetchedThreads = new PrefetchedLoads<GmailThread>(
    PREFETCH_MAX_AGE_MS,
    PREFETCHED_THREADS,
  );

  const get = <T>(url: string, signal?: AbortSignal) =>
    transport.sendJson<T>({ method: 'GET', url, delivery: 'idempotent', signal });

  const fetchThread = async (threadId: string, signal?: AbortSignal): Promise<GmailThread> => {
    const thread = await get<GmailThread>(
      gmailUrl(`/threads/${encodeURIComponent(threadId)}`, { format: 'full' }),
      signal,
    );
    rememberAddresses(addressesOf(thread.messages ?? []));
    return { ...thread, id: thread.id ?? threadId };
  };

  /**
   * threads.modify or messages.modify. A prefetched copy of the thread would show the labels as they
   * were, so it is dropped.
   */
  const modifyLabels = async (
    target: { threadId: string; messageId?: string },
    labels: { addLabelIds?: string[]; removeLabelIds?: string[] },
    signal?: AbortSignal,
  ) => {
    prefetchedThreads.forget(target.threadId);
    const path = target.messageId
      ? `/messages/${encodeURIComponent(target.messageId)}/modify`
      : `/threads/${encodeURIComponent(target.threadId)}/modify`;
    const request: TransportRequest = {
      method: 'POST',
      url: gmailUrl(path, { fields: 'id' }),
      body: JSON.stringify(labels),
      // Adding or removing a label twice leaves the same state as doing it once.
      delivery: 'idempotent',
      signal,
    };
    await transport.send(request);
  };
  const modifyThread = (threadId: string, removeLabelIds: string[], signal?: AbortSignal) =>
    modifyLabels({ threadId }, { removeLabelIds }, signal);
  const modifyMessage = (
    { id, threadId }: MessageRef,
    labels: { addLabelIds?: string[]; removeLabelIds?: string[] },
    signal?: AbortSignal,
  ) => modifyLabels({ threadId, messageId: id }, labels, signal);

  const prefetchMailboxPage = (query: ThreadListQuery) => {
    if (!isBrowserOnline()) return;
    // Not aborted with the screen: the load is handed to whoever asks first.
    prefetchedLists.start(threadListKey(query), () =>
      loadMailboxPage(batch, query, new AbortController().signal),
    );
  };

  return {
    async listMailboxPage(params, { signal } = {}) {
      const {
        consumer = 'mailbox',
        firstScreen,
        labelIds,
        q,
        includeSpamTrash,
        pageToken,
      } = params;
      const query: ThreadListQuery = { labelIds, q, includeSpamTrash, pageToken };
      runningLists.get(consumer)?.abort(supersededError());
      const own = new AbortController();
      runningLists.set(consumer, own);
      if (firstScreen) rememberFirstScreenList(query);
      const listSignal = anySignal([signal, own.signal]);
      try {
        const prefetched = prefetchedLists.take(threadListKey(query));
        const page = await (prefetched
          ? untilAborted(prefetched, listSignal)
          : loadMailboxPage(batch, query, listSignal));
        rememberAddresses(page.items.flatMap((item) => item.addresses));
        return page;
      } finally {
        if (runningLists.get(consumer) === own) runningLists.delete(consumer);
      }
    },

    getThreadsTotal: (labelId, { signal } = {}) => loadThreadsTotal(batch, labelId, signal),

    async loadThreadRows(threadIds, { signal } = {}) {
      const rows = await loadThreadRows(batch, threadIds, signal);
      rememberAddresses(rows.items.flatMap((item) => item.addresses));
      return rows;
    },

    prefetchFirstScreen() {
      const query = readFirstScreenList();
      if (query) prefetchMailboxPage(query);
    },

    prefetchMailboxPage,

    connection: {
      status: connection.status,
      wentOffline: connection.wentOffline,
      cameOnline: connection.cameOnline,
      becameVisible: connection.becameVisible,
    },

    getThread(threadId, { signal } = {}) {
      const prefetched = prefetchedThreads.take(threadId);
      return prefetched ? untilAborted(prefetched, signal) : fetchThread(threadId, signal);
    },

    prefetchThread(threadId) {
      prefetchedThreads.start(threadId, () => fetchThread(threadId));
    },

    takePrefetchedThread: (threadId) => prefetchedThreads.takeArrived(threadId),

    markThreadRead: (threadId, { signal } = {}) => modifyThread(threadId, ['UNREAD'], signal),

    archiveThread: (threadId, { signal } = {}) => modifyThread(threadId, ['INBOX'], signal),

    setMessageStarred: (message, starred, { signal } = {}) =>
      modifyMessage(
        message,
        starred ? { addLabelIds: ['STARRED'] } : { removeLabelIds: ['STARRED'] },
        signal,
      ),

    unstarThread: (threadId, { signal } = {}) => modifyThread(threadId, ['STARRED'], signal),

    markMessageUnread: (message, { signal } = {}) =>
      modifyMessage(message, { addLabelIds: ['UNREAD'] }, signal),

    async getAttachment(messageId, partId, attachmentId, { signal } = {}) {
      const loading = (attachmentDownloads ??= import('./attachment-downloads').then(
        ({ createAttachmentDownloads }) =>
          createAttachmentDownloads(get, (message, attachment) =>
            gmailUrl(
              `/messages/${encodeURIComponent(message)}/attachments/${encodeURIComponent(attachment)}`,
            ),
          ),
      ));
      // Code that could not load (offline) is asked for again next time.
      loading.catch(() => {
        if (attachmentDownloads === loading) attachmentDownloads = undefined;
      });
      const download = await loading;
      return download(messageId, partId, attachmentId, signal);
    },

    requestGmail: <T>(request: GmailRequest, { signal }: CallOptions = {}) =>
      transport.sendJson<T>({
        method: request.method,
        url: request.upload
          ? apiUrl(gmail, `/upload/gmail/v1/users/me${request.path}`, request.params)
          : gmailUrl(request.path, request.params),
        body: request.body,
        contentType: request.contentType,
        delivery: request.delivery,
        signal,
      }),

    batchGmail: <T>(calls: readonly GmailBatchCall[], { signal }: CallOptions = {}) =>
      batch<T>(
        calls.map(({ method, path, params, body }) => ({
          method,
          path: gmailUserUrl('', path, params),
          body,
        })),
        signal,
      ),

    requestPeople: async <T>(
      path: string,
      params: Record<string, string>,
      options?: CallOptions,
    ) => (people ? get<T>(apiUrl(people, path, params), options?.signal) : undefined),

    getLabel: (labelId, { signal } = {}) =>
      get<gapi.client.gmail.Label>(gmailUrl(`/labels/${encodeURIComponent(labelId)}`), signal),

    async getProfile({ signal } = {}) {
      const token = options.getAccessToken() ?? '';
      const known = profileByToken.get(token);
      if (known) return known;
      const load = async (loadSignal: AbortSignal) => {
        const info = await get<Partial<UserProfile>>(`${userinfo}/oauth2/v3/userinfo`, loadSignal);
        const profile = {
          name: info.name ?? '',
          email: info.email ?? '',
          picture: info.picture ?? '',
        };
        profileByToken.clear();
        profileByToken.set(token, profile);
        return profile;
      };
      return profiles.run(token, load, signal);
    },

    knownAddresses: () => [...seenAddresses].reverse(),

    rememberAddresses,

    forgetAccountData() {
      attachmentDownloads = undefined;
      profileByToken.clear();
      prefetchedThreads.clear();
      prefetchedLists.clear();
      seenAddresses.clear();
    },

    async listEvents(params, { signal } = {}) {
      const query = new URLSearchParams({
        timeMin: params.timeMin,
        timeMax: params.timeMax,
        singleEvents: String(params.singleEvents ?? true),
        orderBy: params.orderBy ?? 'startTime',
        fields: EVENT_FIELDS,
      });
      if (params.conferenceDataVersion !== undefined) {
        query.set('conferenceDataVersion', String(params.conferenceDataVersion));
      }
      const events: CalendarEvent[] = [];
      for (let page = 0; page < MAX_EVENT_PAGES; page += 1) {
        const answer = await get<gapi.client.calendar.Events>(
          apiUrl(calendar, '/calendar/v3/calendars/primary/events', query),
          signal,
        );
        events.push(...(answer.items ?? []));
        if (!answer.nextPageToken) break;
        query.set('pageToken', answer.nextPageToken);
      }
      return events;
    },
  };
}
