import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@mail/contracts';

export const repoRoot = path.resolve(__dirname, '../..');

/** Every app the product is built from, with the folder it builds in. */
export const apps = {
  shell: path.join(repoRoot, 'shell'),
  ...(Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, path.join(repoRoot, 'remotes', name)]),
  ) as Record<RemoteName, string>),
};

export type AppName = keyof typeof apps;
export const appNames = Object.keys(apps) as AppName[];

/** Where an app's production build goes. */
export const distDir = (app: AppName): string => path.join(apps[app], 'dist');

const remoteFiles = ['index.html', 'mf-manifest.json', 'remoteEntry.js'];

/** Files each app's build must leave in its dist/: what the servers and pages ask for by name. */
export const expectedBuildFiles: Record<AppName, string[]> = {
  shell: ['index.html', 'sw.js'],
  mailbox: remoteFiles,
  conversation: remoteFiles,
  compose: remoteFiles,
  calendar: [
    ...remoteFiles,
    'embed-example.html',
    'embed-config.json',
    'standalone/calendar-embed.js',
  ],
};
