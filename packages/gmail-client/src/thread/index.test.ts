import { container, filePart, message, textPart } from '../test-support/gmail-shapes';
import { convertsAtOnce, toConversationThread, toConversationThreadInSlices } from '.';

/** A thread of three large messages, each an alternative of plain and HTML, one with a file. */
function largeThread() {
  const story = (index: number) =>
    `<p>Story ${index}: ${'what happened this week, '.repeat(40)}</p>`;
  const html = Array.from({ length: 300 }, (_, index) => story(index)).join('');
  const messages = ['m1', 'm2', 'm3'].map((id) => ({
    ...message(id, {
      headers: { From: 'News <news@example.com>', Subject: `Issue ${id}` },
      payload: container('multipart/mixed', [
        container('multipart/alternative', [
          textPart('text/plain', html.replace(/<[^>]+>/g, '\n'), '0.0'),
          textPart('text/html', html, '0.1'),
        ]),
        filePart('1', 'report.pdf', 'application/pdf'),
      ]),
    }),
    sizeEstimate: 2 * html.length,
  }));
  return { id: 't1', messages };
}

describe('toConversationThreadInSlices', () => {
  afterEach(() => jest.restoreAllMocks());

  it('converts a large thread to the same conversation as at once', async () => {
    const thread = largeThread();
    expect(convertsAtOnce(thread)).toBe(false);
    const sliced = await toConversationThreadInSlices(thread);
    expect(sliced).toEqual(toConversationThread(thread));
    expect(sliced.messages.map((each) => each.subject)).toEqual([
      'Issue m1',
      'Issue m2',
      'Issue m3',
    ]);
    expect(sliced.messages[0]?.html).toContain('Story 299:');
  });

  it('gives the page back between messages and decoded parts once a slice has taken its time', async () => {
    // Each step seems to take 40 ms: longer than a slice may hold the page's thread.
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (now += 40));
    const timers = jest.spyOn(globalThis, 'setTimeout');
    await toConversationThreadInSlices(largeThread());
    // Three messages of two decoded parts each, and the start.
    expect(timers.mock.calls.length).toBeGreaterThanOrEqual(3 * 2 + 1);
  });

  it('stops once aborted', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(toConversationThreadInSlices(largeThread(), stop.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('leaves a small thread to be converted at once', () => {
    expect(
      convertsAtOnce({ id: 't1', messages: [{ ...message('m1'), sizeEstimate: 2_000 }] }),
    ).toBe(true);
  });
});
