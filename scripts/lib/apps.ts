import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** Every app the product is built from, with the folder it builds in. */
export const apps = {
  shell: path.join(repoRoot, 'shell'),
  mailbox: path.join(repoRoot, 'remotes/mailbox'),
  conversation: path.join(repoRoot, 'remotes/conversation'),
  compose: path.join(repoRoot, 'remotes/compose'),
  calendar: path.join(repoRoot, 'remotes/calendar'),
} as const;

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
