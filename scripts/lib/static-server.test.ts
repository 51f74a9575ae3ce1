import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';
import { cacheControlOf, startStaticServer, type RunningStaticServer } from './static-server';
import { contentVersion } from './subresource-integrity';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with the path sent exactly as written (no client-side normalising or encoding). */
function get(
  server: RunningStaticServer,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: server.port, path: rawPath, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A request line written on the socket by hand: what a hostile client sends, byte for byte. */
function rawStatus(server: RunningStaticServer, requestLine: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

const script = 'console.log("entry");'.repeat(200);
let parent: string;
let root: string;
let server: RunningStaticServer;

beforeAll(async () => {
  // dist/ and, beside it, an older build whose name starts the same: neither may leak into the other.
  parent = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  root = path.join(parent, 'dist');
  mkdirSync(path.join(root, 'standalone'), { recursive: true });
  mkdirSync(path.join(parent, 'dist-old'));
  writeFileSync(path.join(parent, 'dist-old', 'secret.js'), 'old build');
  writeFileSync(path.join(parent, 'outside.js'), 'outside');
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body><script defer src="/main.0123abcd.js"></script></body></html>',
  );
  writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  writeFileSync(path.join(root, 'remoteEntry.js'), script);
  writeFileSync(path.join(root, 'standalone', 'page.html'), '<p>standalone</p>');
  writeFileSync(path.join(root, 'gone.js'), 'deleted after start');
  writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify({ script }));
  precompress(root);
  server = await startStaticServer({
    root,
    port: 0,
    spaFallback: true,
    files: { '/runtime-config.json': { body: '{"a":1}', contentType: 'application/json' } },
    origins: {
      remotes: ['http://localhost:3001/mf-manifest.json'],
      apis: ['http://localhost:3100'],
    },
  });
});

afterAll(async () => {
  await server.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('one request cannot stop the server', () => {
  test.each(['/%E0%A4%A', '/%', '/email/%E0%A4%A', '/%C0%AE%C0%AE/x.js'])(
    'a malformed path %s answers 400 and the server goes on',
    async (rawPath) => {
      expect(await rawStatus(server, `GET ${rawPath} HTTP/1.1`)).toBe(400);
      expect((await get(server, '/main.0123abcd.js')).status).toBe(200);
    },
  );

  test('a file removed after start answers an error instead of crashing the process', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    rmSync(path.join(root, 'gone.js'));
    // The headers may already be out when the read fails: then the connection is cut.
    await get(server, '/gone.js').catch(() => undefined);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /gone.js'), expect.anything());
    logged.mockRestore();
    expect((await get(server, '/main.0123abcd.js')).status).toBe(200);
  });

  test('methods other than GET and HEAD answer 405', async () => {
    expect(await rawStatus(server, 'POST /index.html HTTP/1.1')).toBe(405);
  });
});

describe('nothing outside the served folder', () => {
  test.each([
    '/../dist-old/secret.js',
    '/..%2fdist-old/secret.js',
    '/%2e%2e/dist-old/secret.js',
    '/%2E%2E%2Fdist-old%2Fsecret.js',
    '/..\\dist-old\\secret.js',
    '/..%5cdist-old%5csecret.js',
    '/standalone/../../outside.js',
    '//outside.js',
  ])('%s is not served', async (rawPath) => {
    const answer = await rawStatusAndBody(rawPath);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toMatch(/old build|outside/);
  });

  async function rawStatusAndBody(rawPath: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('end', () =>
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
          body: text.slice(text.indexOf('\r\n\r\n') + 4),
        }),
      );
      socket.on('error', reject);
    });
  }
});

describe('cache policy', () => {
  const versions: Record<string, string> = { '/remoteEntry.js': 'abc' };
  const versionOf = (urlPath: string) => versions[urlPath];

  test.each([
    ['/main.0123abcd.js', null, 'public, max-age=31536000, immutable'],
    ['/chunk.89abcdef.css', null, 'public, max-age=31536000, immutable'],
    ['/remoteEntry.js', 'abc', 'public, max-age=31536000, immutable'],
    ['/remoteEntry.js', 'old', 'no-cache'],
    ['/remoteEntry.js', null, 'no-cache'],
    ['/mf-manifest.json', null, 'no-cache'],
    ['/sw.js', null, 'no-cache'],
  ])('%s?v=%s → %s', (urlPath, version, expected) => {
    expect(cacheControlOf(urlPath, version, versionOf)).toBe(expected);
  });
});

describe('what the product needs from it', () => {
  test('documents carry a fresh nonce in their scripts and in their policy', async () => {
    const first = await get(server, '/');
    const second = await get(server, '/index.html');
    const nonceOf = (answer: Answer) => /<script nonce="([^"]+)"/.exec(answer.body.toString())?.[1];
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-security-policy']).toContain(
        `script-src 'nonce-${nonceOf(answer)}' 'strict-dynamic'`,
      );
      expect(answer.headers['content-security-policy']).toContain(
        "connect-src 'self' http://localhost:3001 http://localhost:3100",
      );
      // A nonce is good for one response only.
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  test('unknown paths without an extension are the app document; with one they are 404', async () => {
    const route = await get(server, '/email/abc/def');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<title>app</title>');
    expect(route.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect((await get(server, '/missing.js')).status).toBe(404);
  });

  test('every answer is nosniff, no-referrer and open to other origins', async () => {
    for (const rawPath of ['/', '/remoteEntry.js', '/runtime-config.json', '/missing.js']) {
      const { headers } = await get(server, rawPath);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['access-control-allow-origin']).toBe('*');
    }
  });

  test('hashed bundles are immutable; an entry revalidates with its ETag and gets 304', async () => {
    expect((await get(server, '/main.0123abcd.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const entry = await get(server, '/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const etag = entry.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(server, '/remoteEntry.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  test('an entry asked for with its content version is immutable; with another, it revalidates', async () => {
    const version = contentVersion(path.join(root, 'remoteEntry.js'));
    const pinned = await get(server, `/remoteEntry.js?v=${version}`);
    expect(pinned.status).toBe(200);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await get(server, '/remoteEntry.js?v=0123456789abcdef');
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect((await get(server, `/mf-manifest.json?v=${version}`)).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  test('brotli and gzip files made at build time are sent by the client’s Accept-Encoding', async () => {
    const brotli = await get(server, '/remoteEntry.js', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    // The file made at build time, not a compression made per request (which is streamed).
    expect(brotli.body.equals(readFileSync(path.join(root, 'remoteEntry.js.br')))).toBe(true);
    const plain = await get(server, '/remoteEntry.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  test('text is gzipped for clients that accept it', async () => {
    const answer = await get(server, '/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(script);
    expect(answer.body.length).toBeLessThan(script.length / 4);
  });

  test('in-memory files are served as given, and revalidated with their ETag', async () => {
    const answer = await get(server, '/runtime-config.json');
    expect(answer.body.toString()).toBe('{"a":1}');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const again = await get(server, '/runtime-config.json', {
      'If-None-Match': answer.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('documents carry the inlined JSON, escaped, under the nonce of their scripts', async () => {
    let body = JSON.stringify({ note: '</script><script>alert(1)</script> $& $1' });
    const inlining = await startStaticServer({
      root,
      port: 0,
      inlineJson: { id: 'runtime-config', body: () => body },
    });
    try {
      const html = (await get(inlining, '/')).body.toString();
      const inlined =
        /<script nonce="([^"]+)" type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(
          html,
        );
      expect(inlined).not.toBeNull();
      expect(JSON.parse(inlined![2]!)).toEqual(JSON.parse(body));
      expect(html).not.toContain('<script>alert(1)');
      body = '{"a":2}';
      expect((await get(inlining, '/')).body.toString()).toContain('>{"a":2}</script></head>');
    } finally {
      await inlining.close();
    }
  });

  test('documents preload the scripts of other servers they will load, with their pin and nonce', async () => {
    const preloading = await startStaticServer({
      root,
      port: 0,
      preloadScripts: () => [
        { href: 'http://localhost:3001/remoteEntry.js?v=1&x="', integrity: 'sha384-abc' },
        { href: 'http://localhost:3002/remoteEntry.js' },
      ],
    });
    try {
      const html = (await get(preloading, '/')).body.toString();
      const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
      expect(html).toContain(
        `<link nonce="${nonce}" rel="preload" as="script" href="http://localhost:3001/remoteEntry.js?v=1&amp;x=&quot;" integrity="sha384-abc" crossorigin="anonymous">`,
      );
      expect(html).toContain(
        `<link nonce="${nonce}" rel="preload" as="script" href="http://localhost:3002/remoteEntry.js"></head>`,
      );
    } finally {
      await preloading.close();
    }
  });

  test('an HTML file in a sub-folder is a document too', async () => {
    const answer = await get(server, '/standalone/page.html');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
  });
});
