import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertSameFederationVersions } from './federation-versions';

const repoRoot = path.resolve(__dirname, '../../..');

let root: string;
beforeEach(() => (root = mkdtempSync(path.join(tmpdir(), 'federation-versions-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An app folder whose own node_modules hold these federation package versions. */
function appWith(name: string, versions: Record<string, string>): string {
  const dir = path.join(root, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name }));
  for (const [pkg, version] of Object.entries(versions)) {
    const pkgDir = path.join(dir, 'node_modules', pkg);
    mkdirSync(pkgDir, { recursive: true });
    writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({ name: pkg, version }));
  }
  return dir;
}

const RUNTIME = '@module-federation/webpack-bundler-runtime';
const PLUGIN = '@module-federation/enhanced';

describe('a remote borrowing the shell’s federation runtime', () => {
  it('fails the build when it is built on another federation version, naming both', () => {
    const shell = appWith('shell', { [PLUGIN]: '0.24.1', [RUNTIME]: '0.24.1' });
    const remote = appWith('compose', { [PLUGIN]: '0.25.0', [RUNTIME]: '0.24.1' });
    expect(() => assertSameFederationVersions(remote, shell)).toThrow(
      `compose borrows the shell's federation runtime but is built on other versions: ${PLUGIN} 0.25.0 (shell: 0.24.1).`,
    );
  });

  it('builds when its versions are the shell’s', () => {
    const shell = appWith('shell', { [PLUGIN]: '0.24.1', [RUNTIME]: '0.24.1' });
    const remote = appWith('compose', { [PLUGIN]: '0.24.1', [RUNTIME]: '0.24.1' });
    expect(() => assertSameFederationVersions(remote, shell)).not.toThrow();
  });

  it('passes for this repository’s remotes, which take the versions of @mail/rspack-config', () => {
    for (const remote of ['mailbox', 'conversation', 'compose', 'calendar']) {
      expect(() =>
        assertSameFederationVersions(
          path.join(repoRoot, 'remotes', remote),
          path.join(repoRoot, 'shell'),
        ),
      ).not.toThrow();
    }
  });
});
