/**
 * The remotes the shell composes, by Module Federation name: the one list the run-time config, the
 * build and serve scripts and the rspack config read (each is built from remotes/<name>/).
 */
export const REMOTE_NAMES = ['mailbox', 'conversation', 'compose', 'calendar'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Where Google's services live. With the local stand-in every origin is the emulator's; with Google they
 * are https://gmail.googleapis.com, https://www.googleapis.com (calendar, userinfo),
 * https://accounts.google.com (sign-in), https://oauth2.googleapis.com (token revocation) and
 * https://people.googleapis.com (contacts).
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
  /**
   * Where compose searches the user's contacts (the People API). Optional like `revoke`; without it,
   * suggestions come from the addresses seen in mail only.
   */
  people?: string;
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

type Check = (value: unknown, path: string) => void;

/**
 * The id of the `<script type="application/json">` in which the server that sends the shell's page
 * inlines the run-time config, so that the shell reads it without another request.
 */
export const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const fail = (path: string, message: string): never => {
  throw new RuntimeConfigError(`${path} ${message}`);
};

const httpUrl: Check = (value, path) => {
  let protocol = '';
  try {
    protocol = new URL(String(value)).protocol;
  } catch {
    // Not a URL at all: refused below like any other scheme.
  }
  if (typeof value !== 'string' || !/^https?:$/.test(protocol))
    fail(path, 'must be an http(s) URL');
};

const sriHash: Check = (value, path) => {
  if (typeof value !== 'string' || !/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    fail(path, 'must be a sha256/384/512 SRI hash');
  }
};

const text: Check = (value, path) => {
  if (typeof value !== 'string') fail(path, 'must be a string');
};

const optional =
  (check: Check): Check =>
  (value, path) => {
    if (value !== undefined) check(value, path);
  };

/**
 * An object with exactly these keys (those whose check accepts undefined may be left out). Strict: a
 * key it does not know is refused, so nothing the config was not meant to say (another script origin,
 * a remote it does not have) is ever trusted.
 */
const strictObject =
  (shape: Record<string, Check>, expected = 'must be an object'): Check =>
  (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, expected);
    const at = (key: string) => (path ? `${path}.${key}` : key);
    for (const key of Object.keys(value as object)) {
      if (!(key in shape)) fail(at(key), 'is not a setting the shell knows');
    }
    for (const [key, check] of Object.entries(shape)) {
      check((value as Record<string, unknown>)[key], at(key));
    }
  };

const remoteLocation = strictObject(
  { entry: httpUrl, integrity: optional(sriHash) },
  'must be { "entry": URL of its remoteEntry.js, "integrity": its SRI hash }',
);

const runtimeConfigShape = strictObject({
  remotes: strictObject(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteLocation])) as Record<
      RemoteName,
      Check
    >,
  ),
  api: strictObject({
    gmail: httpUrl,
    calendar: httpUrl,
    userinfo: httpUrl,
    oauth: httpUrl,
    revoke: optional(httpUrl),
    people: optional(httpUrl),
  } satisfies Record<keyof ApiOrigins, Check>),
  googleClientId: optional(text),
} satisfies Record<keyof RuntimeConfig, Check>);

/** The run-time config if `json` is one, else a RuntimeConfigError naming the first wrong field. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null)
    throw new RuntimeConfigError('it is not a JSON object');
  runtimeConfigShape(json, '');
  return json as RuntimeConfig;
}
