import { REQUIRED_SCOPES } from '../auth/scopes';
import { invalidArgument, notFound } from '../server/api-error';
import type { ApiRequest } from '../server/api-types';
import { readJsonObject, stringArrayField, stringField } from '../server/json-body';
import { readEnum } from '../server/query';
import { LIST_QUERY_PARAMS, readListRequest } from './list-request';
import type { Route } from '../server/router';
import { readAttachmentId } from './attachment-id-codec';
import { assertApplicableLabels, requireMessage, type GmailContext } from './gmail-context';
import { noContent, ok } from '../server/api-types';
import { gmailRoute } from './gmail-route';
import { isWellFormedId } from './ids';
import {
  decodeRawField,
  insertMessage,
  sendMessage,
  type InternalDateSource,
} from './message-intake';
import { MESSAGE_FORMATS, messageReference, messageResource } from './message-resource';
import { pageAfter } from './paging';
import { attachmentSchema, emptySchema, listMessagesSchema, messageSchema } from './schemas';
import { parsedMessage } from './stored-message';
import { readUpload } from './upload-request';

const MESSAGE_FIELDS = Object.keys(messageSchema);
const MODIFY_FIELDS = [
  'addLabelIds',
  'removeLabelIds',
  'addClassificationLabels',
  'removeClassificationLabelIds',
];
const MAX_BATCH_IDS = 1000;
const INSERT_PARAMS = ['internalDateSource', 'deleted', 'neverMarkSpam', 'processForCalendar'];

/** Gmail pads attachment data. */
const paddedBase64url = (data: Buffer): string => {
  const text = data.toString('base64url');
  return text + '='.repeat((4 - (text.length % 4)) % 4);
};

function labelChanges(req: ApiRequest, extraFields: readonly string[] = []) {
  const body = readJsonObject(req, [...MODIFY_FIELDS, ...extraFields]);
  return {
    body,
    add: stringArrayField(body, 'addLabelIds'),
    remove: stringArrayField(body, 'removeLabelIds'),
  };
}

/** The `ids` of batchModify and batchDelete, lower-cased: at most 1000, each well formed. */
function readBatchIds(body: Record<string, unknown>): string[] {
  const ids = stringArrayField(body, 'ids');
  if (ids.length > MAX_BATCH_IDS) {
    throw invalidArgument(
      `Too many ids in request: ${ids.length}. Max allowed is ${MAX_BATCH_IDS}.`,
    );
  }
  if (!ids.every(isWellFormedId)) throw invalidArgument('Invalid id value');
  return ids.map((id) => id.toLowerCase());
}

/** A message from a JSON body ({raw, threadId, labelIds, …}) or from an /upload/ body. */
function readMessageInput(req: ApiRequest, fromUpload: boolean) {
  if (fromUpload) {
    const { raw, metadata } = readUpload(req, MESSAGE_FIELDS);
    return {
      raw,
      threadId: stringField(metadata, 'threadId'),
      labelIds: stringArrayField(metadata, 'labelIds'),
    };
  }
  const body = readJsonObject(req, MESSAGE_FIELDS);
  return {
    raw: decodeRawField(body.raw),
    threadId: stringField(body, 'threadId'),
    labelIds: stringArrayField(body, 'labelIds'),
  };
}

export function messagesRoutes(gmail: GmailContext): Route[] {
  const send = (upload: boolean): Route =>
    gmailRoute(gmail, {
      method: 'POST',
      path: '/messages/send',
      upload,
      scopes: REQUIRED_SCOPES.gmailSend,
      queryParams: [],
      responseSchema: messageSchema,
      handle({ req }) {
        const input = readMessageInput(req, upload);
        return ok(messageReference(sendMessage(gmail, input.raw, input.threadId)));
      },
    });

  const insert = (upload: boolean, path: string, fallbackSource: InternalDateSource): Route =>
    gmailRoute(gmail, {
      method: 'POST',
      path,
      upload,
      scopes: REQUIRED_SCOPES.gmailInsert,
      queryParams: INSERT_PARAMS,
      responseSchema: messageSchema,
      handle({ req }) {
        const input = readMessageInput(req, upload);
        const internalDateSource = readEnum<InternalDateSource>(
          req.query,
          'internalDateSource',
          ['receivedTime', 'dateHeader'],
          fallbackSource,
        );
        const options = { labelIds: input.labelIds, internalDateSource };
        const message = insertMessage(
          gmail,
          input.raw,
          input.threadId ? { ...options, threadId: input.threadId } : options,
        );
        return ok(messageReference(message));
      },
    });

  return [
    gmailRoute(gmail, {
      method: 'GET',
      path: '/messages',
      scopes: REQUIRED_SCOPES.gmailRead,
      queryParams: LIST_QUERY_PARAMS,
      responseSchema: listMessagesSchema,
      async handle({ req }) {
        const list = readListRequest(req.query);
        const matches = await gmail.queries.messages(list.filter);
        const { page, nextPageToken } = pageAfter(matches, (m) => m, list.pageToken, list.pageSize);
        const out: gapi.client.gmail.ListMessagesResponse = {};
        if (page.length) out.messages = page.map((m) => ({ id: m.id, threadId: m.threadId }));
        if (nextPageToken) out.nextPageToken = nextPageToken;
        out.resultSizeEstimate = matches.length;
        return ok(out);
      },
    }),
    gmailRoute(gmail, {
      method: 'GET',
      path: '/messages/:id',
      scopes: REQUIRED_SCOPES.gmailRead,
      queryParams: ['format', 'metadataHeaders'],
      responseSchema: messageSchema,
      handle({ req }, param) {
        const format = readEnum(req.query, 'format', MESSAGE_FORMATS, 'full');
        const message = requireMessage(gmail, param('id'));
        return ok(
          messageResource(message, format, {
            metadataHeaders: req.query.getAll('metadataHeaders'),
          }),
        );
      },
    }),
    gmailRoute(gmail, {
      method: 'POST',
      path: '/messages/:id/modify',
      scopes: REQUIRED_SCOPES.gmailModify,
      queryParams: [],
      responseSchema: messageSchema,
      handle({ req }, param) {
        const message = requireMessage(gmail, param('id'));
        const { add, remove } = labelChanges(req);
        assertApplicableLabels(gmail, [...add, ...remove]);
        gmail.store.modifyLabels(message.id, add, remove);
        return ok(messageReference(message));
      },
    }),
    gmailRoute(gmail, {
      method: 'POST',
      path: '/messages/batchModify',
      scopes: REQUIRED_SCOPES.gmailModify,
      queryParams: [],
      responseSchema: emptySchema,
      handle({ req }) {
        const { body, add, remove } = labelChanges(req, ['ids']);
        const ids = readBatchIds(body);
        assertApplicableLabels(gmail, [...add, ...remove]);
        for (const id of ids) gmail.store.modifyLabels(id, add, remove);
        return noContent();
      },
    }),
    gmailRoute(gmail, {
      method: 'POST',
      path: '/messages/batchDelete',
      scopes: REQUIRED_SCOPES.gmailDelete,
      queryParams: [],
      responseSchema: emptySchema,
      handle({ req }) {
        for (const id of readBatchIds(readJsonObject(req, ['ids']))) gmail.store.delete(id);
        return noContent();
      },
    }),
    gmailRoute(gmail, {
      method: 'POST',
      path: '/messages/:id/trash',
      scopes: REQUIRED_SCOPES.gmailModify,
      queryParams: [],
      responseSchema: messageSchema,
      handle(_context, param) {
        const message = requireMessage(gmail, param('id'));
        gmail.store.modifyLabels(message.id, ['TRASH'], ['INBOX', 'SPAM']);
        return ok(messageReference(message));
      },
    }),
    gmailRoute(gmail, {
      method: 'POST',
      path: '/messages/:id/untrash',
      scopes: REQUIRED_SCOPES.gmailModify,
      queryParams: [],
      responseSchema: messageSchema,
      handle(_context, param) {
        const message = requireMessage(gmail, param('id'));
        gmail.store.modifyLabels(message.id, [], ['TRASH']);
        return ok(messageReference(message));
      },
    }),
    gmailRoute(gmail, {
      method: 'DELETE',
      path: '/messages/:id',
      scopes: REQUIRED_SCOPES.gmailDelete,
      queryParams: [],
      responseSchema: emptySchema,
      handle(_context, param) {
        gmail.store.delete(requireMessage(gmail, param('id')).id);
        return noContent();
      },
    }),
    send(false),
    send(true),
    insert(false, '/messages', 'receivedTime'),
    insert(true, '/messages', 'receivedTime'),
    insert(false, '/messages/import', 'dateHeader'),
    insert(true, '/messages/import', 'dateHeader'),
    gmailRoute(gmail, {
      method: 'GET',
      path: '/messages/:messageId/attachments/:id',
      scopes: REQUIRED_SCOPES.gmailRead,
      queryParams: [],
      responseSchema: attachmentSchema,
      handle(_context, param) {
        const message = requireMessage(gmail, param('messageId'));
        const target = readAttachmentId(param('id'));
        if (!target) throw invalidArgument('Invalid attachment token');
        const data =
          target.messageId === message.id
            ? parsedMessage(message).attachmentBodies.get(target.partId)
            : undefined;
        if (!data) throw notFound();
        return ok({ size: data.length, data: paddedBase64url(data) });
      },
    }),
  ];
}
