import { invalidValue, invalidValueAt } from './api-error';

/** Parameters every Google API method accepts besides its own. */
const STANDARD_PARAMS = new Set([
  '$.xgafv',
  'access_token',
  'alt',
  'callback',
  'fields',
  'key',
  'oauth_token',
  'prettyPrint',
  'quotaUser',
  'upload_protocol',
  'uploadType',
  'userIp',
]);

/**
 * Gmail (served by Google's ESF front end) refuses query parameters the method does not define, e.g. the
 * `labelIds[]` some HTTP libraries write.
 */
export function assertKnownParams(query: URLSearchParams, known: readonly string[]): void {
  for (const name of query.keys()) {
    if (STANDARD_PARAMS.has(name) || known.includes(name)) continue;
    throw invalidValue(
      `Invalid JSON payload received. Unknown name "${name}": Cannot bind query parameter. Field '${name}' could not be found in request message.`,
    );
  }
}

function badValue(name: string, type: string, value: string): never {
  throw invalidValueAt(name, type, `"${value}"`);
}

export function readBoolean(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = query.get(name);
  if (value === null) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return badValue(name, 'TYPE_BOOL', value);
}

/** An unsigned integer parameter; `undefined` when absent. */
function readUnsigned(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (!/^\d{1,9}$/.test(value)) return badValue(name, 'TYPE_UINT32', value);
  return Number(value);
}

/** One enum value (matched case-insensitively, returned as the API spells it). */
export function parseEnum<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const match = allowed.find((option) => option.toLowerCase() === value.toLowerCase());
  return match ?? badValue(name, 'TYPE_ENUM', value);
}

export function readEnum<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = query.get(name);
  return value === null ? fallback : parseEnum(name, value, allowed);
}

/** Gmail's page sizes: the default when absent, clamped to the maximum like Google does. */
export function readPageSize(query: URLSearchParams, fallback: number, max: number): number {
  const size = readUnsigned(query, 'maxResults');
  if (size === undefined || size === 0) return fallback;
  return Math.min(size, max);
}
