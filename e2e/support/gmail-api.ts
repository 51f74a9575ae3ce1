import type { RequestLogEntry, RunningEmulator } from '@mail/emulator';

/** A Gmail call straight to the stand-in, as another client of the account would make it. */
export async function gmailApi<T>(
  emulator: RunningEmulator,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${emulator.origin}/gmail/v1/users/me${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${emulator.issueToken()}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The Gmail calls of a stand-in request log, a batch's parts each, without the mailbox's history
 * sync (users.history.list every few seconds, docs/behaviour/data.md#history-sync): what a test
 * that expects no call of a screen may read without racing the sync's timer.
 */
export function gmailCallsBesidesHistory(log: readonly RequestLogEntry[]): RequestLogEntry[] {
  return log.filter(
    (entry) =>
      !entry.path.startsWith('/batch/') && !entry.path.startsWith('/gmail/v1/users/me/history?'),
  );
}

/** A message arriving for the demo user (messages.insert of raw RFC 5322 bytes). */
export function deliverRaw(
  emulator: RunningEmulator,
  raw: Buffer | string,
  labelIds: string[] = ['INBOX', 'UNREAD'],
): Promise<{ id: string; threadId: string }> {
  return gmailApi(emulator, '/messages', {
    raw: Buffer.from(raw).toString('base64url'),
    labelIds,
  });
}

/** Like `deliverRaw`, from header and body lines joined with CRLF; answers the thread id. */
export async function deliver(
  emulator: RunningEmulator,
  headersAndBody: string[],
  labelIds: string[],
): Promise<string> {
  return (await deliverRaw(emulator, headersAndBody.join('\r\n'), labelIds)).threadId;
}

/**
 * Revokes `token` at the stand-in as Google's revoke does: every call with it answers 401 from now
 * on, as at the token's end, but at a moment the test chooses.
 */
export async function revokeToken(emulator: RunningEmulator, token: string): Promise<void> {
  const response = await fetch(`${emulator.origin}/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  if (!response.ok) throw new Error(`revoke: ${response.status}`);
}

/** How many messages Sent holds with this subject, as Gmail's search finds them. */
export async function sentWithSubject(emulator: RunningEmulator, subject: string): Promise<number> {
  const q = encodeURIComponent(`in:sent subject:"${subject}"`);
  const list = await gmailApi<gapi.client.gmail.ListMessagesResponse>(emulator, `/messages?q=${q}`);
  return list.messages?.length ?? 0;
}

/** The newest message in Sent as Gmail keeps it: its ids, the message and its raw RFC 5322 bytes. */
export async function lastSentRaw(emulator: RunningEmulator): Promise<{
  id: string;
  threadId: string;
  bytes: Buffer;
  message: gapi.client.gmail.Message;
}> {
  const list = await gmailApi<gapi.client.gmail.ListMessagesResponse>(
    emulator,
    '/messages?labelIds=SENT&maxResults=1',
  );
  const id = list.messages?.[0]?.id ?? '';
  const message = await gmailApi<gapi.client.gmail.Message>(emulator, `/messages/${id}?format=raw`);
  return {
    id,
    threadId: message.threadId ?? '',
    bytes: Buffer.from(message.raw ?? '', 'base64url'),
    message,
  };
}

/**
 * Like `deliverRaw` for a message past Google's 1 MiB JSON body limit: messages.insert through the
 * upload endpoint (uploadType=multipart: the labels as JSON metadata, the message as message/rfc822).
 */
export async function deliverLargeRaw(
  emulator: RunningEmulator,
  raw: Buffer | string,
  labelIds: string[] = ['INBOX', 'UNREAD'],
): Promise<{ id: string; threadId: string }> {
  const boundary = 'large-mail-upload';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n` +
        `${JSON.stringify({ labelIds })}\r\n--${boundary}\r\nContent-Type: message/rfc822\r\n\r\n`,
    ),
    Buffer.from(raw),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(
    `${emulator.origin}/upload/gmail/v1/users/me/messages?uploadType=multipart`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${emulator.issueToken()}`,
        'Content-Type': `multipart/related; boundary=${boundary}`,
      },
      body,
    },
  );
  if (!response.ok) throw new Error(`upload insert: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; threadId: string };
}
