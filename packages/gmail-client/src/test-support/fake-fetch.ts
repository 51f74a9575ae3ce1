/** A scripted stand-in for fetch in unit tests: records every request and how many overlapped. */

/** Where unit tests' Google lives: hosts nothing answers but the fake fetch. */
export const TEST_ORIGINS = {
  gmail: 'https://gmail.test',
  calendar: 'https://calendar.test',
  userinfo: 'https://userinfo.test',
  oauth: 'https://oauth.test',
};

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Most requests that were unanswered at the same time. */
  maxConcurrent(): number;
}

export function createFakeFetch(handler: FakeHandler): FakeFetch {
  const requests: RecordedRequest[] = [];
  let active = 0;
  let peak = 0;
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    const signal = init?.signal;
    signal?.throwIfAborted();
    active += 1;
    peak = Math.max(peak, active);
    try {
      const aborted = new Promise<never>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      return await Promise.race([Promise.resolve(handler(request)), aborted]);
    } finally {
      active -= 1;
    }
  };
  return { fetch: fakeFetch as typeof fetch, requests, maxConcurrent: () => peak };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers },
  });
}

/** Google's error envelope. */
export function googleError(
  status: number,
  reason: string,
  message = `${reason} (test)`,
  headers: Record<string, string> = {},
) {
  return jsonResponse(
    { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } },
    status,
    headers,
  );
}

/** Resolves after pending promise callbacks have run (fake timers do not advance microtasks). */
export async function flushPromises(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}
