import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '@mail/contracts';

/** Reads the one config file the shell needs at start: where the remotes and Google's APIs are. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
