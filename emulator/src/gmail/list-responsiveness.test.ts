import { GMAIL, emulatorForThisFile } from '../test-support/harness';

// The demo mailbox: about 750 messages.
const h = emulatorForThisFile();

/** `q=` with `count` words no message holds, joined with OR: every term is tried on every message. */
const manyOrTerms = (count: number, prefix: string) =>
  new URLSearchParams({
    q: Array.from({ length: count }, (_, index) => `${prefix}${index}`).join(' OR '),
  }).toString();

describe('a search of thousands of OR terms', () => {
  it('answers several at once', async () => {
    // Each list a different query, so none is answered from the cache. Whether the scan yields is
    // the next test's: an order of answers, not a time, which a loaded machine would move.
    const answers = await Promise.all([
      h.call(`${GMAIL}/messages?${manyOrTerms(1200, 'qa')}`),
      h.call(`${GMAIL}/threads?${manyOrTerms(1200, 'qb')}`),
      h.call(`${GMAIL}/drafts?${manyOrTerms(1200, 'qc')}`),
      h.call(`${GMAIL}/labels`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it('answers other calls while a heavy search runs', async () => {
    const finished: string[] = [];
    // to: is a substring test that no index answers: every term is tried on every message (900 of
    // them fit in a request head).
    const search = h
      .call(`${GMAIL}/messages?${manyOrTerms(900, 'to:q')}`)
      .then(() => finished.push('search'));
    const labels = h.call(`${GMAIL}/labels`).then((answer) => {
      finished.push('labels');
      return answer.status;
    });
    expect(await labels).toBe(200);
    await search;
    expect(finished).toEqual(['labels', 'search']);
  });

  it('refuses a query longer than a direct GET could carry, even inside a batch', async () => {
    const query = manyOrTerms(5000, 'qe');
    const batch = await h.call('/batch/gmail/v1', {
      headers: { 'Content-Type': 'multipart/mixed; boundary=b' },
      body: `--b\r\nContent-Type: application/http\r\n\r\nGET ${GMAIL}/messages?${query}\r\n\r\n--b--\r\n`,
    });
    expect(batch.status).toBe(200);
    expect(batch.text).toContain('HTTP/1.1 400 Bad Request');
    expect(batch.text).toContain('INVALID_ARGUMENT');
  });
});
