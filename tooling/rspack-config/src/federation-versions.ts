import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The Module Federation packages a remote borrows from the shell (runtime/borrowed-bundler-runtime.ts):
 * the plugin that writes the remote's glue and the bundler runtime whose object it copies (which pins
 * the runtime it calls). A remote built on other versions than the shell's would reach into
 * internals that may have changed: the page, not the build, would break.
 */
export const BORROWED_FEDERATION_PACKAGES = [
  '@module-federation/enhanced',
  '@module-federation/webpack-bundler-runtime',
] as const;

/** Where this configuration's own federation packages resolve from (what every build uses by default). */
const configDir = path.join(__dirname, '..');

/** The version of `name` that Node's lookup from `dir` finds, if any (read from its package.json). */
function versionFrom(dir: string, name: string): string | undefined {
  const lookupPaths = createRequire(path.join(dir, 'package.json')).resolve.paths(name) ?? [];
  const manifest = lookupPaths
    .map((folder) => path.join(folder, name, 'package.json'))
    .find((file) => existsSync(file));
  return manifest && (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Each borrowed federation package's version as an app's build sees it: the app's own dependency
 * when it has one, else this configuration's.
 */
export function federationVersions(appDir: string): Record<string, string | undefined> {
  return Object.fromEntries(
    BORROWED_FEDERATION_PACKAGES.map((name) => [
      name,
      versionFrom(appDir, name) ?? versionFrom(configDir, name),
    ]),
  );
}

/**
 * Fails the build of a remote that borrows the shell's federation runtime when any borrowed package's
 * version differs from the shell's, naming each one.
 */
export function assertSameFederationVersions(remoteDir: string, shellDir: string): void {
  const remote = federationVersions(remoteDir);
  const shell = federationVersions(shellDir);
  const differing = BORROWED_FEDERATION_PACKAGES.filter((name) => remote[name] !== shell[name]);
  if (differing.length === 0) return;
  const list = differing
    .map((name) => `${name} ${remote[name] ?? 'missing'} (shell: ${shell[name] ?? 'missing'})`)
    .join(', ');
  throw new Error(
    `${path.basename(remoteDir)} borrows the shell's federation runtime but is built on other ` +
      `versions: ${list}. Use the shell's versions, or build it with MF_STANDALONE=1.`,
  );
}
