import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@mail/contracts';
import { apps, distDir, type AppName } from '../../scripts/lib/apps';
import { buildApp } from '../../scripts/lib/build';

/** Every built file of an app with its content hash: equal fingerprints mean not rebuilt. */
function fingerprint(app: AppName): Record<string, string> {
  const dist = distDir(app);
  return Object.fromEntries(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        return [path.relative(dist, file), hash];
      }),
  );
}

/** For a test that builds a remote: an rspack build alone can take a minute on a loaded machine. */
export const REBUILD_TEST_TIMEOUT_MS = 180_000;

export interface RemoteBuilds {
  /**
   * A remote team's change to one file, built on its own in a copy of their folder (whose
   * node_modules links still resolve because the copy sits beside the original). Checks that no
   * other app was rebuilt. Resolves to the new build's folder.
   */
  rebuild(app: RemoteName, file: string, content: string): Promise<string>;
  /** A copy of a remote's build as it is, beside it, to change after the build. */
  copyBuild(app: RemoteName): string;
}

/** Builds of remotes other than the repository's, for a test file; removed after its tests. */
export function remoteBuilds(): RemoteBuilds {
  const written: string[] = [];
  // A name the repository ignores (.gitignore), one per copy.
  const scratch = (app: RemoteName) => {
    const folder = path.join(
      path.dirname(apps[app]),
      `.${app}-redeploy-${process.pid}-${written.length}`,
    );
    written.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of written) rmSync(folder, { recursive: true, force: true });
  });
  return {
    rebuild: async (app, file, content) => {
      const others = (Object.keys(apps) as AppName[]).filter((name) => name !== app);
      const before = Object.fromEntries(others.map((name) => [name, fingerprint(name)]));
      const source = scratch(app);
      cpSync(apps[app], source, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (name) => !name.startsWith(distDir(app)),
      });
      writeFileSync(path.join(source, file), content);
      await buildApp(app, { appDir: source, quiet: true });
      for (const name of others) expect(fingerprint(name)).toEqual(before[name]);
      return path.join(source, 'dist');
    },
    copyBuild: (app) => {
      const copy = scratch(app);
      cpSync(distDir(app), copy, { recursive: true });
      return copy;
    },
  };
}
