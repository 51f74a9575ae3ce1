import {
  REMOTE_NAMES,
  type RemoteLocation,
  type RemoteName,
  type RuntimeConfig,
} from '@mail/contracts';
import type { Configuration } from '@rspack/core';
import type { DeploymentOrigins } from './content-security-policy';

/** The default ports (docs/architecture.md#ports). */
export const defaultPorts = {
  shell: 3000,
  mailbox: 3001,
  conversation: 3002,
  compose: 3003,
  calendar: 3004,
  emulator: 3100,
} as const satisfies Record<RemoteName | 'shell' | 'emulator', number>;

export type PortMap = Record<keyof typeof defaultPorts, number>;

export interface RuntimeConfigOptions {
  host?: string;
  ports?: Partial<PortMap>;
  /** With a client id the product talks to Google; without, to the local stand-in. */
  googleClientId?: string;
  /** Each built remote's remoteEntry.js SRI hash (`pnpm start`); none under `pnpm dev`. */
  integrity?: Partial<Record<RemoteName, string>>;
  /**
   * Each built remote's remoteEntry.js content version (`pnpm start`), added to its URL as `?v=`:
   * the server then lets browsers and CDNs keep that URL for good (see scripts/lib/static-server.ts).
   */
  versions?: Partial<Record<RemoteName, string>>;
  /** Where a remote or the stand-in is published, when not on `http://host:port` (a deployment). */
  origins?: Partial<Record<RemoteName | 'emulator', string>>;
}

const googleOrigins = {
  gmail: 'https://gmail.googleapis.com',
  calendar: 'https://www.googleapis.com',
  userinfo: 'https://www.googleapis.com',
  oauth: 'https://accounts.google.com',
  revoke: 'https://oauth2.googleapis.com',
  people: 'https://people.googleapis.com',
};

/** The run-time config `pnpm start` and `pnpm dev` serve to the shell as /runtime-config.json. */
export function createRuntimeConfig(options: RuntimeConfigOptions = {}): RuntimeConfig {
  const host = options.host ?? 'localhost';
  const ports: PortMap = { ...defaultPorts, ...options.ports };
  const originOf = (app: RemoteName | 'emulator') =>
    options.origins?.[app] ?? `http://${host}:${ports[app]}`;
  const remote = (name: RemoteName): RemoteLocation => {
    const integrity = options.integrity?.[name];
    const version = options.versions?.[name];
    return {
      entry: `${originOf(name)}/remoteEntry.js${version ? `?v=${version}` : ''}`,
      ...(integrity ? { integrity } : {}),
    };
  };
  const emulator = originOf('emulator');
  const googleClientId = options.googleClientId?.trim();
  return {
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, remote(name)])) as Record<
      RemoteName,
      RemoteLocation
    >,
    api: googleClientId
      ? googleOrigins
      : {
          gmail: emulator,
          calendar: emulator,
          userinfo: emulator,
          oauth: emulator,
          revoke: emulator,
          people: emulator,
        },
    ...(googleClientId ? { googleClientId } : {}),
  };
}

type SetupMiddlewares = NonNullable<NonNullable<Configuration['devServer']>['setupMiddlewares']>;

/** Lets the shell's dev server answer /runtime-config.json like the production server does. */
export const serveDevRuntimeConfig: SetupMiddlewares = (middlewares) => {
  const body = JSON.stringify(
    createRuntimeConfig({ googleClientId: process.env.GOOGLE_CLIENT_ID }),
    null,
    2,
  );
  middlewares.unshift({
    name: 'runtime-config',
    path: '/runtime-config.json',
    middleware: (
      _request: unknown,
      response: { setHeader(k: string, v: string): void; end(body: string): void },
    ) => {
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Cache-Control', 'no-store');
      response.end(body);
    },
  });
  return middlewares;
};

/**
 * The origins `pnpm dev` is made of (docs/architecture.md#ports), from which its pages' policy is
 * built.
 */
export function devDeploymentOrigins(): DeploymentOrigins {
  const config = createRuntimeConfig({ googleClientId: process.env.GOOGLE_CLIENT_ID });
  return {
    remotes: Object.values(config.remotes).map((remote) => remote.entry),
    apis: Object.values(config.api),
    googleSignIn: Boolean(config.googleClientId),
  };
}
