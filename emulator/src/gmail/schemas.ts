import type { FieldSchema, SchemaOf } from '../server/fields';

const header: SchemaOf<gapi.client.gmail.MessagePartHeader> = { name: true, value: true };
const body: SchemaOf<gapi.client.gmail.MessagePartBody> = {
  attachmentId: true,
  data: true,
  size: true,
};

const messagePart: SchemaOf<gapi.client.gmail.MessagePart> = {
  partId: true,
  mimeType: true,
  filename: true,
  headers: header,
  body,
  parts: () => messagePart,
};

export const messageSchema: SchemaOf<gapi.client.gmail.Message> = {
  id: true,
  threadId: true,
  labelIds: true,
  snippet: true,
  historyId: true,
  internalDate: true,
  payload: messagePart,
  sizeEstimate: true,
  raw: true,
  classificationLabelValues: 'open',
};

export const listMessagesSchema: SchemaOf<gapi.client.gmail.ListMessagesResponse> = {
  messages: messageSchema,
  nextPageToken: true,
  resultSizeEstimate: true,
};

export const draftSchema: SchemaOf<gapi.client.gmail.Draft> = {
  id: true,
  message: messageSchema,
};

export const listDraftsSchema: SchemaOf<gapi.client.gmail.ListDraftsResponse> = {
  drafts: draftSchema,
  nextPageToken: true,
  resultSizeEstimate: true,
};

export const threadSchema: SchemaOf<gapi.client.gmail.Thread> = {
  id: true,
  snippet: true,
  historyId: true,
  messages: messageSchema,
};

export const listThreadsSchema: SchemaOf<gapi.client.gmail.ListThreadsResponse> = {
  threads: threadSchema,
  nextPageToken: true,
  resultSizeEstimate: true,
};

export const labelSchema: SchemaOf<gapi.client.gmail.Label> = {
  id: true,
  name: true,
  messageListVisibility: true,
  labelListVisibility: true,
  type: true,
  messagesTotal: true,
  messagesUnread: true,
  threadsTotal: true,
  threadsUnread: true,
  color: { textColor: true, backgroundColor: true },
};

export const listLabelsSchema: SchemaOf<gapi.client.gmail.ListLabelsResponse> = {
  labels: labelSchema,
};

export const sendAsSchema: SchemaOf<gapi.client.gmail.SendAs> = {
  sendAsEmail: true,
  displayName: true,
  replyToAddress: true,
  signature: true,
  isPrimary: true,
  isDefault: true,
  treatAsAlias: true,
  smtpMsa: 'open',
  verificationStatus: true,
};

export const listSendAsSchema: SchemaOf<gapi.client.gmail.ListSendAsResponse> = {
  sendAs: sendAsSchema,
};

export const profileSchema: SchemaOf<gapi.client.gmail.Profile> = {
  emailAddress: true,
  messagesTotal: true,
  threadsTotal: true,
  historyId: true,
};

const labelChange = { message: messageSchema, labelIds: true } as const;

export const listHistorySchema: SchemaOf<gapi.client.gmail.ListHistoryResponse> = {
  history: {
    id: true,
    messages: messageSchema,
    messagesAdded: { message: messageSchema },
    messagesDeleted: { message: messageSchema },
    labelsAdded: labelChange,
    labelsRemoved: labelChange,
  },
  historyId: true,
  nextPageToken: true,
};

export const attachmentSchema: SchemaOf<gapi.client.gmail.MessagePartBody> = body;

/** Methods that answer with an empty body still accept `fields`. */
export const emptySchema: FieldSchema = {};
