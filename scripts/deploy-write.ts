import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { appNames, type AppName } from './lib/apps';
import { isBuilt } from './lib/build';
import { staticHostHeaders } from './lib/deployment-headers';
import { writeDeployment } from './lib/deployment';
import { writeNginxServers } from './lib/nginx';

// `pnpm deploy:write --out DIR --shell-origin … --mailbox-origin … [--google-client-id …]`: writes a
// deployment from the build (`pnpm build`) that any static host, nginx or the container serves as it
// is: a folder per app with its pages pinned and its `_headers`, and nginx/ (docs/deployment.md).
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    ...(Object.fromEntries(appNames.map((app) => [`${app}-origin`, { type: 'string' }])) as Record<
      `${AppName}-origin`,
      { type: 'string' }
    >),
    'google-client-id': { type: 'string' },
    'stand-in-origin': { type: 'string' },
    'listen-host': { type: 'string', default: '0.0.0.0' },
    'served-from': { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function originOption(name: string): string {
  const value = values[name as keyof typeof values];
  if (typeof value !== 'string')
    return fail(`--${name} is missing (e.g. https://mail.example.com)`);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Reported below.
  }
  return fail(`--${name} must be an http(s) origin such as https://mail.example.com, not ${value}`);
}

if (!values.out) fail('--out DIR is missing: the folder to write the deployment into');
if (!isBuilt()) fail('Nothing to deploy: run `pnpm build` first.');
if (!values['google-client-id'] && !values['stand-in-origin'])
  fail('Give --google-client-id (Google) or --stand-in-origin (the local stand-in).');

const deployment = writeDeployment(path.resolve(values.out), {
  origins: Object.fromEntries(
    appNames.map((app) => [app, originOption(`${app}-origin`)]),
  ) as Record<AppName, string>,
  googleClientId: values['google-client-id'],
  standInOrigin: values['stand-in-origin'] && originOption('stand-in-origin'),
});
for (const app of appNames)
  writeFileSync(
    path.join(deployment.apps[app].root, '_headers'),
    staticHostHeaders(deployment.apps[app]),
  );
const nginx = writeNginxServers(deployment, {
  listenHost: values['listen-host'],
  servedFrom: values['served-from'],
});
console.log(
  `Wrote the deployment to ${deployment.dir}: one folder per app, nginx config in ${nginx}.`,
);
