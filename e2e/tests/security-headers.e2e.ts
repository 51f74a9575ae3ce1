import type { AppName } from '../../scripts/lib/apps';
import { startTestProduct, testServer, type RunningProduct } from '../support/product';

// Every HTML page of the product is sent with the strict policy (a fresh nonce on its scripts, or
// under nginx each script's hash; 'strict-dynamic', Trusted Types, no plugins, no <base>) and every response with nosniff and
// no-referrer. What the product's code does under that policy is checked by every other browser
// test: any violation fails it (e2e/support/csp-violations.ts).

let product: RunningProduct;

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(async () => {
  await product?.close();
});

const pages: [AppName, string][] = [
  ['shell', '/'],
  ['shell', '/email/some-thread/some-message'],
  ['shell', '/oauth-callback.html'],
  ['mailbox', '/'],
  ['conversation', '/'],
  ['compose', '/'],
  ['calendar', '/'],
  ['calendar', '/embed-example.html'],
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

test.each(pages)(
  '%s %s is sent with the strict policy, its scripts allowed one by one',
  async (app, path) => {
    const response = await fetch(new URL(path, product.servers[app].origin));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    const policy = directives(response.headers.get('content-security-policy') ?? '');

    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources).toContain("'strict-dynamic'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    // Every script of the page, and there is at least one, carries the response's nonce (the Node
    // server) or an integrity the policy names (a written deployment, served as it is).
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (script) => !script.includes('type="application/json"'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    if (testServer === 'node') expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const script of scripts) {
      const integrity = /\bintegrity="([^"]+)"/.exec(script)?.[1];
      const allowed =
        (nonce !== undefined && script.includes(`nonce="${nonce}"`)) ||
        (integrity !== undefined && scriptSources.includes(`'${integrity}'`));
      expect({ script, allowed }).toEqual({ script, allowed: true });
    }

    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    // The service worker, the blob: bootstrap of the conversation's markup worker and its pdf.js worker.
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    // A page is good for one response (its nonce) or one deployment (its config).
    expect(response.headers.get('cache-control')).toBe('no-store');
  },
);

test('the Node server gives two loads of a page two nonces; nginx, no nonce at all', async () => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec(
      (await fetch(product.shellUrl)).headers.get('content-security-policy') ?? '',
    )?.[1];
  const [first, second] = [await nonceOf(), await nonceOf()];
  if (testServer === 'node') expect(first).not.toBe(second);
  else expect([first, second]).toEqual([undefined, undefined]);
});

test.each<AppName>(['shell', 'mailbox', 'calendar'])(
  'files of %s are nosniff and no-referrer too',
  async (app) => {
    const file = app === 'shell' ? '/runtime-config.json' : '/remoteEntry.js';
    const response = await fetch(new URL(file, product.servers[app].origin));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  },
);

test('the policy comes from the origins the server started with, not from the run-time config', async () => {
  const before = (await fetch(product.shellUrl)).headers.get('content-security-policy') ?? '';
  const connectBefore = directives(before).get('connect-src');
  expect(connectBefore).toEqual(
    expect.arrayContaining([product.servers.calendar.origin, product.config.api.gmail]),
  );
  const original = product.config;
  product.setRuntimeConfig({
    ...original,
    remotes: {
      ...original.remotes,
      calendar: { entry: 'https://cdn.example.test/calendar/remoteEntry.js' },
    },
  });
  try {
    const after = (await fetch(product.shellUrl)).headers.get('content-security-policy') ?? '';
    expect(after).not.toContain('example.test');
    expect(directives(after).get('connect-src')).toEqual(connectBefore);
  } finally {
    product.setRuntimeConfig(original);
  }
});
