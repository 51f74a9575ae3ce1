import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Route } from '../server/router';

/** Where Google serves Identity Services' script, and where the product's page loads it from. */
export const GSI_CLIENT_PATH = '/gsi/client';

/** The GIS double (gsi-client.js), as accounts.google.com serves GIS. */
export function gsiClientRoutes(): Route[] {
  const script = readFileSync(path.join(__dirname, 'gsi-client.js'));
  return [
    {
      method: 'GET',
      path: GSI_CLIENT_PATH,
      kind: 'page',
      handle: () => ({
        status: 200,
        headers: { 'Content-Type': 'application/javascript; charset=utf-8' },
        body: script,
      }),
    },
  ];
}
