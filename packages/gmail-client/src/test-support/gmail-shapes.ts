/** Builders for Gmail API shapes in unit tests. */

type Part = gapi.client.gmail.MessagePart;

/** Unpadded base64url of UTF-8 text, as Gmail sends most bodies. */
export function base64Url(text: string): string {
  return Buffer.from(text, 'utf-8').toString('base64url');
}

export function headers(values: Record<string, string>): gapi.client.gmail.MessagePartHeader[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

export function textPart(mimeType: string, text: string, partId = '0'): Part {
  return {
    partId,
    mimeType,
    filename: '',
    headers: [],
    body: { size: text.length, data: base64Url(text) },
  };
}

export function filePart(
  partId: string,
  filename: string,
  mimeType: string,
  extraHeaders: Record<string, string> = {},
): Part {
  return {
    partId,
    mimeType,
    filename,
    headers: headers(extraHeaders),
    body: { size: 1234, attachmentId: `att-${partId}` },
  };
}

export function container(mimeType: string, parts: Part[], partId = ''): Part {
  return { partId, mimeType, filename: '', headers: [], body: { size: 0 }, parts };
}

export function message(
  id: string,
  options: {
    threadId?: string;
    labelIds?: string[];
    internalDate?: number;
    snippet?: string;
    headers?: Record<string, string>;
    payload?: Part;
  } = {},
): gapi.client.gmail.Message {
  const payload = options.payload ?? textPart('text/plain', 'hello', '');
  return {
    id,
    threadId: options.threadId ?? 't1',
    labelIds: options.labelIds ?? ['INBOX'],
    snippet: options.snippet ?? '',
    internalDate: String(options.internalDate ?? 1_700_000_000_000),
    payload: {
      ...payload,
      headers: [...(payload.headers ?? []), ...headers(options.headers ?? {})],
    },
  };
}
