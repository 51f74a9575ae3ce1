import type { IncomingHttpHeaders } from 'node:http';

/** A request as the router sees it: from the socket, or one part of a batch. */
export interface ApiRequest {
  method: string;
  /** Path without the query string, still percent-encoded. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** True for the inner requests of a batch. */
  viaBatch: boolean;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  /** A JSON value: `fields` and `prettyPrint` apply to it. */
  json?: unknown;
  /** A finished body (HTML, PNG, multipart), used when `json` is undefined. */
  body?: Buffer;
}

export const ok = (json: unknown): ApiResponse => ({ status: 200, json });
export const noContent = (): ApiResponse => ({ status: 204 });

/** The answer is to close the connection without a response, as a network fault would. */
export const DROP = Symbol('drop');
export type DispatchResult = ApiResponse | typeof DROP;

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/** A JSON answer's bytes: pretty-printed with a final newline (Google's default) or compact. */
export function jsonBody(value: unknown, pretty: boolean): Buffer {
  return Buffer.from(pretty ? `${JSON.stringify(value, null, 2)}\n` : JSON.stringify(value));
}
