import { responseText } from './response-text';

/** A response whose body arrives in these chunks, as a network delivers it. */
function chunkedResponse(chunks: Uint8Array[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('responseText', () => {
  it('decodes a character whose bytes arrive in two chunks', async () => {
    const bytes = utf8('{"name":"Bjørn 😀"}');
    // Cut inside "ø" (2 bytes) and inside the emoji (4 bytes).
    const cuts = [12, 19, bytes.length];
    const chunks = cuts.map((end, index) => bytes.slice(cuts[index - 1] ?? 0, end));
    expect(await responseText(chunkedResponse(chunks))).toBe('{"name":"Bjørn 😀"}');
  });

  it('reads as text() does: a byte order mark dropped, malformed bytes replaced', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a'), 0xff, ...utf8('b')]);
    const expected = await new Response(bytes).text();
    expect(await responseText(chunkedResponse([bytes.slice(0, 2), bytes.slice(2)]))).toBe(expected);
    expect(expected).toBe('a\ufffdb');
  });

  it('reads an empty body', async () => {
    expect(await responseText(new Response(null, { status: 204 }))).toBe('');
  });
});
