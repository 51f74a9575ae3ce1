// Unit and integration tests beside the code, for every workspace package. Browser tests live in
// e2e/ under their own config.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ESM-only packages must be transformed too.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm|@csstools|jotai|postal-mime|github-slugger|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // A test that takes 5 s on a busy two-core machine (the checks and the build run beside the unit
  // tests) is slow, not broken: jest's 5 s default failed a hundred such tests under load.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{emulator,packages,tooling,scripts}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shell,remotes}/**/*.test.ts?(x)', '<rootDir>/packages/**/*.test.tsx'],
      moduleNameMapper: { '\\.css$': '<rootDir>/tooling/jest/style-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
  ],
};
