import { strictContentSecurityPolicy, withScriptNonce } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

const standIn = {
  remotes: ['http://localhost:3001/mf-manifest.json', 'http://localhost:3004/mf-manifest.json'],
  apis: ['http://localhost:3100', 'http://localhost:3100'],
};

test('scripts need the nonce or a trusted script that inserts them', () => {
  const policy = directives(strictContentSecurityPolicy({ nonce: 'abc', origins: standIn }));
  expect(policy.get('script-src')).toEqual([
    "'nonce-abc'",
    "'strict-dynamic'",
    "'self'",
    'http://localhost:3001',
    'http://localhost:3004',
  ]);
  expect(policy.get('connect-src')).toEqual([
    "'self'",
    'http://localhost:3001',
    'http://localhost:3004',
    'http://localhost:3100',
  ]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(policy.get('trusted-types')).toContain('mail-html');
  // The shell's service worker from its own origin, and the blob: workers of a remote (the markup
  // worker's bootstrap, the PDF preview's pdf.js worker) through their own policies; no frame but the
  // mail's srcdoc ones.
  expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('trusted-types')).toContain('service-worker');
  expect(policy.get('trusted-types')).toContain('mail-html-worker');
  expect(policy.get('trusted-types')).toContain('pdf-worker');
  expect(policy.get('frame-src')).toEqual(["'none'"]);
  expect(policy.has('report-uri')).toBe(false);
});

test('in Google mode only the sign-in script is allowed, not the whole host', () => {
  const policy = strictContentSecurityPolicy({
    nonce: 'abc',
    origins: {
      remotes: standIn.remotes,
      apis: ['https://gmail.googleapis.com', 'https://accounts.google.com'],
      googleSignIn: true,
    },
  });
  const scriptSources = directives(policy).get('script-src');
  expect(scriptSources).toContain('https://accounts.google.com/gsi/client');
  expect(scriptSources).not.toContain('https://accounts.google.com');
  expect(directives(policy).get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
  // GIS creates its own Closure policy; the stand-in's pages never need it.
  expect(directives(policy).get('trusted-types')).toContain('goog#html');
  expect(
    directives(strictContentSecurityPolicy({ nonce: 'abc', origins: standIn })).get(
      'trusted-types',
    ),
  ).not.toContain('goog#html');
});

test('development pages report violations to the dev server, whose overlay may run', () => {
  const policy = directives(
    strictContentSecurityPolicy({ nonce: 'abc', origins: standIn, development: true }),
  );
  expect(policy.get('report-uri')).toEqual(['/__csp-report']);
  expect(policy.get('trusted-types')).toContain('webpack-dev-server#overlay');
});

test('every script element of a document gets the nonce', () => {
  expect(withScriptNonce('<script src="/a.js"></script><SCRIPT>x</SCRIPT><scripts>', 'n1')).toBe(
    '<script nonce="n1" src="/a.js"></script><script nonce="n1">x</SCRIPT><scripts>',
  );
});

test('the nonce goes on preloaded scripts too, and on no other link', () => {
  expect(
    withScriptNonce(
      '<link rel="preload" as="script" href="/a.js"><link rel="modulepreload" href="/b.js"><link rel="icon" href="/f.svg">',
      'n1',
    ),
  ).toBe(
    '<link nonce="n1" rel="preload" as="script" href="/a.js"><link nonce="n1" rel="modulepreload" href="/b.js"><link rel="icon" href="/f.svg">',
  );
});
