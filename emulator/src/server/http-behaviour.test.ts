import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { GMAIL, emulatorForThisFile } from '../test-support/harness';

const PRODUCT_ORIGIN = 'http://localhost:3000';
const h = emulatorForThisFile({ client: { origins: [PRODUCT_ORIGIN], redirectUris: [] } });

type ErrorBody = { error: Record<string, unknown> };

/** A request through node:http, to see the bytes on the wire (fetch would decompress them). */
function rawRequest(
  path: string,
  headers: Record<string, string | number>,
  method = 'GET',
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${h.emulator.origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const UNAUTHENTICATED = {
  error: {
    code: 401,
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    errors: [
      {
        message: 'Invalid Credentials',
        domain: 'global',
        reason: 'authError',
        location: 'Authorization',
        locationType: 'header',
      },
    ],
    status: 'UNAUTHENTICATED',
  },
};

describe('authentication errors', () => {
  it.each([
    ['a missing token', null],
    ['an unknown token', 'ya29.unknown'],
  ])('answers 401 in Google shape for %s', async (_name, token) => {
    const answer = await h.call(`${GMAIL}/labels`, { token });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(UNAUTHENTICATED);
    expect(answer.headers.get('www-authenticate')).toMatch(
      /^Bearer realm="https:\/\/accounts.google.com\/"/,
    );
  });

  it('answers 401 for an expired token', async () => {
    const token = h.emulator.issueToken({ lifetimeSeconds: 0 });
    const answer = await h.call(`${GMAIL}/labels`, { token });
    expect(answer.status).toBe(401);
    expect(answer.json()).toEqual(UNAUTHENTICATED);
  });

  it('expires every issued token through the control API', async () => {
    const token = h.emulator.issueToken();
    expect((await h.call(`${GMAIL}/labels`, { token })).status).toBe(200);
    expect((await h.control('/__emulator/expire-tokens', { method: 'POST' })).status).toBe(204);
    expect((await h.call(`${GMAIL}/labels`, { token })).status).toBe(401);
    h.token = h.emulator.issueToken();
  });

  it('answers an unknown URL with Google’s 404 page', async () => {
    const answer = await h.call('/gmail/v1/users/me/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.text).toContain('404.');
  });
});

describe('fields', () => {
  it('trims a response to the selected fields', async () => {
    const answer = await h.json<Record<string, unknown>>(
      `${GMAIL}/messages?maxResults=1&fields=messages(id),nextPageToken`,
    );
    expect(Object.keys(answer).sort()).toEqual(['messages', 'nextPageToken']);
    const messages = answer.messages as Record<string, unknown>[];
    expect(messages.every((message) => Object.keys(message).join() === 'id')).toBe(true);
  });

  it('trims nested payload fields of messages.get', async () => {
    const list = await h.json<gapi.client.gmail.ListMessagesResponse>(
      `${GMAIL}/messages?maxResults=1`,
    );
    const id = list.messages?.[0]?.id;
    const message = await h.json<gapi.client.gmail.Message>(
      `${GMAIL}/messages/${id}?fields=id,payload/headers(name)`,
    );
    expect(Object.keys(message).sort()).toEqual(['id', 'payload']);
    expect(Object.keys(message.payload ?? {})).toEqual(['headers']);
    expect(
      message.payload?.headers?.every((header) => header.value === undefined && header.name),
    ).toBe(true);
  });

  it('answers 400, not a stack overflow, to a selection nested too deeply', async () => {
    const { id } = (await h.json<{ messages: { id: string }[] }>(`${GMAIL}/messages`)).messages[0]!;
    const nested = `payload/${'parts('.repeat(1000)}partId${')'.repeat(1000)}`;
    const slashed = `payload/${'parts/'.repeat(2000)}partId`;
    for (const fields of [nested, slashed]) {
      const answer = await h.call(`${GMAIL}/messages/${id}?fields=${fields}`);
      expect(answer.status).toBe(400);
      expect(answer.json<ErrorBody>().error.status).toBe('INVALID_ARGUMENT');
    }
    // A batch part has no request-line limit: far deeper still.
    const deep = `payload/${'parts('.repeat(50_000)}partId${')'.repeat(50_000)}`;
    const batch = await h.call('/batch/gmail/v1', {
      headers: { 'Content-Type': 'multipart/mixed; boundary=b' },
      body: `--b\r\nContent-Type: application/http\r\n\r\nGET ${GMAIL}/messages/${id}?fields=${deep}\r\n\r\n--b--\r\n`,
    });
    expect(batch.status).toBe(200);
    expect(batch.text).toContain('HTTP/1.1 400 Bad Request');
    // Fields still nest as deep as a real message does.
    const fine = await h.call(`${GMAIL}/messages/${id}?fields=payload/parts(parts(parts(partId)))`);
    expect(fine.status).toBe(200);
  });

  it('answers 400 for an invalid selection', async () => {
    const answer = await h.call(`${GMAIL}/messages?fields=messages(bogus)`);
    expect(answer.status).toBe(400);
    const body = answer.json<ErrorBody>();
    expect(body.error).toMatchObject({
      code: 400,
      message: 'Invalid field selection messages/bogus',
      status: 'INVALID_ARGUMENT',
    });
    expect((await h.call(`${GMAIL}/messages?fields=messages(id`)).status).toBe(400);
  });

  it('pretty-prints unless prettyPrint=false', async () => {
    const pretty = await h.call(`${GMAIL}/profile`);
    const compact = await h.call(`${GMAIL}/profile?prettyPrint=false`);
    expect(pretty.text).toContain('\n  "emailAddress"');
    expect(compact.text).not.toContain('\n');
    expect(JSON.parse(compact.text)).toEqual(JSON.parse(pretty.text));
  });
});

describe('compression and CORS', () => {
  it('gzips when the client accepts it, and says so in Vary', async () => {
    const headers = { Authorization: `Bearer ${h.token}`, 'Accept-Encoding': 'gzip, deflate' };
    h.emulator.clearRequestLog();
    const answer = await rawRequest(`${GMAIL}/labels`, headers);
    const [logged] = h.emulator.requestLog();
    expect(logged?.bodyBytes).toBe(answer.body.length);
    expect(logged?.bytes).toBeGreaterThan(answer.body.length + 100);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    const labels = JSON.parse(
      gunzipSync(answer.body).toString(),
    ) as gapi.client.gmail.ListLabelsResponse;
    expect(labels.labels?.length).toBeGreaterThan(0);
    const plain = await rawRequest(`${GMAIL}/labels`, { Authorization: `Bearer ${h.token}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(answer.body.length);
  });

  it('answers a preflight with the origin and requested headers echoed', async () => {
    const answer = await rawRequest(
      `${GMAIL}/messages/send`,
      {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
      'OPTIONS',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(answer.headers['access-control-allow-headers']).toBe('authorization,content-type');
    expect(answer.headers['access-control-allow-methods']).toContain('POST');
    expect(Number(answer.headers['access-control-max-age'])).toBeGreaterThan(0);
  });

  it('exposes headers such as Retry-After to the page on real responses', async () => {
    const answer = await h.call(`${GMAIL}/labels`, {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(answer.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const denied = await h.call(`${GMAIL}/labels`, {
      token: null,
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('grants CORS only to the registered origins, and never with credentials', async () => {
    for (const origin of ['http://localhost:3999', 'http://evil.example', 'null']) {
      const preflight = await rawRequest(
        `${GMAIL}/labels`,
        {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
        'OPTIONS',
      );
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
      const answer = await h.call(`${GMAIL}/labels`, { headers: { Origin: origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    const allowed = await h.call(`${GMAIL}/labels`, { headers: { Origin: PRODUCT_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('Host', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('serves %s with our port', async (name) => {
    const answer = await rawRequest(`${GMAIL}/labels`, {
      Host: `${name}:${h.emulator.port}`,
      Authorization: `Bearer ${h.token}`,
    });
    expect(answer.status).toBe(200);
  });

  // A page on rebind.example whose name now resolves to 127.0.0.1 is same-origin with itself only.
  it.each(['rebind.example', 'localhost.evil.example', '127.0.0.2', 'localhost'])(
    'answers 400, before anything else, to %s with another port or none',
    async (name) => {
      const hosts = [`${name}:${h.emulator.port}`, `${name}:1`, name];
      for (const host of name === 'localhost' ? hosts.slice(1) : hosts) {
        const answer = await rawRequest(`/__emulator/token`, { Host: host }, 'POST');
        expect([host, answer.status]).toEqual([host, 400]);
        expect(answer.body.toString()).toContain('400.');
        const preflight = await rawRequest(
          `${GMAIL}/labels`,
          { Host: host, Origin: PRODUCT_ORIGIN, 'Access-Control-Request-Method': 'GET' },
          'OPTIONS',
        );
        expect(preflight.status).toBe(400);
      }
    },
  );
});

describe('limits', () => {
  it('answers 400, not a stack overflow, to a JSON body nested too deeply', async () => {
    const depth = 100_000;
    const answer = await h.call(`${GMAIL}/messages`, {
      headers: { 'Content-Type': 'application/json' },
      body: `{"raw":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.json<ErrorBody>().error.status).toBe('INVALID_ARGUMENT');
  });

  it('refuses an upload above 35 MiB before reading it', async () => {
    const answer = await rawRequest(
      '/upload/gmail/v1/users/me/messages/send?uploadType=media',
      {
        Authorization: `Bearer ${h.token}`,
        'Content-Type': 'message/rfc822',
        'Content-Length': 40 * 1024 * 1024,
      },
      'POST',
    );
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body.toString()) as ErrorBody).error.code).toBe(413);
  });
});

describe('page sizes, as Google pages', () => {
  // The seed holds 600+ messages, 250+ threads and 300+ events: more than each default page.
  const pageLength = async (path: string, key: 'messages' | 'threads' | 'items') => {
    const page = await h.json<Record<string, unknown>>(path);
    return { length: (page[key] as unknown[] | undefined)?.length, more: 'nextPageToken' in page };
  };

  it('lists 100 messages or threads by default and at most 500', async () => {
    expect(await pageLength(`${GMAIL}/messages`, 'messages')).toEqual({ length: 100, more: true });
    expect(await pageLength(`${GMAIL}/messages?maxResults=1000`, 'messages')).toEqual({
      length: 500,
      more: true,
    });
    expect(await pageLength(`${GMAIL}/threads`, 'threads')).toEqual({ length: 100, more: true });
  });

  it('lists 250 calendar events by default', async () => {
    const events = '/calendar/v3/calendars/primary/events?singleEvents=true&orderBy=startTime';
    expect(await pageLength(events, 'items')).toEqual({ length: 250, more: true });
  });
});
