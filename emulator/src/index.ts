import { randomBytes } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ConsentGrants } from './auth/consent-grants';
import { gsiClientRoutes } from './auth/gsi-client-routes';
import { OAuthClient, type OAuthClientRegistration } from './auth/oauth-client';
import { oauthRoutes, type ConsentPageRecord } from './auth/oauth-routes';
import { revokeRoutes } from './auth/revoke-routes';
import { TokenStore } from './auth/token-store';
import { userinfoRoutes } from './auth/userinfo-routes';
import { calendarRoutes } from './calendar/calendar-routes';
import { EventCatalog } from './calendar/event-catalog';
import { CONTROL_PREFIX, controlRoutes } from './control/control-routes';
import { removeControlSecretFile, writeControlSecretFile } from './control/control-secret-file';
import { draftsRoutes } from './gmail/drafts-routes';
import type { GmailContext } from './gmail/gmail-context';
import { IdGenerator } from './gmail/ids';
import {
  fixtureMessages,
  loadInitialMailbox,
  seedMessages,
  type InitialMessage,
} from './gmail/initial-mailbox';
import { MailPersistence, readSavedState, restoreSavedState } from './gmail/mail-persistence';
import { mailboxRoutes } from './gmail/mailbox-routes';
import { MailStore } from './gmail/mail-store';
import { MessageQuery } from './gmail/message-query';
import { OutboundMail } from './gmail/outbound-mail';
import { messagesRoutes } from './gmail/messages-routes';
import { settingsRoutes } from './gmail/settings-routes';
import { threadsRoutes } from './gmail/threads-routes';
import { ContactDirectory } from './people/contact-directory';
import { peopleRoutes } from './people/people-routes';
import { generateSeed, seedAccount } from './seed';
import { bulkMail } from './seed/bulk-mail';
import { batchRoute } from './server/batch';
import { FaultController, type FaultSettings } from './server/faults';
import { createGoogleHostsCertificate, hostResolverRules } from './server/google-hosts';
import { createGoogleHostsServer, createHttpServer } from './server/http-server';
import { RequestLog, type RequestLogEntry } from './server/request-log';
import { Router } from './server/router';

/** In the data dir: the live access tokens, so they outlive a restart as Google's do. */
const TOKENS_FILE = 'tokens.json';

/** Undated fixtures are placed just before the seed's 120 days of mail. */
const UNDATED_FIXTURE_AGE_MS = 121 * 24 * 60 * 60 * 1000;

export { CONTROL_SECRET_HEADER } from './control/control-routes';
export { CONTROL_SECRET_FILE } from './control/control-secret-file';
export type { OAuthClientRegistration } from './auth/oauth-client';
export type { ConsentPageRecord } from './auth/oauth-routes';
export { GOOGLE_HOSTS } from './server/google-hosts';
export { DEFAULT_FAULTS, type FaultSettings, type QueuedFault } from './server/faults';
export type { RequestLogEntry } from './server/request-log';

export interface EmulatorOptions {
  /** Default 3100; 0 picks a free port. */
  port?: number;
  /** A loopback address: 127.0.0.1 (default), localhost or ::1. */
  host?: string;
  /** Where the mailbox is saved; undefined keeps it in memory only. */
  dataDir?: string;
  /** Start from the seed even when dataDir holds a saved mailbox. */
  reset?: boolean;
  /** The seed's "now" (its mail and events are placed around it); default the current time. */
  now?: Date;
  /** .eml files imported into the inbox; default the repository's fixtures/eml; null for none. */
  fixturesDir?: string | null;
  /** Lifetime of issued access tokens; default 3599 like Google's, at most 43200 (12 hours). */
  tokenLifetimeSeconds?: number;
  /**
   * The product's OAuth client: the origins granted CORS and the redirect URIs sign-in accepts. None
   * by default (calls without an Origin, from Node, need neither); `registerClient` replaces it.
   */
  client?: OAuthClientRegistration;
  faults?: Partial<FaultSettings>;
  /** Load the generated demo mailbox (default true); false starts with an empty mailbox. */
  seed?: boolean;
  /**
   * Grows the starting mailbox to this many messages with generated work mail (seed/bulk-mail.ts),
   * to measure the stand-in and the product at scale; default: the demo mailbox as it is.
   */
  messages?: number;
  /**
   * Also serve Google's own host names (GOOGLE_HOSTS) over HTTPS on loopback, with a certificate made
   * at start, for a browser told to resolve them here and trust it (RunningEmulator.googleHosts).
   */
  googleHosts?: { /** Default 0: a free port. */ port?: number };
}

export interface RunningGoogleHosts {
  /** The HTTPS listener on 127.0.0.1. */
  port: number;
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo (Chromium's --ignore-certificate-errors-spki-list). */
  spkiFingerprint: string;
  /** Chromium's --host-resolver-rules value mapping each of Google's hosts to 127.0.0.1:port. */
  hostResolverRules: string;
}

export interface RunningEmulator {
  /** e.g. http://127.0.0.1:3100 */
  origin: string;
  port: number;
  /** The X-Emulator-Secret every /__emulator call needs; random at each start. */
  controlSecret: string;
  /** Present when started with `googleHosts`. */
  googleHosts?: RunningGoogleHosts;
  /** Replaces the registered client (the product knows its ports only once its servers listen). */
  registerClient(client: OAuthClientRegistration): void;
  close(): Promise<void>;
  /** Lifetime of the tokens sign-in issues from now on (seconds, at most 43200). */
  setTokenLifetime(seconds: number): void;
  /** The consent pages shown so far, oldest first (a silent answer shows none). */
  consentPages(): ConsentPageRecord[];
  /** Forgets what every user granted every client: the next sign-in shows the consent page. */
  forgetGrants(): void;
  /** A bearer token (every scope unless `scopes` narrows it). */
  issueToken(options?: { lifetimeSeconds?: number; scopes?: readonly string[] }): string;
  /** Back to the seed mailbox (tokens, faults and the request log stay). */
  reset(): Promise<void>;
  setFaults(partial: Partial<FaultSettings>): FaultSettings;
  requestLog(): RequestLogEntry[];
  clearRequestLog(): void;
  /** Direct access for benchmarks and tests that need bulk data (not a Google API). */
  store: MailStore;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const REPO_ROOT = path.resolve(__dirname, '../..');

/** The repository's real-world mail (fixtures/README.md), imported into the demo inbox. */
const DEFAULT_FIXTURES_DIR = path.resolve(REPO_ROOT, 'fixtures/eml');

/** `messages` topped up with bulk mail to `total` messages. */
function withBulkMail(
  messages: InitialMessage[],
  total: number,
  address: string,
  now: Date,
): InitialMessage[] {
  return [...messages, ...bulkMail(Math.max(0, total - messages.length), address, now)];
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host))
    throw new Error(`The emulator only listens on loopback, not ${host}`);
  const seedNow = options.now ?? new Date();
  const startedAt = Date.now();
  /** The emulator's clock starts at the seed's "now" and runs in real time. */
  const clock = (): number => seedNow.getTime() + (Date.now() - startedAt);

  const seed = options.seed === false ? undefined : generateSeed(seedNow);
  const { user, avatarPng } = seed ?? seedAccount();
  const fixturesDir =
    options.fixturesDir === undefined ? DEFAULT_FIXTURES_DIR : options.fixturesDir;
  const undatedFixturesAt = clock() - UNDATED_FIXTURE_AGE_MS;
  let parsedInitialMessages: InitialMessage[] | undefined;
  /** Parsed on first use: a mailbox restored from dataDir needs them only for a reset. */
  const initialMessages = (): InitialMessage[] =>
    (parsedInitialMessages ??= withBulkMail(
      [...(seed ? seedMessages(seed) : []), ...fixtureMessages(fixturesDir, undatedFixturesAt)],
      options.messages ?? 0,
      user.email,
      seedNow,
    ));
  const userLabels = seed?.labels ?? [];

  const saved = options.dataDir && !options.reset ? readSavedState(options.dataDir) : undefined;
  const store = new MailStore(new IdGenerator(), saved ? [] : userLabels, saved?.historyId);
  if (saved && options.dataDir) restoreSavedState(store, saved, options.dataDir);
  else loadInitialMailbox(store, initialMessages());
  const persistence = options.dataDir
    ? new MailPersistence(options.dataDir, store, saved !== undefined)
    : undefined;
  await persistence?.flush();

  const tokens = new TokenStore(
    user.sub,
    options.tokenLifetimeSeconds ?? 3599,
    options.dataDir && path.join(options.dataDir, TOKENS_FILE),
  );
  const client = new OAuthClient(options.client);
  const grants = new ConsentGrants();
  const consentPages: ConsentPageRecord[] = [];
  const controlSecret = randomBytes(32).toString('base64url');
  const faults = new FaultController(options.faults);
  const log = new RequestLog();
  const gmail: GmailContext = {
    store,
    queries: new MessageQuery(store, clock, user.email),
    user,
    outbound: new OutboundMail(),
    now: clock,
  };
  const reset = async (): Promise<void> => {
    store.clear(userLabels);
    gmail.outbound.clear();
    loadInitialMailbox(store, initialMessages());
    await persistence?.flush();
  };

  let origin = '';
  const router: Router = new Router(
    [
      ...messagesRoutes(gmail),
      ...threadsRoutes(gmail),
      ...draftsRoutes(gmail),
      ...mailboxRoutes(gmail),
      ...settingsRoutes(gmail, { displayName: user.name, signature: user.signature }),
      ...calendarRoutes({
        events: new EventCatalog(seed?.events ?? [], user.email, seedNow),
        owner: user.email,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
      ...peopleRoutes(new ContactDirectory(store, user.email)),
      ...oauthRoutes({ user, tokens, client, grants, consentPages }),
      ...gsiClientRoutes(),
      ...revokeRoutes({ tokens, grants }),
      ...userinfoRoutes({
        user,
        avatarPng,
        tokens,
        origin: () => origin,
      }),
      ...controlRoutes({
        secret: controlSecret,
        tokens,
        faults,
        log,
        outbound: gmail.outbound,
        reset: async () => {
          await reset();
          return store.size;
        },
      }),
      batchRoute('/batch/gmail/v1', '/gmail/v1/', {
        dispatch: (request) => router.dispatch(request),
        log,
      }),
      batchRoute('/batch/calendar/v3', '/calendar/v3/', {
        dispatch: (request) => router.dispatch(request),
        log,
      }),
    ],
    { tokens, faults },
  );

  const serverOptions = {
    router,
    log,
    client,
    isUnlogged: (p: string) => p.startsWith(CONTROL_PREFIX),
    refusesPreflight: (p: string) => faults.refusesPreflight(p),
  };
  const server = createHttpServer(serverOptions);
  const listen = (listener: HttpServer | HttpsServer, listenPort: number, address: string) =>
    new Promise<number>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(listenPort, address, () => resolve((listener.address() as AddressInfo).port));
    });
  const port = await listen(server, options.port ?? 3100, host);
  const certificate = options.googleHosts ? await createGoogleHostsCertificate() : undefined;
  const googleServer = certificate && createGoogleHostsServer(serverOptions, certificate);
  // 127.0.0.1 whatever `host` is: the browser's host rules name an address, not a name.
  const googlePort =
    googleServer && (await listen(googleServer, options.googleHosts?.port ?? 0, '127.0.0.1'));
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (options.dataDir) writeControlSecretFile(options.dataDir, controlSecret);

  const stop = (listener: HttpServer | HttpsServer) =>
    new Promise<void>((resolve) => {
      listener.close(() => resolve());
      listener.closeAllConnections();
    });
  return {
    origin,
    port,
    store,
    controlSecret,
    ...(certificate &&
      googlePort !== undefined && {
        googleHosts: {
          port: googlePort,
          spkiFingerprint: certificate.spkiFingerprint,
          hostResolverRules: hostResolverRules(googlePort),
        },
      }),
    registerClient: (registration) => client.register(registration),
    async close() {
      await Promise.all([stop(server), googleServer && stop(googleServer)]);
      await persistence?.close();
      if (options.dataDir) removeControlSecretFile(options.dataDir, controlSecret);
    },
    setTokenLifetime: (seconds) => tokens.setDefaultLifetime(seconds),
    consentPages: () => consentPages.map((page) => ({ ...page, scopes: [...page.scopes] })),
    forgetGrants: () => grants.clear(),
    issueToken: (issue = {}) => tokens.issue(issue).token,
    reset,
    setFaults: (partial) => faults.update(partial),
    requestLog: () => log.list(),
    clearRequestLog: () => log.clear(),
  };
}
