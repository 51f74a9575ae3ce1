import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Each boundary of eslint.config.mjs, shown failing on a sample: the sample's text is linted as if it
// were the file at `filePath` (the imported files are real), so the zones read from the folders apply.
const repoRoot = path.resolve(__dirname, '../..');

type Sample = { filePath: string; code?: string };
type Problem = { ruleId: string | null; message: string };

const forbidden = [
  {
    kind: 'a remote importing another remote',
    filePath: 'remotes/mailbox/src/sample.ts',
    code: "export * from '../../conversation/src/index';\n",
    ruleId: 'import-x/no-restricted-paths',
    says: '[boundaries: remote → remote/shell]',
  },
  {
    kind: 'a remote importing the shell',
    filePath: 'remotes/mailbox/src/sample.ts',
    code: "export { Logo } from '../../../shell/src/components/logo';\n",
    ruleId: 'import-x/no-restricted-paths',
    says: '[boundaries: remote → remote/shell]',
  },
  {
    kind: 'the shell importing a remote',
    filePath: 'shell/src/sample.ts',
    code: "export * from '../../remotes/mailbox/src/index';\n",
    ruleId: 'import-x/no-restricted-paths',
    says: '[boundaries: shell → remote]',
  },
  {
    kind: 'a package importing an app',
    filePath: 'packages/format/src/sample.ts',
    code: "export { Logo } from '../../../shell/src/components/logo';\n",
    ruleId: 'import-x/no-restricted-paths',
    says: '[boundaries: package → app]',
  },
  {
    kind: 'a feature importing another feature',
    filePath: 'shell/src/features/login/sample.ts',
    code: "export { ShellLayout } from '../layout/shell-layout';\n",
    ruleId: 'import-x/no-restricted-paths',
    says: '[boundaries: feature → feature]',
  },
  {
    kind: "a file reaching into a module's files past its index.ts",
    filePath: 'packages/gmail-client/src/sample.ts',
    code: "export { toBase64Url } from './mime-builder/base64';\n",
    ruleId: 'import-x/no-restricted-paths',
    says: '[boundaries: module internals]',
  },
  {
    kind: "an import of another package's src/ files",
    filePath: 'scripts/sample.ts',
    code: "export { defaultPorts } from '@mail/rspack-config/src/runtime-config';\n",
    ruleId: 'no-restricted-imports',
    says: '[boundaries: package internals]',
  },
  {
    kind: "a relative path into another project's folder",
    filePath: 'e2e/sample.ts',
    code: "export * from '../packages/format/src/file-size';\n",
    ruleId: 'no-restricted-imports',
    says: '[boundaries: package internals]',
  },
];
const allowed = [
  {
    kind: 'a remote importing packages and its own files',
    filePath: 'remotes/mailbox/src/sample.ts',
    code: "export * from '@mail/federation';\nexport * from './lib/perf-marks';\n",
  },
  {
    kind: 'the app level importing a feature, a feature its own files',
    filePath: 'shell/src/features/layout/sample.ts',
    code: "export { ComposeHost } from './compose-host';\n",
  },
  {
    kind: 'a module through its index',
    filePath: 'packages/gmail-client/src/sample.ts',
    code: "export { toBase64Url } from './mime-builder';\n",
  },
  {
    kind: 'a package through an entry its exports list',
    filePath: 'scripts/sample.ts',
    code: "export { defaultPorts } from '@mail/rspack-config/runtime-config';\n",
  },
];
const cycle: Sample = { filePath: 'tooling/lint-boundaries/lint-fixtures/cycle-first.ts' };
const notKebab: Sample = { filePath: 'tooling/lint-boundaries/lint-fixtures/NotKebab.ts' };

// One ESLint run for every sample (loading the config and resolver is most of the time).
const samples: Sample[] = [...forbidden, ...allowed, cycle, notKebab];
const keyOf = ({ filePath, code }: Sample) => JSON.stringify([filePath, code]);
let problems: Map<string, Problem[]>;
const problemsOf = (sample: Sample) => problems.get(keyOf(sample));
beforeAll(() => {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-samples.mjs')], {
    cwd: repoRoot,
    input: JSON.stringify(
      samples.map(({ filePath, code }) => ({ filePath: path.join(repoRoot, filePath), code })),
    ),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as Problem[][];
  problems = new Map(samples.map((sample, index) => [keyOf(sample), results[index] ?? []]));
}, 120_000);

describe('pnpm lint fails on each forbidden import, saying which rule and why', () => {
  it.each(forbidden)('$kind', ({ ruleId, says, ...sample }) => {
    expect(problemsOf(sample)).toContainEqual({ ruleId, message: expect.stringContaining(says) });
  });

  it('an import cycle', () => {
    expect(problemsOf(cycle)).toContainEqual({
      ruleId: 'import-x/no-cycle',
      message: expect.stringContaining('cycle'),
    });
  });

  it('a file name that is not kebab-case', () => {
    expect(problemsOf(notKebab)).toContainEqual({
      ruleId: 'check-file/filename-naming-convention',
      message: expect.stringContaining('"NotKebab.ts" is not kebab-case'),
    });
  });

  it.each(allowed)('allows $kind', (sample) => {
    expect(problemsOf(sample)).toEqual([]);
  });
});
