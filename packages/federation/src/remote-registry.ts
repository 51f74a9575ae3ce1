import {
  loadRemote as loadFederatedModule,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteModules, RemoteName, RuntimeConfig } from '@mail/contracts';
import type { ComponentType } from 'react';
import { createRemoteScriptPlugin, scriptFileOf } from './remote-script-plugin';
import { createRetryPlugin, isUnavailableRemote } from './retry-plugin';

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

function remoteOf(id: RemoteModuleId): RemoteName {
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

/** Loads one exposed component; rejects with RemoteUnavailableError when its remote is down. */
export async function loadRemoteComponent<Id extends RemoteModuleId>(
  id: Id,
): Promise<ComponentType<RemoteModules[Id]>> {
  const remote = remoteOf(id);
  let loaded: unknown;
  try {
    loaded = await loadFederatedModule(id);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (isUnavailableRemote(loaded) || !loaded) throw new RemoteUnavailableError(remote, loaded);
  const component = (loaded as { default?: ComponentType<RemoteModules[Id]> }).default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteUnavailableError(remote, new Error(`${id} has no default export`));
  }
  loadedComponents.set(id, component as ComponentType<never>);
  return component;
}

/** A component that has loaded already (a prefetch), so a slot can render it on its first render. */
export function loadedRemoteComponent<Id extends RemoteModuleId>(
  id: Id,
): ComponentType<RemoteModules[Id]> | undefined {
  return loadedComponents.get(id) as ComponentType<RemoteModules[Id]> | undefined;
}
