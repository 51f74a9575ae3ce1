import { REQUIRED_SCOPES } from '../auth/scopes';
import { invalidArgument, invalidValue } from '../server/api-error';
import { noContent, ok, type ApiRequest } from '../server/api-types';
import { readJsonObject, stringField } from '../server/json-body';
import { readBoolean, readEnum, readPageSize } from '../server/query';
import type { Route } from '../server/router';
import {
  createDraft,
  deleteDraft,
  listDrafts,
  requireDraft,
  sendDraft,
  updateDraft,
  type DraftContent,
} from './drafts';
import type { GmailContext } from './gmail-context';
import { gmailRoute } from './gmail-route';
import { decodeRawField } from './message-intake';
import { MESSAGE_FORMATS, messageReference, messageResource } from './message-resource';
import { pageAfter } from './paging';
import { draftSchema, emptySchema, listDraftsSchema, messageSchema } from './schemas';
import type { StoredMessage } from './stored-message';
import { readUpload } from './upload-request';

const DRAFT_FIELDS = Object.keys(draftSchema);
const MESSAGE_FIELDS = Object.keys(messageSchema);

/** What a drafts request body (a Draft resource) holds: `raw` is undefined when absent. */
interface DraftBody {
  id?: string;
  message?: { raw?: Buffer; threadId?: string };
}

/** The `message` of a Draft body, checked as Google's front end checks nested objects. */
function readMessageObject(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidValue(`Invalid value at 'draft.message', ${JSON.stringify(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!MESSAGE_FIELDS.includes(key)) {
      throw invalidValue(
        `Invalid JSON payload received. Unknown name "${key}" at 'draft.message': Cannot find field.`,
      );
    }
  }
  return value as Record<string, unknown>;
}

/** A Draft from a JSON body, or from an /upload/ body (the message as media, the Draft as metadata). */
function readDraftBody(req: ApiRequest, fromUpload: boolean): DraftBody {
  const upload = fromUpload ? readUpload(req, DRAFT_FIELDS) : undefined;
  const body = upload ? upload.metadata : readJsonObject(req, DRAFT_FIELDS);
  const out: DraftBody = {};
  const id = stringField(body, 'id');
  if (id !== undefined) out.id = id;
  const message = readMessageObject(body.message);
  if (upload || message) {
    const threadId = message ? stringField(message, 'threadId') : undefined;
    const raw =
      upload?.raw ?? (message?.raw === undefined ? undefined : decodeRawField(message.raw));
    out.message = {
      ...(raw === undefined ? {} : { raw }),
      ...(threadId === undefined ? {} : { threadId }),
    };
  }
  return out;
}

/** The new content create and update require: a message with its raw. */
function requiredContent(body: DraftBody): DraftContent {
  if (!body.message) throw invalidArgument('Missing draft message');
  const { raw, threadId } = body.message;
  // Without raw, the same 400 as messages.send.
  const content: DraftContent = { raw: raw ?? decodeRawField(undefined) };
  return threadId === undefined ? content : { ...content, threadId };
}

/** {id, message: {id, threadId, labelIds}}: what create and update answer. */
const draftReference = (message: StoredMessage): gapi.client.gmail.Draft => ({
  id: message.draftId,
  message: messageReference(message),
});

export function draftsRoutes(gmail: GmailContext): Route[] {
  const create = (upload: boolean): Route =>
    gmailRoute(gmail, {
      method: 'POST',
      path: '/drafts',
      upload,
      scopes: REQUIRED_SCOPES.gmailCompose,
      queryParams: [],
      responseSchema: draftSchema,
      handle({ req }) {
        const content = requiredContent(readDraftBody(req, upload));
        return ok(draftReference(createDraft(gmail, content)));
      },
    });

  const update = (upload: boolean): Route =>
    gmailRoute(gmail, {
      method: 'PUT',
      path: '/drafts/:id',
      upload,
      scopes: REQUIRED_SCOPES.gmailCompose,
      queryParams: [],
      responseSchema: draftSchema,
      handle({ req }, param) {
        const draft = requireDraft(gmail, param('id'));
        const content = requiredContent(readDraftBody(req, upload));
        return ok(draftReference(updateDraft(gmail, draft, content)));
      },
    });

  const send = (upload: boolean): Route =>
    gmailRoute(gmail, {
      method: 'POST',
      path: '/drafts/send',
      upload,
      scopes: REQUIRED_SCOPES.gmailCompose,
      queryParams: [],
      responseSchema: messageSchema,
      handle({ req }) {
        const body = readDraftBody(req, upload);
        if (!body.id) throw invalidArgument('Missing draft id');
        const draft = requireDraft(gmail, body.id);
        const raw = body.message?.raw;
        const threadId = body.message?.threadId;
        const content =
          raw === undefined ? undefined : { raw, ...(threadId === undefined ? {} : { threadId }) };
        return ok(messageReference(sendDraft(gmail, draft, content)));
      },
    });

  return [
    gmailRoute(gmail, {
      method: 'GET',
      path: '/drafts',
      scopes: REQUIRED_SCOPES.gmailDraftsRead,
      queryParams: ['q', 'pageToken', 'maxResults', 'includeSpamTrash'],
      responseSchema: listDraftsSchema,
      async handle({ req }) {
        const matches = await listDrafts(gmail, {
          q: req.query.get('q') ?? '',
          includeSpamTrash: readBoolean(req.query, 'includeSpamTrash', false),
        });
        const { page, nextPageToken } = pageAfter(
          matches,
          (message) => message,
          req.query.get('pageToken'),
          readPageSize(req.query, 100, 500),
        );
        const out: gapi.client.gmail.ListDraftsResponse = {};
        if (page.length) {
          out.drafts = page.map((message) => ({
            id: message.draftId,
            message: { id: message.id, threadId: message.threadId },
          }));
        }
        if (nextPageToken) out.nextPageToken = nextPageToken;
        out.resultSizeEstimate = matches.length;
        return ok(out);
      },
    }),
    gmailRoute(gmail, {
      method: 'GET',
      path: '/drafts/:id',
      scopes: REQUIRED_SCOPES.gmailDraftsRead,
      queryParams: ['format'],
      responseSchema: draftSchema,
      handle({ req }, param) {
        const format = readEnum(req.query, 'format', MESSAGE_FORMATS, 'full');
        const message = requireDraft(gmail, param('id'));
        return ok({ id: message.draftId, message: messageResource(message, format) });
      },
    }),
    create(false),
    create(true),
    update(false),
    update(true),
    send(false),
    send(true),
    gmailRoute(gmail, {
      method: 'DELETE',
      path: '/drafts/:id',
      scopes: REQUIRED_SCOPES.gmailCompose,
      queryParams: [],
      responseSchema: emptySchema,
      handle(_context, param) {
        deleteDraft(gmail, requireDraft(gmail, param('id')));
        return noContent();
      },
    }),
  ];
}
