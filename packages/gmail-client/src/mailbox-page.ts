import { gmailUserUrl } from './api-url';
import { batchGetJson } from './gmail-batch';
import type { HttpTransport } from './http-transport';
import { toMailListItem, type MailListItem } from './mail-list-item';
import { mailboxQuery, type MailboxView } from './mailbox-views';

/** Rows per page (spec §9). */
export const MAILBOX_PAGE_SIZE = 25;

const THREAD_LIST_FIELDS = 'threads/id,nextPageToken';

/** Part fields for a row: enough for file names, never a body. */
const PART_FIELDS = 'partId,mimeType,filename';
// parts(…,parts(…,parts(…,parts(…)))): four levels reach the files of a forwarded message.
const NESTED_PARTS = [1, 2, 3, 4].reduce(
  (inner) => `parts(${PART_FIELDS}${inner ? `,${inner}` : ''})`,
  '',
);

/**
 * threads.get `fields` for a row: ids, labels, snippet, date, the top-level headers and the parts'
 * names and types. Every `body` (data, attachmentId, size) stays on the server.
 */
export const THREAD_ROW_FIELDS =
  `id,messages(id,threadId,labelIds,snippet,internalDate,` +
  `payload(${PART_FIELDS},headers,${NESTED_PARTS}))`;

export interface MailboxPage {
  items: MailListItem[];
  /** Token of the next page; absent on the last page. */
  nextPageToken?: string;
  /** Conversations of this page that could not be loaded (their rows are left out); absent when 0. */
  notLoadedCount?: number;
}

export interface MailboxPageRequest {
  view: MailboxView;
  pageToken?: string;
  /** The typed query of the SEARCH view (ignored by other views). */
  searchTerm?: string;
}

/**
 * One page of rows in two sequential round trips: threads.list, then ONE batch of threads.get with the
 * row fields. A conversation that fails for good is left out and counted, so the rest still shows.
 */
export async function loadMailboxPage(
  transport: HttpTransport,
  gmailOrigin: string,
  request: MailboxPageRequest,
  signal: AbortSignal,
): Promise<MailboxPage> {
  const query = mailboxQuery(request.view, request.searchTerm);
  if (!query) return { items: [] };
  const listParams = new URLSearchParams({ maxResults: String(MAILBOX_PAGE_SIZE) });
  for (const labelId of query.labelIds ?? []) listParams.append('labelIds', labelId);
  if (query.q) listParams.set('q', query.q);
  if (request.pageToken) listParams.set('pageToken', request.pageToken);
  listParams.set('fields', THREAD_LIST_FIELDS);
  const list = await transport.sendJson<gapi.client.gmail.ListThreadsResponse>({
    method: 'GET',
    url: gmailUserUrl(gmailOrigin, '/threads', listParams),
    delivery: 'idempotent',
    signal,
  });

  const rowQuery = { format: 'full', fields: THREAD_ROW_FIELDS };
  const threadIds = (list.threads ?? []).flatMap((thread) => (thread.id ? [thread.id] : []));
  const { answers, failedCount } = await batchGetJson<gapi.client.gmail.Thread>(
    transport,
    gmailOrigin,
    threadIds.map((id) => gmailUserUrl('', `/threads/${encodeURIComponent(id)}`, rowQuery)),
    signal,
  );
  const items = answers.flatMap((thread) => {
    const item = thread && toMailListItem(thread);
    return item ? [item] : [];
  });
  return {
    items,
    ...(list.nextPageToken ? { nextPageToken: list.nextPageToken } : {}),
    ...(failedCount > 0 ? { notLoadedCount: failedCount } : {}),
  };
}

/**
 * The pager total of a view: labels.get's threadsTotal (rows are threads); undefined, with no call,
 * for the views no label counts (IMPORTANT, ARCHIVED, SEARCH) and those that make no call.
 */
export async function loadMailboxTotal(
  transport: HttpTransport,
  gmailOrigin: string,
  view: MailboxView,
  signal: AbortSignal | undefined,
): Promise<number | undefined> {
  const labelId = mailboxQuery(view)?.totalLabelId;
  if (!labelId) return undefined;
  const label = await transport.sendJson<gapi.client.gmail.Label>({
    method: 'GET',
    url: gmailUserUrl(gmailOrigin, `/labels/${encodeURIComponent(labelId)}`, {
      fields: 'threadsTotal',
    }),
    delivery: 'idempotent',
    signal,
  });
  return label.threadsTotal ?? 0;
}
