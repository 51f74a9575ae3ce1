import type { RemoteName, RuntimeConfig } from '@mail/contracts';

const remoteNames: RemoteName[] = ['mailbox', 'conversation', 'compose', 'calendar'];
const apiNames = ['gmail', 'calendar', 'userinfo', 'oauth'] as const;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isAbsoluteUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value).protocol.match(/^https?:$/));
  } catch {
    return false;
  }
}

/** Checks the shape of the run-time config, naming the first field that is wrong. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const value = json as Partial<RuntimeConfig> | null;
  if (!value || typeof value !== 'object') throw new RuntimeConfigError('it is not a JSON object');
  for (const name of remoteNames) {
    if (!isAbsoluteUrl(value.remotes?.[name])) {
      throw new RuntimeConfigError(`remotes.${name} must be the URL of its mf-manifest.json`);
    }
  }
  for (const name of apiNames) {
    if (!isAbsoluteUrl(value.api?.[name])) {
      throw new RuntimeConfigError(`api.${name} must be an http(s) origin`);
    }
  }
  if (value.api?.revoke !== undefined && !isAbsoluteUrl(value.api.revoke)) {
    throw new RuntimeConfigError('api.revoke must be an http(s) origin when given');
  }
  if (value.googleClientId !== undefined && typeof value.googleClientId !== 'string') {
    throw new RuntimeConfigError('googleClientId must be a string');
  }
  return value as RuntimeConfig;
}

/** Reads the one config file the shell needs at start: where the remotes and Google's APIs are. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
