import { GMAIL, emulatorForThisFile } from '../test-support/harness';
import { DEFAULT_FAULTS } from './faults';

const h = emulatorForThisFile();
const BOUNDARY = 'batch_test_boundary';

interface Call {
  id: string;
  line: string;
  body?: unknown;
  authorization?: string;
}

function batchBody(calls: readonly Call[]): string {
  const parts = calls.map((call) => {
    const headers = [`${call.line} HTTP/1.1`];
    if (call.authorization) headers.push(`Authorization: ${call.authorization}`);
    if (call.body !== undefined) headers.push('Content-Type: application/json');
    return [
      `--${BOUNDARY}`,
      'Content-Type: application/http',
      `Content-ID: <${call.id}>`,
      '',
      ...headers,
      '',
      call.body === undefined ? '' : JSON.stringify(call.body),
    ].join('\r\n');
  });
  return `${parts.join('\r\n')}\r\n--${BOUNDARY}--\r\n`;
}

interface PartAnswer {
  contentId: string | undefined;
  status: number;
  body: string;
}

/** Splits a multipart/mixed batch answer into its parts' status lines and bodies. */
function readBatch(contentType: string | null, text: string): PartAnswer[] {
  const boundary = /boundary=([^;]+)/.exec(contentType ?? '')?.[1];
  if (!boundary) throw new Error(`not a multipart answer: ${contentType}`);
  return text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [outer = '', inner = ''] = part.split(/\r\n\r\n(?=HTTP\/1\.1)/);
      const [innerHead = '', ...rest] = inner.split('\r\n\r\n');
      return {
        contentId: /Content-ID: <([^>]+)>/.exec(outer)?.[1],
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(innerHead)?.[1]),
        body: rest.join('\r\n\r\n').trim(),
      };
    });
}

async function sendBatch(calls: readonly Call[], token: string | null = h.token) {
  const answer = await h.call('/batch/gmail/v1', {
    body: batchBody(calls),
    headers: { 'Content-Type': `multipart/mixed; boundary=${BOUNDARY}` },
    token,
  });
  return {
    status: answer.status,
    parts: answer.status === 200 ? readBatch(answer.headers.get('content-type'), answer.text) : [],
  };
}

describe('batch', () => {
  let ids: string[] = [];
  beforeAll(async () => {
    const list = await h.json<gapi.client.gmail.ListMessagesResponse>(
      `${GMAIL}/messages?maxResults=2`,
    );
    ids = (list.messages ?? []).map((message) => message.id ?? '');
  });

  it('answers every part in order with its own status, one failing', async () => {
    const { status, parts } = await sendBatch([
      { id: 'one', line: `GET ${GMAIL}/messages/${ids[0]}?format=metadata&fields=id` },
      { id: 'two', line: `GET ${GMAIL}/messages/00000000000000ff` },
      { id: 'three', line: `GET ${GMAIL}/messages/${ids[1]}?format=minimal` },
      {
        id: 'four',
        line: `POST ${GMAIL}/messages/${ids[1]}/modify`,
        body: { addLabelIds: ['STARRED'] },
      },
    ]);
    expect(status).toBe(200);
    expect(parts.map((part) => [part.contentId, part.status])).toEqual([
      ['response-one', 200],
      ['response-two', 404],
      ['response-three', 200],
      ['response-four', 200],
    ]);
    expect(JSON.parse(parts[0]?.body ?? '')).toEqual({ id: ids[0] });
    expect((JSON.parse(parts[1]?.body ?? '') as { error: { status: string } }).error.status).toBe(
      'NOT_FOUND',
    );
    const modified = JSON.parse(parts[3]?.body ?? '') as gapi.client.gmail.Message;
    expect(modified.labelIds).toContain('STARRED');
  });

  it('authenticates each part by its own header, else the outer one', async () => {
    const { status, parts } = await sendBatch(
      [
        { id: 'a', line: `GET ${GMAIL}/labels/INBOX`, authorization: `Bearer ${h.token}` },
        { id: 'b', line: `GET ${GMAIL}/labels/INBOX` },
      ],
      null,
    );
    expect(status).toBe(200);
    expect(parts.map((part) => part.status)).toEqual([200, 401]);
  });

  it('refuses more than 100 parts', async () => {
    const calls = Array.from({ length: 101 }, (_, index) => ({
      id: String(index),
      line: `GET ${GMAIL}/labels/INBOX`,
    }));
    expect((await sendBatch(calls)).status).toBe(400);
    expect((await sendBatch(calls.slice(0, 100))).status).toBe(200);
  });

  it('logs the batch and each inner call', async () => {
    h.emulator.clearRequestLog();
    await sendBatch([{ id: 'x', line: `GET ${GMAIL}/labels/INBOX` }]);
    const log = h.emulator.requestLog();
    expect(log.map((entry) => [entry.path, entry.viaBatch])).toEqual([
      [`${GMAIL}/labels/INBOX`, true],
      ['/batch/gmail/v1', false],
    ]);
  });
});

describe('faults inside a batch', () => {
  type ErrorBody = { error: { code: number; status: string; errors: { reason: string }[] } };
  const labelCalls = (count: number): Call[] =>
    Array.from({ length: count }, (_, index) => ({
      id: String(index),
      line: `GET ${GMAIL}/labels/INBOX`,
    }));

  afterEach(() => {
    h.emulator.setFaults(structuredClone(DEFAULT_FAULTS));
  });

  it('answers every 25-part batch at a 20 % drop rate on its parts, a dropped part as a 503 part', async () => {
    h.emulator.setFaults({ dropRate: 0.2, pathFilter: '^/gmail/' });
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const { status, parts } = await sendBatch(labelCalls(25));
      expect(status).toBe(200);
      expect(parts.map((part) => part.contentId)).toEqual(
        labelCalls(25).map((call) => `response-${call.id}`),
      );
      for (const part of parts) {
        statuses.push(part.status);
        if (part.status === 200) continue;
        expect(JSON.parse(part.body) as ErrorBody).toMatchObject({
          error: { code: 503, status: 'UNAVAILABLE', errors: [{ reason: 'backendError' }] },
        });
      }
    }
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    // 250 parts at 20 %: about 50 failures; fewer than 15 or more than 100 is out of reach of chance.
    const failed = statuses.filter((status) => status === 503).length;
    expect(failed).toBeGreaterThan(15);
    expect(failed).toBeLessThan(100);
  });

  it('answers queued part faults as those parts, and logs a dropped part as its 503', async () => {
    h.emulator.setFaults({
      pathFilter: '^/gmail/',
      failNext: [
        { status: 'drop', count: 2 },
        { status: 429, count: 1, retryAfterSeconds: 3 },
      ],
    });
    h.emulator.clearRequestLog();
    const { status, parts } = await sendBatch(labelCalls(5));
    expect(status).toBe(200);
    expect(parts.map((part) => part.status).sort()).toEqual([200, 200, 429, 503, 503]);
    const log = h.emulator.requestLog();
    expect(
      log
        .filter((entry) => entry.viaBatch)
        .map((entry) => entry.status)
        .sort(),
    ).toEqual([200, 200, 429, 503, 503]);
    expect(log.find((entry) => !entry.viaBatch)).toMatchObject({
      path: '/batch/gmail/v1',
      status: 200,
    });
  });

  it('makes the change of a part whose answer is lost (drop-after), and answers that part 503', async () => {
    const { messages = [] } = await h.json<gapi.client.gmail.ListMessagesResponse>(
      `${GMAIL}/messages?maxResults=1&q=-is:starred`,
    );
    const id = messages[0]?.id ?? '';
    h.emulator.setFaults({
      pathFilter: '/modify$',
      failNext: [{ status: 'drop-after', count: 1 }],
    });
    const { status, parts } = await sendBatch([
      {
        id: 'star',
        line: `POST ${GMAIL}/messages/${id}/modify`,
        body: { addLabelIds: ['STARRED'] },
      },
    ]);
    expect(status).toBe(200);
    expect(parts.map((part) => part.status)).toEqual([503]);
    const message = await h.json<gapi.client.gmail.Message>(
      `${GMAIL}/messages/${id}?format=minimal`,
    );
    expect(message.labelIds).toContain('STARRED');
  });

  it('drops the batch request itself as one request: no part runs', async () => {
    h.emulator.setFaults({ dropRate: 1, pathFilter: '^/batch/' });
    h.emulator.clearRequestLog();
    await expect(sendBatch(labelCalls(3))).rejects.toThrow();
    expect(h.emulator.requestLog()).toEqual([
      expect.objectContaining({ path: '/batch/gmail/v1', status: 0, viaBatch: false }),
    ]);

    h.emulator.setFaults({
      dropRate: 0,
      pathFilter: null,
      failNext: [{ status: 'drop', count: 1 }],
    });
    await expect(sendBatch(labelCalls(3))).rejects.toThrow();
    expect((await sendBatch(labelCalls(3))).parts.map((part) => part.status)).toEqual([
      200, 200, 200,
    ]);
  });

  it('leaves queued status faults to the parts, since only the connection of a batch fails as a whole', async () => {
    h.emulator.setFaults({ failNext: [{ status: 500, count: 1 }] });
    const { status, parts } = await sendBatch(labelCalls(2));
    expect(status).toBe(200);
    expect(parts.map((part) => part.status).sort()).toEqual([200, 500]);
  });
});
