import { REQUIRED_SCOPES } from '../auth/scopes';
import { googleError, invalidArgument, notFound } from '../server/api-error';
import { readJsonObject, stringField } from '../server/json-body';
import { parseEnum, readPageSize } from '../server/query';
import type { Route } from '../server/router';
import type { GmailContext } from './gmail-context';
import { ok } from '../server/api-types';
import { gmailRoute } from './gmail-route';
import { HISTORY_TYPES } from './history-log';
import { LabelNameConflictError, type LabelRecord } from './label-registry';
import { labelSchema, listHistorySchema, listLabelsSchema, profileSchema } from './schemas';

const LABEL_FIELDS = Object.keys(labelSchema);

/** labels.list shows a label without its counts. */
const listedLabel = ({
  id,
  name,
  messageListVisibility,
  labelListVisibility,
  type,
  color,
}: LabelRecord) => ({
  id,
  name,
  ...(messageListVisibility && { messageListVisibility }),
  ...(labelListVisibility && { labelListVisibility }),
  type,
  ...(color && { color }),
});

/** labels, getProfile and history. */
export function mailboxRoutes(gmail: GmailContext): Route[] {
  return [
    gmailRoute(gmail, {
      method: 'GET',
      path: '/labels',
      scopes: REQUIRED_SCOPES.gmailLabelsRead,
      queryParams: [],
      responseSchema: listLabelsSchema,
      handle: () => ok({ labels: gmail.store.labels.list().map(listedLabel) }),
    }),
    gmailRoute(gmail, {
      method: 'GET',
      path: '/labels/:id',
      scopes: REQUIRED_SCOPES.gmailLabelsRead,
      queryParams: [],
      responseSchema: labelSchema,
      handle(_context, param) {
        const label = gmail.store.labels.get(param('id'));
        if (!label) throw notFound();
        return ok({ ...listedLabel(label), ...gmail.store.labelCounts(label.id) });
      },
    }),
    gmailRoute(gmail, {
      method: 'POST',
      path: '/labels',
      scopes: REQUIRED_SCOPES.gmailLabelsWrite,
      queryParams: [],
      responseSchema: labelSchema,
      handle({ req }) {
        const body = readJsonObject(req, LABEL_FIELDS);
        const name = stringField(body, 'name')?.trim();
        if (!name) throw invalidArgument('Invalid label name');
        const fields: Parameters<typeof gmail.store.createLabel>[0] = { name };
        for (const key of ['messageListVisibility', 'labelListVisibility'] as const) {
          const value = stringField(body, key);
          if (value) Object.assign(fields, { [key]: value });
        }
        if (body.color) fields.color = body.color as gapi.client.gmail.LabelColor;
        try {
          return ok(listedLabel(gmail.store.createLabel(fields)));
        } catch (error) {
          if (!(error instanceof LabelNameConflictError)) throw error;
          throw googleError(409, 'ABORTED', 'duplicate', 'Label name exists or conflicts');
        }
      },
    }),
    gmailRoute(gmail, {
      method: 'GET',
      path: '/profile',
      scopes: REQUIRED_SCOPES.gmailLabelsRead,
      queryParams: [],
      responseSchema: profileSchema,
      handle: () =>
        ok({
          emailAddress: gmail.user.email,
          messagesTotal: gmail.store.size,
          threadsTotal: gmail.store.threadCount,
          historyId: String(gmail.store.history.current),
        }),
    }),
    gmailRoute(gmail, {
      method: 'GET',
      path: '/history',
      scopes: REQUIRED_SCOPES.gmailRead,
      queryParams: ['startHistoryId', 'historyTypes', 'labelId', 'maxResults', 'pageToken'],
      responseSchema: listHistorySchema,
      handle({ req }) {
        const start = req.query.get('startHistoryId');
        if (!start) throw invalidArgument('Missing startHistoryId');
        if (!/^\d{1,18}$/.test(start)) throw invalidArgument('Invalid startHistoryId');
        const pageToken = req.query.get('pageToken');
        if (pageToken !== null && !/^\d{1,18}$/.test(pageToken))
          throw invalidArgument('Invalid pageToken');
        const { history } = gmail.store;
        if (history.isExpired(Number(start))) throw notFound();
        const labelId = req.query.get('labelId');
        const page = history.list({
          startHistoryId: Number(start),
          types: req.query
            .getAll('historyTypes')
            .map((type) => parseEnum('historyTypes', type, HISTORY_TYPES)),
          maxResults: readPageSize(req.query, 100, 500),
          ...(labelId ? { labelId } : {}),
          ...(pageToken ? { after: Number(pageToken) } : {}),
        });
        const out: gapi.client.gmail.ListHistoryResponse = {};
        if (page.history.length) out.history = page.history;
        if (page.nextAfter !== undefined) out.nextPageToken = String(page.nextAfter);
        out.historyId = String(history.current);
        return ok(out);
      },
    }),
  ];
}
