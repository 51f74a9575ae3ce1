import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileIntegrity } from '@mail/rspack-config/build-file-integrity';
import { appNames, type AppName } from './apps';
import {
  pinPageScripts,
  publishRemoteFolder,
  publishShellConfig,
  writeDeployment,
  type DeploymentSettings,
} from './deployment';

const root = mkdtempSync(path.join(tmpdir(), 'pin-'));
writeFileSync(path.join(root, 'main.js'), 'run()');

test('a page script of its own is pinned with its integrity, and the hash is listed', () => {
  const { html, hashes } = pinPageScripts('<script defer src="/main.js"></script>', root);
  const pin = fileIntegrity(path.join(root, 'main.js'));
  expect(html).toBe(
    `<script integrity="${pin}" crossorigin="anonymous" defer src="/main.js"></script>`,
  );
  expect(hashes).toEqual([pin]);
});

test('a preload of its own chunk becomes a pinned deferred script; one of another origin is kept pinned, or left out unpinned', () => {
  const { html, hashes } = pinPageScripts(
    '<link rel="preload" as="script" href="/main.js"><link rel="preload" as="script" href="https://x.test/a.js"><link rel="preload" as="script" href="https://x.test/e.js" integrity="sha384-e" crossorigin="anonymous">',
    root,
  );
  const pin = fileIntegrity(path.join(root, 'main.js'));
  expect(html).toBe(
    `<script integrity="${pin}" crossorigin="anonymous" defer src="/main.js"></script>` +
      '<link rel="preload" as="script" href="https://x.test/e.js" integrity="sha384-e" crossorigin="anonymous">',
  );
  expect(hashes).toEqual(['sha384-e', pin]);
});

test('a script of another origin without an integrity is refused', () => {
  expect(() => pinPageScripts('<script src="https://x.test/a.js"></script>', root)).toThrow(
    /needs an integrity/,
  );
});

/**
 * A stand-in build of an app, as small as writeDeployment takes: a page, its hashed script and a
 * remote's entry. `release` changes every file's content and the script's name.
 */
function fakeBuild(app: AppName, release: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), `${app}-`));
  const script = `main.${release.repeat(8).slice(0, 8)}.js`;
  writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head><script defer src="/${script}"></script></head></html>`,
  );
  writeFileSync(path.join(dist, script), `${app}${release}()`);
  if (app !== 'shell') writeFileSync(path.join(dist, 'remoteEntry.js'), `${app}Entry${release}()`);
  if (app === 'calendar') writeFileSync(path.join(dist, 'embed-config.json'), '{}');
  return dist;
}

const filesOf = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

test('shipping one remote alone: its folder, then the shell’s config and pages, make the served deployment the one written again, old chunks kept', () => {
  const builds = Object.fromEntries(appNames.map((app) => [app, fakeBuild(app, 'a')])) as Record<
    AppName,
    string
  >;
  const settings: DeploymentSettings = {
    origins: Object.fromEntries(
      appNames.map((app, i) => [app, `https://${app}.example:${8000 + i}`]),
    ) as Record<AppName, string>,
    standInOrigin: 'http://localhost:3100',
    builds,
  };
  const served = writeDeployment(mkdtempSync(path.join(tmpdir(), 'served-')), settings);
  const next = writeDeployment(mkdtempSync(path.join(tmpdir(), 'next-')), {
    ...settings,
    builds: { ...builds, calendar: fakeBuild('calendar', 'b') },
  });
  expect(next.config.remotes.calendar).not.toEqual(served.config.remotes.calendar);

  publishRemoteFolder(served, next, 'calendar');
  publishShellConfig(served, next);

  for (const app of appNames) {
    for (const file of filesOf(next.apps[app].root))
      expect([app, file, readFileSync(path.join(served.apps[app].root, file), 'utf8')]).toEqual([
        app,
        file,
        readFileSync(path.join(next.apps[app].root, file), 'utf8'),
      ]);
    expect(served.apps[app]).toEqual({ ...next.apps[app], root: served.apps[app].root });
  }
  expect(served.config).toEqual(next.config);
  // A page still running the old calendar finds its chunk.
  expect(filesOf(served.apps.calendar.root)).toContain('main.aaaaaaaa.js');
});
