import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  INLINE_RUNTIME_CONFIG_ID,
  parseRuntimeConfig,
  REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfig,
} from '@mail/contracts';
import { fileIntegrity } from '@mail/rspack-config/build-file-integrity';
import { strictContentSecurityPolicy } from '@mail/rspack-config/content-security-policy';
import { createRuntimeConfig } from '@mail/rspack-config/runtime-config';
import { appNames, distDir, type AppName } from './apps';
import { escapeAttribute, withInlineJson, withScriptPreloads } from './page-additions';
import { remoteEntryPins, remoteEntryVersion } from './subresource-integrity';

/** What a deployment is made of beyond the build: where each part is published, and who signs in. */
export interface DeploymentSettings {
  /** Where each app is published: scheme, host and port, no path (e.g. https://mail.example.com). */
  origins: Record<AppName, string>;
  /** Google mode; without it the product talks to the local stand-in at `standInOrigin`. */
  googleClientId?: string;
  standInOrigin?: string;
  /** Where each app's build is read from; its dist/ unless given (a remote rebuilt elsewhere). */
  builds?: Partial<Record<AppName, string>>;
}

/** One app of a written deployment: its files as they are to be served, and its pages' policy. */
export interface AppDeployment {
  root: string;
  origin: string;
  /** The Content-Security-Policy of every HTML page of the app (see pinPageScripts). */
  contentSecurityPolicy: string;
  /** The version `?v=` the run-time config names the app's remoteEntry.js with (remotes only). */
  entryVersion?: string;
}

export interface Deployment {
  dir: string;
  config: RuntimeConfig;
  apps: Record<AppName, AppDeployment>;
}

/** Where a page's script or preload names a file of the app's own, that file; otherwise undefined. */
function localFile(root: string, url: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined;
  const file = path.join(root, url.replace(/[?#].*$/s, ''));
  return file.startsWith(root + path.sep) ? file : undefined;
}

const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * Pins every script a page loads by name with its integrity, so that a policy can allow the page's
 * scripts by hash without a nonce made per response (CSP3 matches an external script's integrity
 * against the policy's hashes; whatever they insert runs under 'strict-dynamic'). A preload is fetched
 * under the same rule, and one the page's script would not reuse (the shell's chunk loader asks for
 * its chunks unpinned) is fetched twice. So a preload of the app's own file, one of its bundle's chunks
 * (the shell's bootstrap, preloadBootstrapChunks in @mail/rspack-config), becomes a deferred script,
 * pinned: fetched as early, run before the page's script, it registers its chunk, which the chunk
 * loader then finds loaded. A preload of another origin keeps its integrity or is left out. Inline
 * scripts, which the product's pages have none of, would be refused: they carry no integrity.
 */
export function pinPageScripts(html: string, root: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const pinned = html
    .replace(/<link\b[^>]*>/gi, (tag) => {
      if (!/\brel="preload"/i.test(tag) || !/\bas="script"/i.test(tag)) return tag;
      const integrity = attributeOf(tag, 'integrity');
      if (integrity) {
        hashes.add(integrity);
        return tag;
      }
      const href = attributeOf(tag, 'href') ?? '';
      return localFile(root, href) ? `<script defer src="${href}"></script>` : '';
    })
    .replace(/<script\b[^>]*\bsrc="([^"]*)"[^>]*>/gi, (tag, src: string) => {
      const integrity = attributeOf(tag, 'integrity');
      if (integrity) {
        hashes.add(integrity);
        return tag;
      }
      const file = localFile(root, src);
      if (!file) throw new Error(`${src}: a script of another origin needs an integrity attribute`);
      const pin = fileIntegrity(file);
      hashes.add(pin);
      return tag.replace(
        /^<script\b/i,
        `<script integrity="${escapeAttribute(pin)}" crossorigin="anonymous"`,
      );
    });
  return { html: pinned, hashes: [...hashes] };
}

const htmlFilesOf = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(root, file));

/**
 * Writes a deployment from the built apps into `dir` (emptied first), one folder per app, each to be
 * served as it is from its own origin: the shell's run-time config (`runtime-config.json`, also inline
 * in its pages), every page with its scripts pinned, and the calendar embed's config. Headers are
 * written beside it from the returned description (deployment-headers.ts).
 */
export function writeDeployment(dir: string, settings: DeploymentSettings): Deployment {
  const buildOf = (app: AppName) => settings.builds?.[app] ?? distDir(app);
  const originOf = (app: AppName) => new URL(settings.origins[app]).origin;
  if (!settings.googleClientId && !settings.standInOrigin)
    throw new Error('A deployment needs a Google client id, or the origin of the stand-in');

  const config = parseRuntimeConfig(
    createRuntimeConfig({
      googleClientId: settings.googleClientId,
      ...remoteEntryPins(buildOf),
      origins: {
        ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, originOf(name)])) as Record<
          RemoteName,
          string
        >),
        ...(settings.standInOrigin && { emulator: new URL(settings.standInOrigin).origin }),
      },
    }),
  );
  const origins = {
    remotes: REMOTE_NAMES.map(originOf),
    apis: Object.values(config.api),
    googleSignIn: Boolean(settings.googleClientId),
  };

  rmSync(dir, { recursive: true, force: true });
  const apps = {} as Record<AppName, AppDeployment>;
  for (const app of appNames) {
    const root = path.join(dir, app);
    cpSync(buildOf(app), root, { recursive: true });
    const hashes = new Set<string>();
    for (const file of htmlFilesOf(root)) {
      let page = readFileSync(file, 'utf8');
      if (app === 'shell') {
        page = withInlineJson(page, INLINE_RUNTIME_CONFIG_ID, JSON.stringify(config));
        // Every signed-in page shows the mailbox first.
        page = withScriptPreloads(page, [
          { href: config.remotes.mailbox.entry, integrity: config.remotes.mailbox.integrity },
        ]);
      }
      const pinned = pinPageScripts(page, root);
      pinned.hashes.forEach((hash) => hashes.add(hash));
      writeFileSync(file, pinned.html);
    }
    apps[app] = {
      root,
      origin: originOf(app),
      contentSecurityPolicy: strictContentSecurityPolicy({ scriptHashes: [...hashes], origins }),
      ...(app !== 'shell' && { entryVersion: remoteEntryVersion(root) }),
    };
  }
  writeFileSync(path.join(apps.shell.root, 'runtime-config.json'), JSON.stringify(config, null, 2));
  writeEmbedConfig(apps.calendar.root, config);
  return { dir, config, apps };
}

const inlineConfig = new RegExp(
  `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">.*?</script>`,
  's',
);

/**
 * Publishes another run-time config in a written deployment (moving a remote is a config edit): the
 * shell's runtime-config.json and the copy inline in its pages, whose policy stays the deployment's.
 */
export function writeRuntimeConfig(deployment: Deployment, next: RuntimeConfig): void {
  deployment.config = parseRuntimeConfig(next);
  const { root } = deployment.apps.shell;
  const json = JSON.stringify(deployment.config);
  writeFileSync(path.join(root, 'runtime-config.json'), json);
  for (const file of htmlFilesOf(root)) {
    const page = readFileSync(file, 'utf8');
    if (inlineConfig.test(page))
      writeFileSync(
        file,
        withInlineJson(page.replace(inlineConfig, ''), INLINE_RUNTIME_CONFIG_ID, json),
      );
  }
}

/**
 * Publishes files of `next` over the deployment being served, without deleting anything, and makes
 * `served` describe the app as published (for the servers' configuration to be written again).
 */
function publishFiles(served: Deployment, next: Deployment, app: AppName, files: string[]) {
  for (const file of files)
    cpSync(path.join(next.apps[app].root, file), path.join(served.apps[app].root, file), {
      recursive: true,
    });
  served.apps[app] = { ...next.apps[app], root: served.apps[app].root };
}

/*
 * Shipping one remote alone (docs/deployment.md): `next` is the deployment written again from the same
 * settings with that remote's new build. Its folder goes first, then the shell's config and pages.
 */

/**
 * The remote's folder, over the served one: a page still running the old version asks for the old
 * chunks by their hashed names, so none is deleted.
 */
export function publishRemoteFolder(served: Deployment, next: Deployment, app: RemoteName): void {
  publishFiles(served, next, app, ['.']);
}

/** The shell's run-time config and pages: from now on the shell asks for the new version and pin. */
export function publishShellConfig(served: Deployment, next: Deployment): void {
  const { root } = next.apps.shell;
  publishFiles(served, next, 'shell', [
    'runtime-config.json',
    ...htmlFilesOf(root).map((file) => path.relative(root, file)),
  ]);
  served.config = next.config;
}

/** The calendar embed reads its API and sign-in origins from embed-config.json, beside it. */
function writeEmbedConfig(calendarRoot: string, config: RuntimeConfig) {
  const file = path.join(calendarRoot, 'embed-config.json');
  const built = JSON.parse(readFileSync(file, 'utf8')) as { clientId: string };
  const embedConfig = {
    api: { calendar: config.api.calendar, oauth: config.api.oauth },
    clientId: config.googleClientId ?? built.clientId,
  };
  writeFileSync(file, `${JSON.stringify(embedConfig, null, 2)}\n`);
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}
