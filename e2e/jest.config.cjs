// Browser tests: real Chromium (Debian's) driven by playwright-core against the built apps and the
// local Google stand-in. One file at a time: each starts its own servers on free loopback ports.
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(__dirname),
  displayName: 'browser',
  // Node, plus what the browser showed added to a failing test's output.
  testEnvironment: '<rootDir>/support/failure-report-environment.cjs',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The stand-in reads HTML mail with htmlparser2, which is ESM-only: transformed as in unit tests.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)',
  ],
  globalSetup: '<rootDir>/support/global-setup.ts',
  testTimeout: 60_000,
  slowTestThreshold: 30,
};
