import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { invalidArgument, serviceUnavailable, type ApiError } from './api-error';
import {
  DROP,
  JSON_CONTENT_TYPE,
  jsonBody,
  type ApiRequest,
  type ApiResponse,
  type DispatchResult,
} from './api-types';
import { parseMultipart, readEntity, type MimePart } from './multipart';
import { elapsedMs, type RequestLog } from './request-log';
import type { Route } from './router';

/** Google refuses batches of more than 100 calls. */
const MAX_BATCH_PARTS = 100;

interface InnerCall {
  contentId: string | undefined;
  request: ApiRequest | undefined;
}

/** A part's error answer, in the JSON shape the router gives errors. */
function errorPart(error: ApiError): ApiResponse {
  return {
    status: error.code,
    headers: { 'Content-Type': JSON_CONTENT_TYPE, ...error.headers },
    body: jsonBody(error.body, true),
  };
}

/** Reads one `application/http` part: a path-only request line, headers, optional body. */
function readInnerCall(part: MimePart, outer: ApiRequest, apiPrefix: string): InnerCall {
  const contentId = part.headers.get('content-id')?.replace(/^<|>$/g, '');
  const lineEnd = part.body.indexOf(0x0a);
  const headStart = lineEnd === -1 ? part.body.length : lineEnd + 1;
  const requestLine = part.body.toString('latin1', 0, headStart).trim();
  const match = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/\d(?:\.\d)?)?\s*$/.exec(requestLine);
  if (!match) return { contentId, request: undefined };
  const url = new URL(match[2] as string, 'http://emulator.invalid');
  if (!url.pathname.startsWith(apiPrefix)) return { contentId, request: undefined };
  const inner = readEntity(part.body.subarray(headStart));
  const headers: IncomingHttpHeaders = Object.fromEntries(inner.headers);
  const body =
    inner.body.subarray(-2).toString() === '\r\n' ? inner.body.subarray(0, -2) : inner.body;
  headers.authorization ??= outer.headers.authorization;
  return {
    contentId,
    request: {
      method: match[1] as string,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
      viaBatch: true,
    },
  };
}

function serializePart(contentId: string | undefined, response: ApiResponse): Buffer {
  const body = response.body ?? Buffer.alloc(0);
  const outerHeaders = ['Content-Type: application/http'];
  if (contentId !== undefined) outerHeaders.push(`Content-ID: <response-${contentId}>`);
  const innerHeaders = Object.entries({
    ...response.headers,
    'Content-Length': String(body.length),
  }).map(([name, value]) => `${name}: ${value}`);
  const head = [
    ...outerHeaders,
    '',
    `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`,
    ...innerHeaders,
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head), body, Buffer.from('\r\n')]);
}

export interface BatchOptions {
  /** The router's dispatch, so inner calls get the same auth, faults and `fields`. */
  dispatch(request: ApiRequest): Promise<DispatchResult>;
  log: RequestLog;
}

/** POST /batch/{api}/{version}: multipart/mixed of application/http calls, answered in order. */
export function batchRoute(path: string, apiPrefix: string, options: BatchOptions): Route {
  return {
    method: 'POST',
    path,
    kind: 'envelope',
    async handle({ req }) {
      const parts = parseMultipart(req.body, req.headers['content-type']);
      if (parts.length === 0) throw invalidArgument('Invalid multipart request with 0 mime parts.');
      if (parts.length > MAX_BATCH_PARTS) {
        throw invalidArgument(
          `Too many requests in batch: ${parts.length}. Limit is ${MAX_BATCH_PARTS}.`,
        );
      }
      const calls = parts.map((part) => readInnerCall(part, req, apiPrefix));
      const answers = await Promise.all(
        calls.map(async ({ request }): Promise<ApiResponse> => {
          if (!request) {
            return errorPart(
              invalidArgument(`Invalid batch part: expected a request for ${apiPrefix}`),
            );
          }
          const started = performance.now();
          const dispatched = await options.dispatch(request);
          // A part has no connection of its own to lose: Google answers a call whose backend failed
          // with that part's 503, and the rest of the batch still answers.
          const answer = dispatched === DROP ? errorPart(serviceUnavailable()) : dispatched;
          const size = answer.body?.length ?? 0;
          options.log.add({
            method: request.method,
            path: `${request.path}${request.query.size ? `?${request.query}` : ''}`,
            status: answer.status,
            bytes: size,
            bodyBytes: size,
            ms: elapsedMs(started),
            viaBatch: true,
          });
          return answer;
        }),
      );
      const boundary = `batch_${randomBytes(12).toString('base64url')}`;
      const chunks = answers.map((answer, index) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\n`),
          serializePart(calls[index]?.contentId, answer),
        ]),
      );
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        status: 200,
        headers: { 'Content-Type': `multipart/mixed; boundary=${boundary}` },
        body: Buffer.concat(chunks),
      };
    },
  };
}
