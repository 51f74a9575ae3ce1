import {
  INLINE_RUNTIME_CONFIG_ID,
  parseRuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfig,
} from '@mail/contracts';

/**
 * Reads the one config the shell needs at start: where the remotes and Google's APIs are. The server
 * inlines it in the page (no request); a host that does not is asked for the file.
 */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const inlined = document.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent;
  if (inlined) {
    let json: unknown;
    try {
      json = JSON.parse(inlined);
    } catch {
      throw new RuntimeConfigError('the run-time config inlined in the page is not JSON');
    }
    return parseRuntimeConfig(json);
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
