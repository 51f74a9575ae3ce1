import { googleError, invalidValue, invalidValueAt, jsonPayloadTooLarge } from './api-error';
import type { ApiRequest } from './api-types';
import { MAX_JSON_BODY_BYTES } from './limits';

/** Protobuf's recursion limit, which Google's JSON front end applies to request bodies. */
const MAX_JSON_DEPTH = 100;

/** Whether objects and arrays nest deeper than `limit`; iterative, so any depth is safe to check. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * The request's JSON object body ({} when empty). Unknown top-level fields are refused, as Google's
 * front end does for its typed request messages, and so is a body over MAX_JSON_BODY_BYTES.
 */
export function readJsonObject(
  req: ApiRequest,
  knownFields: readonly string[],
): Record<string, unknown> {
  if (req.body.length > MAX_JSON_BODY_BYTES) throw jsonPayloadTooLarge(MAX_JSON_BODY_BYTES);
  const text = req.body.toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw googleError(
      400,
      'INVALID_ARGUMENT',
      'parseError',
      'Invalid JSON payload received. Unexpected token.',
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidValue('Invalid JSON payload received. Expected an object.');
  }
  // Later checks print and walk values; a hostile depth would overflow the stack there.
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
    throw invalidValue('Invalid JSON payload received. Message nested too deeply.');
  }
  for (const key of Object.keys(value)) {
    if (!knownFields.includes(key)) {
      throw invalidValue(
        `Invalid JSON payload received. Unknown name "${key}": Cannot find field.`,
      );
    }
  }
  return value as Record<string, unknown>;
}

/** A string-array field of a body; [] when absent. */
export function stringArrayField(body: Record<string, unknown>, name: string): string[] {
  const value = body[name];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value as string[];
  throw invalidValueAt(name, 'TYPE_STRING', JSON.stringify(value));
}

/** A string field of a body; undefined when absent. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  throw invalidValueAt(name, 'TYPE_STRING', JSON.stringify(value));
}
