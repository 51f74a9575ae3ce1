import type { OAuthClientRegistration } from '@mail/emulator';
import type { AppName } from './apps';

/**
 * What the product registers with the local stand-in, as a deployment registers its OAuth client with
 * Google: the apps' origins (CORS) and the pages sign-in may hand a token to: the shell's callback, the
 * calendar's embed example and the mailbox's standalone page (`pnpm dev`).
 */
export function standInClient(
  servers: Readonly<Record<AppName, { origin: string }>>,
): OAuthClientRegistration {
  return {
    origins: Object.values(servers).map((server) => server.origin),
    redirectUris: [
      `${servers.shell.origin}/oauth-callback.html`,
      `${servers.calendar.origin}/embed-example.html`,
      `${servers.mailbox.origin}/oauth-callback.html`,
    ],
  };
}

/**
 * What a deployment registers with Google for Google mode, registered with the stand-in's Google
 * hosts: the client id and the shell's origin as its one JavaScript origin (the remotes run in the
 * shell's page; GIS's popup answers need no redirect URI).
 */
export function googleModeClient(clientId: string, shellOrigin: string): OAuthClientRegistration {
  return { clientId, origins: [shellOrigin], redirectUris: [] };
}
