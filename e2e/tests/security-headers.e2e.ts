import type { AppName } from '../../scripts/lib/apps';
import { startTestProduct, type RunningProduct } from '../support/product';

// Every HTML page of the product is sent with the strict policy (a fresh nonce on its scripts,
// 'strict-dynamic', Trusted Types, no plugins, no <base>) and every response with nosniff and
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

test.each(pages)('%s %s is sent with the strict policy and its nonce', async (app, path) => {
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
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  // Every script of the page carries the nonce, and there is at least one.
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('frame-src')).toEqual(["'none'"]);
  // The service worker, the blob: bootstrap of the conversation's markup worker and its pdf.js worker.
  expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  // A nonce is good for one response.
  expect(response.headers.get('cache-control')).toBe('no-store');
});

test('two loads of a page get two nonces', async () => {
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec(
      (await fetch(product.shellUrl)).headers.get('content-security-policy') ?? '',
    )?.[1];
  expect(await nonceOf()).not.toBe(await nonceOf());
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
