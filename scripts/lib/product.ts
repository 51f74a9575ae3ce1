import {
  INLINE_RUNTIME_CONFIG_ID,
  parseRuntimeConfig,
  REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfig,
} from '@mail/contracts';
import type { DeploymentOrigins } from '@mail/rspack-config/content-security-policy';
import {
  createRuntimeConfig,
  defaultPorts,
  type PortMap,
} from '@mail/rspack-config/runtime-config';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '@mail/emulator';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appNames, distDir, type AppName } from './apps';
import {
  publishRemoteFolder,
  publishShellConfig,
  writeDeployment,
  writeRuntimeConfig,
  type DeploymentSettings,
} from './deployment';
import { startNginx } from './nginx';
import { googleModeClient, standInClient } from './stand-in-client';
import { startStaticServer, type RunningStaticServer } from './static-server';
import { remoteEntryIntegrity, remoteEntryPins } from './subresource-integrity';

export interface ProductOptions {
  /** Port per app; 0 picks a free one (tests). Defaults to docs/architecture.md#ports. */
  ports?: Partial<PortMap>;
  /** With a Google client id the emulator is not started and the shell talks to Google. */
  googleClientId?: string;
  /**
   * With `googleClientId`: Google mode against the stand-in instead of Google. The emulator serves
   * Google's own host names over HTTPS (RunningEmulator.googleHosts) and GIS's double, with the client
   * registered as a deployment registers it with Google: that id, the shell's origin. A browser
   * resolves the names to it and trusts its certificate (googleHostsChromiumArgs).
   */
  googleStandIn?: boolean;
  emulator?: EmulatorOptions;
  /**
   * `nginx`: the apps are served through nginx from a deployment written for these ports (as
   * `pnpm deploy:write` writes one), instead of by the Node server.
   */
  server?: 'node' | 'nginx';
}

export interface RunningProduct {
  shellUrl: string;
  config: RuntimeConfig;
  emulator?: RunningEmulator;
  servers: Record<AppName, RunningStaticServer>;
  /** Replaces the run-time config the shell reads (moving a remote is a config edit). */
  setRuntimeConfig(config: RuntimeConfig): void;
  /**
   * Adds a place remotes are published to the deployment's list of origins, which the pages'
   * Content-Security-Policy is built from (the run-time config alone does not widen it).
   */
  allowRemoteOrigin(origin: string): void;
  /**
   * A remote's team ships a build of theirs alone, the way this server's deployment ships one; the
   * shell and the other remotes stay as they are. The Node server serves it from a new place of its
   * own; on nginx it is published to the remote's origin with a new version (docs/deployment.md) and
   * nginx reloaded. Either way the shell names it in its run-time config with its pin, unless
   * `keepPin`: then the shell keeps the pin it has (files changed behind the deployment's back).
   * Resolves to the URL of the remote's entry the shell now loads.
   */
  publishRemote(app: RemoteName, build: string, options?: { keepPin?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/** Serves the built apps (and the local Google stand-in) on loopback, as `pnpm start` does. */
export async function startProduct(options: ProductOptions = {}): Promise<RunningProduct> {
  const ports: PortMap = { ...defaultPorts, ...options.ports };

  if (options.googleStandIn && !options.googleClientId)
    throw new Error('googleStandIn needs a googleClientId: the shell runs in Google mode');
  const emulator =
    options.googleClientId && !options.googleStandIn
      ? undefined
      : await startEmulator({
          port: ports.emulator,
          ...options.emulator,
          ...(options.googleStandIn && { googleHosts: options.emulator?.googleHosts ?? {} }),
        });

  if (options.server === 'nginx') return startOnNginx(ports, options, emulator);

  // Filled in as the servers start; every server reads it on each request.
  const origins: DeploymentOrigins = {
    remotes: [],
    apis: [],
    googleSignIn: Boolean(options.googleClientId),
  };
  const remoteServers = await Promise.all(
    REMOTE_NAMES.map((name) =>
      startStaticServer({ root: distDir(name), port: ports[name], origins }),
    ),
  );
  const servers = Object.fromEntries(
    REMOTE_NAMES.map((name, i) => [name, remoteServers[i]!]),
  ) as Record<RemoteName, RunningStaticServer>;

  let config = createRuntimeConfig({
    googleClientId: options.googleClientId,
    ...remoteEntryPins(distDir),
    ports: {
      ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, servers[name].port])),
      emulator: emulator?.port ?? ports.emulator,
    },
  });
  // What this process started, not what a later config edit names.
  origins.remotes.push(...REMOTE_NAMES.map((name) => servers[name].origin));
  origins.apis.push(...Object.values(config.api));
  const shellFiles = { '/runtime-config.json': { body: '', contentType: 'application/json' } };
  const setRuntimeConfig = (next: RuntimeConfig) => {
    // Refused here as the shell would refuse it: nothing the schema does not know is ever served.
    config = parseRuntimeConfig(next);
    shellFiles['/runtime-config.json'].body = JSON.stringify(config, null, 2);
  };
  setRuntimeConfig(config);
  const shell = await startStaticServer({
    root: distDir('shell'),
    port: ports.shell,
    spaFallback: true,
    files: shellFiles,
    inlineJson: {
      id: INLINE_RUNTIME_CONFIG_ID,
      body: () => shellFiles['/runtime-config.json'].body,
    },
    // Every signed-in page shows the mailbox first.
    preloadScripts: () => [
      { href: config.remotes.mailbox.entry, integrity: config.remotes.mailbox.integrity },
    ],
    origins,
  });

  const all = { ...servers, shell };
  const published: RunningStaticServer[] = [];
  emulator?.registerClient(
    options.googleStandIn && options.googleClientId
      ? googleModeClient(options.googleClientId, shell.origin)
      : standInClient(all),
  );
  return {
    shellUrl: `${shell.origin}/`,
    get config() {
      return config;
    },
    emulator,
    servers: all,
    setRuntimeConfig,
    allowRemoteOrigin: (origin) => {
      origins.remotes.push(origin);
    },
    publishRemote: async (app, build, { keepPin = false } = {}) => {
      const server = await startStaticServer({ root: build, port: 0, origins });
      published.push(server);
      origins.remotes.push(server.origin);
      const entry = `${server.origin}/remoteEntry.js`;
      const integrity = keepPin ? config.remotes[app].integrity : remoteEntryIntegrity(build);
      setRuntimeConfig({
        ...config,
        remotes: { ...config.remotes, [app]: { entry, ...(integrity && { integrity }) } },
      });
      return entry;
    },
    close: async () => {
      await Promise.all([...Object.values(all), ...published].map((server) => server.close()));
      await emulator?.close();
    },
  };
}

/** A port nobody listens on now, for a server that cannot be asked to pick one (nginx). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The product as nginx serves a written deployment of it (ProductOptions.server). */
async function startOnNginx(
  ports: PortMap,
  options: ProductOptions,
  emulator: RunningEmulator | undefined,
): Promise<RunningProduct> {
  const appPorts = Object.fromEntries(
    await Promise.all(
      appNames.map(async (app) => [app, ports[app] === 0 ? await freePort() : ports[app]] as const),
    ),
  ) as Record<AppName, number>;
  const originOf = (app: AppName) => `http://localhost:${appPorts[app]}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'mail-deployment-'));
  const settings: DeploymentSettings = {
    origins: Object.fromEntries(appNames.map((app) => [app, originOf(app)])) as Record<
      AppName,
      string
    >,
    googleClientId: options.googleClientId,
    standInOrigin: emulator && `http://localhost:${emulator.port}`,
  };
  const deployment = writeDeployment(dir, settings);
  const nginx = await startNginx(deployment);
  const servers = Object.fromEntries(
    appNames.map((app) => [
      app,
      { origin: originOf(app), port: appPorts[app], close: async () => {} },
    ]),
  ) as Record<AppName, RunningStaticServer>;
  emulator?.registerClient(
    options.googleStandIn && options.googleClientId
      ? googleModeClient(options.googleClientId, servers.shell.origin)
      : standInClient(servers),
  );
  return {
    shellUrl: `${servers.shell.origin}/`,
    get config() {
      return deployment.config;
    },
    emulator,
    servers,
    setRuntimeConfig: (config) => writeRuntimeConfig(deployment, config),
    allowRemoteOrigin: () => {
      throw new Error("A written deployment's policy is fixed: write the deployment again");
    },
    publishRemote: async (app, build, { keepPin = false } = {}) => {
      // The deployment written again with the new build, as its team does before publishing.
      const next = writeDeployment(mkdtempSync(path.join(tmpdir(), 'mail-deployment-next-')), {
        ...settings,
        builds: { [app]: build },
      });
      try {
        publishRemoteFolder(deployment, next, app);
        if (!keepPin) publishShellConfig(deployment, next);
        await nginx.reload(deployment);
      } finally {
        rmSync(next.dir, { recursive: true, force: true });
      }
      return deployment.config.remotes[app].entry;
    },
    close: async () => {
      await nginx.close();
      await emulator?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
