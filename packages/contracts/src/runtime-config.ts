import * as v from 'valibot';

/** The remotes the shell composes, by Module Federation name. */
export type RemoteName = 'mailbox' | 'conversation' | 'compose' | 'calendar';

/**
 * Where Google's services live. With the local stand-in every origin is the emulator's; with Google they
 * are https://gmail.googleapis.com, https://www.googleapis.com (calendar, userinfo),
 * https://accounts.google.com (sign-in) and https://oauth2.googleapis.com (token revocation).
 */
export interface ApiOrigins {
  gmail: string;
  calendar: string;
  userinfo: string;
  oauth: string;
  /**
   * Where LOGOUT revokes the token (POST {revoke}/revoke). Optional so that a deployment's config
   * written before it existed still starts; without it LOGOUT clears the device only.
   */
  revoke?: string;
}

/** Where one remote is deployed, pinned to one build of it. */
export interface RemoteLocation {
  /** URL of its remoteEntry.js. */
  entry: string;
  /**
   * Subresource Integrity of that file (`sha384-…`): the browser refuses any other content. Absent
   * only under `pnpm dev`, whose servers rebuild the entry on every change.
   */
  integrity?: string;
}

/** The one JSON file the shell reads at start (served as /runtime-config.json). */
export interface RuntimeConfig {
  remotes: Record<RemoteName, RemoteLocation>;
  api: ApiOrigins;
  /** Set to sign in with Google; absent or empty means the local stand-in's sign-in page. */
  googleClientId?: string;
}

const httpUrl = v.pipe(
  v.string('must be a string'),
  v.check((value) => /^https?:$/.test(safeUrl(value)?.protocol ?? ''), 'must be an http(s) URL'),
);

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const remoteLocation = v.strictObject(
  {
    entry: httpUrl,
    integrity: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'must be a sha256/384/512 SRI hash'),
      ),
    ),
  },
  'must be { "entry": URL of its remoteEntry.js, "integrity": its SRI hash }',
);

/**
 * The config's schema. Strict at every level: a key it does not know is refused, so nothing the
 * config was not meant to say (another script origin, a remote it does not have) is ever trusted.
 */
const runtimeConfigSchema = v.strictObject({
  remotes: v.strictObject(
    {
      mailbox: remoteLocation,
      conversation: remoteLocation,
      compose: remoteLocation,
      calendar: remoteLocation,
    },
    'must be an object',
  ),
  api: v.strictObject(
    {
      gmail: httpUrl,
      calendar: httpUrl,
      userinfo: httpUrl,
      oauth: httpUrl,
      revoke: v.optional(httpUrl),
    },
    'must be an object',
  ),
  googleClientId: v.optional(v.string('must be a string')),
}) satisfies v.GenericSchema<unknown, RuntimeConfig>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** The run-time config if `json` is one, else a RuntimeConfigError naming the first wrong field. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = v.safeParse(runtimeConfigSchema, json, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = v.getDotPath(issue);
  const unknownKey = issue.expected === 'never';
  throw new RuntimeConfigError(
    path === null
      ? 'it is not a JSON object'
      : unknownKey
        ? `${path} is not a setting the shell knows`
        : `${path} ${issue.message}`,
  );
}
