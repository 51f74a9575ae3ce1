/**
 * Google's batch format (https://developers.google.com/gmail/api/guides/batch): a multipart/mixed body
 * whose parts are `application/http` requests with path-only request lines; the answer is multipart/mixed
 * too, one `HTTP/1.1 <status>` part per request, each with its own status. The outer request's
 * Authorization header applies to every part.
 */

import { GoogleApiError } from './errors';

/** One call of a batch: a read, or a change such as threads.modify with its JSON body. */
export interface BatchCall {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/gmail/v1/users/me/threads/abc?format=full`. */
  path: string;
  /** JSON, sent as the part's own body (threads.trash has none). */
  body?: string;
}

export interface BatchPartRequest extends BatchCall {
  /** Echoed back by Google as the answer part's Content-ID `<response-{id}>`. */
  id: string;
}

export interface BatchPartResponse {
  /** The request id, or undefined when the part carried no recognisable Content-ID. */
  id: string | undefined;
  status: number;
  headers: Headers;
  text: string;
}

export function encodeBatchRequest(
  requests: readonly BatchPartRequest[],
  boundary: string,
): string {
  const parts = requests.map(
    (request) =>
      `--${boundary}\r\nContent-Type: application/http\r\nContent-ID: <${request.id}>\r\n\r\n` +
      `${request.method} ${request.path}\r\n` +
      (request.body === undefined
        ? '\r\n'
        : `Content-Type: application/json\r\n\r\n${request.body}\r\n`),
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

function boundaryOf(contentType: string | null): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** Splits a block at its first empty line into header lines and the rest. */
function splitHead(block: string): { head: string[]; rest: string } {
  const match = /\r?\n\r?\n/.exec(block);
  if (!match) return { head: block.split(/\r?\n/), rest: '' };
  return {
    head: block.slice(0, match.index).split(/\r?\n/),
    rest: block.slice(match.index + match[0].length),
  };
}

function headerMap(lines: readonly string[]): Headers {
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function parsePart(part: string): BatchPartResponse | undefined {
  const mime = splitHead(part.replace(/^\r?\n/, ''));
  const http = splitHead(mime.rest);
  const status = /^HTTP\/[\d.]+\s+(\d{3})/.exec(http.head[0] ?? '');
  if (!status?.[1]) return undefined;
  const contentId = headerMap(mime.head).get('content-id') ?? '';
  const id = /^<?response-(.+?)>?$/.exec(contentId)?.[1];
  return {
    id,
    status: Number(status[1]),
    headers: headerMap(http.head.slice(1)),
    // The line break before the next delimiter belongs to the delimiter.
    text: http.rest.replace(/\r?\n$/, ''),
  };
}

/** Parses a batch answer; a body that is not multipart is a GoogleApiError (502 invalidBatchResponse). */
export function parseBatchResponse(contentType: string | null, body: string): BatchPartResponse[] {
  const boundary = boundaryOf(contentType);
  if (!boundary) {
    const type = contentType ?? 'no content type';
    throw new GoogleApiError(502, 'invalidBatchResponse', `Batch answer is not multipart: ${type}`);
  }
  const delimiter = `--${boundary}`;
  const end = body.indexOf(`${delimiter}--`);
  const sections = (end === -1 ? body : body.slice(0, end)).split(delimiter).slice(1);
  return sections.map(parsePart).filter((part): part is BatchPartResponse => part !== undefined);
}
