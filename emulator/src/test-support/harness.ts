import {
  CONTROL_SECRET_HEADER,
  startEmulator,
  type EmulatorOptions,
  type RunningEmulator,
} from '../index';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (throws when it is not JSON). */
  json<T = unknown>(): T;
}

export interface CallOptions {
  method?: string;
  /** A JSON value (sent as application/json) or a ready body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Bearer token; defaults to the harness token; null sends none. */
  token?: string | null;
}

export interface Harness {
  emulator: RunningEmulator;
  /** A token with every scope, issued at start. */
  token: string;
  call(path: string, options?: CallOptions): Promise<HttpAnswer>;
  /** call() to a control endpoint, with the emulator's secret and no token. */
  control(path: string, options?: Omit<CallOptions, 'token'>): Promise<HttpAnswer>;
  /** call() that expects 2xx and answers the parsed JSON. */
  json<T>(path: string, options?: CallOptions): Promise<T>;
}

/** Starts one emulator for the test file (port 0, no fixtures unless asked) and stops it after. */
export function emulatorForThisFile(options: EmulatorOptions = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.emulator = await startEmulator({ port: 0, fixturesDir: null, ...options });
    harness.token = harness.emulator.issueToken();
  });
  afterAll(async () => {
    await harness.emulator?.close();
  });
  harness.call = async (path, { method, body, headers = {}, token } = {}) => {
    const sent: Record<string, string> = { ...headers };
    const bearer = token === undefined ? harness.token : token;
    if (bearer !== null) sent.Authorization = `Bearer ${bearer}`;
    let payload: BodyInit | undefined;
    if (body instanceof Buffer || typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${harness.emulator.origin}${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: sent,
      body: payload,
      redirect: 'manual',
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  };
  harness.control = (path, options = {}) =>
    harness.call(path, {
      ...options,
      token: null,
      headers: { ...options.headers, [CONTROL_SECRET_HEADER]: harness.emulator.controlSecret },
    });
  harness.json = async <T>(path: string, options?: CallOptions): Promise<T> => {
    const answer = await harness.call(path, options);
    if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
    return answer.json<T>();
  };
  return harness;
}

export const GMAIL = '/gmail/v1/users/me';
