import { REQUIRED_SCOPES } from '../auth/scopes';
import { readJsonObject, stringArrayField } from '../server/json-body';
import { readEnum } from '../server/query';
import { LIST_QUERY_PARAMS, readListRequest } from './list-request';
import type { Route } from '../server/router';
import { assertApplicableLabels, requireThread, type GmailContext } from './gmail-context';
import { noContent, ok } from '../server/api-types';
import { gmailRoute } from './gmail-route';
import { THREAD_FORMATS, messageReference, messageResource } from './message-resource';
import { pageAfter } from './paging';
import { emptySchema, listThreadsSchema, threadSchema } from './schemas';
import type { StoredMessage } from './stored-message';

const threadHistoryId = (messages: readonly StoredMessage[]): string =>
  String(Math.max(...messages.map((message) => message.historyId)));

/** What threads.modify / trash / untrash answer: the thread with each message's id and labels. */
const threadReference = (
  threadId: string,
  messages: readonly StoredMessage[],
): gapi.client.gmail.Thread => ({
  id: threadId,
  historyId: threadHistoryId(messages),
  messages: messages.map(messageReference),
});

export function threadsRoutes(gmail: GmailContext): Route[] {
  const relabel = (
    path: string,
    change: (body: Record<string, unknown>) => { add: string[]; remove: string[] },
  ) =>
    gmailRoute(gmail, {
      method: 'POST',
      path,
      scopes: REQUIRED_SCOPES.gmailModify,
      queryParams: [],
      responseSchema: threadSchema,
      handle({ req }, param) {
        const messages = requireThread(gmail, param('id'));
        const { add, remove } = change(readJsonObject(req, ['addLabelIds', 'removeLabelIds']));
        assertApplicableLabels(gmail, [...add, ...remove]);
        for (const message of messages) gmail.store.modifyLabels(message.id, add, remove);
        return ok(threadReference(param('id').toLowerCase(), messages));
      },
    });

  return [
    gmailRoute(gmail, {
      method: 'GET',
      path: '/threads',
      scopes: REQUIRED_SCOPES.gmailRead,
      queryParams: LIST_QUERY_PARAMS,
      responseSchema: listThreadsSchema,
      async handle({ req }) {
        const list = readListRequest(req.query);
        const hits = await gmail.queries.threads(list.filter);
        const { page, nextPageToken } = pageAfter(
          hits,
          (hit) => hit.newest,
          list.pageToken,
          list.pageSize,
        );
        const out: gapi.client.gmail.ListThreadsResponse = {};
        if (page.length) {
          out.threads = page.map((hit) => ({
            id: hit.threadId,
            snippet: hit.newest.snippet,
            historyId: threadHistoryId(gmail.store.thread(hit.threadId) ?? [hit.newest]),
          }));
        }
        if (nextPageToken) out.nextPageToken = nextPageToken;
        out.resultSizeEstimate = hits.length;
        return ok(out);
      },
    }),
    gmailRoute(gmail, {
      method: 'GET',
      path: '/threads/:id',
      scopes: REQUIRED_SCOPES.gmailRead,
      queryParams: ['format', 'metadataHeaders'],
      responseSchema: threadSchema,
      handle({ req }, param) {
        const format = readEnum(req.query, 'format', THREAD_FORMATS, 'full');
        const messages = requireThread(gmail, param('id'));
        const metadataHeaders = req.query.getAll('metadataHeaders');
        return ok({
          id: param('id').toLowerCase(),
          historyId: threadHistoryId(messages),
          messages: messages.map((message) =>
            messageResource(message, format, { metadataHeaders }),
          ),
        });
      },
    }),
    relabel('/threads/:id/modify', (body) => ({
      add: stringArrayField(body, 'addLabelIds'),
      remove: stringArrayField(body, 'removeLabelIds'),
    })),
    relabel('/threads/:id/trash', () => ({ add: ['TRASH'], remove: ['INBOX', 'SPAM'] })),
    relabel('/threads/:id/untrash', () => ({ add: [], remove: ['TRASH'] })),
    gmailRoute(gmail, {
      method: 'DELETE',
      path: '/threads/:id',
      scopes: REQUIRED_SCOPES.gmailDelete,
      queryParams: [],
      responseSchema: emptySchema,
      handle(_context, param) {
        for (const message of [...requireThread(gmail, param('id'))])
          gmail.store.delete(message.id);
        return noContent();
      },
    }),
  ];
}
