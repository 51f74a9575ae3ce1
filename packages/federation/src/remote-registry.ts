import {
  loadRemote as loadFederatedModule,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteFunctions, RemoteModules, RemoteName, RuntimeConfig } from '@mail/contracts';
import type { ComponentType } from 'react';
import { createRemoteScriptPlugin, scriptFileOf } from './remote-script-plugin';
import { createRetryPlugin, isUnavailableRemote, REMOTE_UNAVAILABLE } from './retry-plugin';

export type RemoteModuleId = keyof RemoteModules;

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    override readonly cause: unknown,
  ) {
    super(`The ${remote} part of the app could not be loaded.`);
  }
}

/**
 * A remote built for a range of a shared package (its package.json's dependency) that this page's
 * copy does not satisfy the requirement of: it cannot run here until a compatible shell or remote is deployed.
 */
export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
  constructor(
    readonly remote: RemoteName,
    readonly sharedPackage: string,
    readonly requiredVersion: string,
    readonly pageVersion: string,
  ) {
    super(
      `The ${remote} part needs ${sharedPackage} ${requiredVersion}; this page has ${pageVersion}.`,
    );
  }
}

// The federation runtime's words when a strict singleton's version is outside a consumer's range.
const INCOMPATIBLE_SHARED_VERSION =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

function loadFailure(remote: RemoteName, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const incompatible = INCOMPATIBLE_SHARED_VERSION.exec(message);
  if (!incompatible) return new RemoteUnavailableError(remote, error);
  const [, pageVersion = '', sharedPackage = '', requiredVersion = ''] = incompatible;
  return new RemoteIncompatibleError(remote, sharedPackage, requiredVersion, pageVersion);
}

let remotes: RuntimeConfig['remotes'] | undefined;
const integrityByEntry = new Map<string, string>();
const loadedComponents = new Map<RemoteModuleId, ComponentType<never>>();
const attempts = new Map<RemoteName, number>();

/** Registers every remote of the run-time config; nothing is fetched until a module is asked for. */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  remotes = config.remotes;
  integrityByEntry.clear();
  for (const { entry, integrity } of Object.values(config.remotes)) {
    if (integrity) integrityByEntry.set(scriptFileOf(entry), integrity);
  }
  registerPlugins([
    createRetryPlugin(),
    createRemoteScriptPlugin((entryFile) => integrityByEntry.get(entryFile)),
  ]);
  registerRemotes(
    Object.entries(config.remotes).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
}

function remoteOf(id: RemoteModuleId | keyof RemoteFunctions): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/**
 * Forgets a remote that failed, so the next load fetches its entry again. The entry URL gets an
 * attempt number because the runtime caches by entry URL (its integrity pin still applies).
 */
export function resetRemote(remote: RemoteName): void {
  if (!remotes) throw new Error('Remotes are not registered yet.');
  for (const id of loadedComponents.keys())
    if (remoteOf(id) === remote) loadedComponents.delete(id);
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  const entry = new URL(remotes[remote].entry);
  entry.searchParams.set('attempt', String(attempt));
  registerRemotes([{ name: remote, entry: entry.toString() }], { force: true });
}

/** The default export of one exposed module, whatever it is. */
async function loadDefaultExport(id: string, remote: RemoteName): Promise<unknown> {
  let loaded: unknown;
  try {
    loaded = await loadFederatedModule(id);
  } catch (error) {
    throw loadFailure(remote, error);
  }
  // A remote that failed comes back as the retry plugin's failover: the runtime returns what its
  // onLoad hook gave, the factory of the marker module.
  const failover = typeof loaded === 'function' ? (loaded as () => unknown)() : loaded;
  if (isUnavailableRemote(failover)) {
    throw loadFailure(remote, failover[REMOTE_UNAVAILABLE].error);
  }
  if (!loaded) throw new RemoteUnavailableError(remote, loaded);
  return (loaded as { default?: unknown }).default;
}

const noDefaultExport = (remote: RemoteName, id: string) =>
  new RemoteUnavailableError(remote, new Error(`${id} has no default export`));

/**
 * Loads one exposed component; rejects with RemoteUnavailableError when its remote is down, or
 * RemoteIncompatibleError when it was built for other versions of the shared packages.
 */
export async function loadRemoteComponent<Id extends RemoteModuleId>(
  id: Id,
): Promise<ComponentType<RemoteModules[Id]>> {
  const remote = remoteOf(id);
  const component = await loadDefaultExport(id, remote);
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw noDefaultExport(remote, id);
  }
  loadedComponents.set(id, component as ComponentType<never>);
  return component as ComponentType<RemoteModules[Id]>;
}

/** Loads one exposed function (a module that is no component); rejects as `loadRemoteComponent`. */
export async function loadRemoteFunction<Id extends keyof RemoteFunctions>(
  id: Id,
): Promise<RemoteFunctions[Id]> {
  const remote = remoteOf(id);
  const exported = await loadDefaultExport(id, remote);
  if (typeof exported !== 'function') throw noDefaultExport(remote, id);
  return exported as RemoteFunctions[Id];
}

/** A component that has loaded already (a prefetch), so a slot can render it on its first render. */
export function loadedRemoteComponent<Id extends RemoteModuleId>(
  id: Id,
): ComponentType<RemoteModules[Id]> | undefined {
  return loadedComponents.get(id) as ComponentType<RemoteModules[Id]> | undefined;
}
