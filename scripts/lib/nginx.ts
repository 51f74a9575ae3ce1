import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appNames } from './apps';
import { aptInstall } from './apt';
import { nginxConfigDir, nginxServer } from './deployment-headers';
import type { Deployment } from './deployment';

const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** Debian's nginx (or NGINX_PATH). */
export function findNginx(): string | undefined {
  const configured = process.env.NGINX_PATH;
  if (configured && existsSync(configured)) return configured;
  return candidates.find((candidate) => existsSync(candidate));
}

/** Finds nginx, or installs Debian's when this is a fresh machine and we may; undefined if apt fails. */
export function ensureNginx(): string | undefined {
  const found = findNginx();
  if (found) return found;
  console.log('nginx is missing: installing Debian’s nginx package…');
  return aptInstall('nginx') ? findNginx() : undefined;
}

export interface NginxServersOptions {
  /** The address each app listens on, with the port of its origin: 127.0.0.1, or 0.0.0.0 (container). */
  listenHost: string;
  /** Where the deployment's folders are on the serving machine (the container's copy); its own dir by default. */
  servedFrom?: string;
}

/**
 * Writes a deployment's nginx configuration into `<deployment>/nginx/`: `servers.conf` (one server
 * per app, by its origin's host name and port) and `mail/*.conf`, the repository's shared rules it includes. Both go
 * beside the main configuration file, as Debian's and the nginx image's conf.d/ include them.
 */
export function writeNginxServers(deployment: Deployment, options: NginxServersOptions): string {
  const dir = path.join(deployment.dir, 'nginx');
  cpSync(nginxConfigDir, path.join(dir, 'mail'), { recursive: true });
  const servers = appNames.map((app) => {
    const { origin } = deployment.apps[app];
    const url = new URL(origin);
    // Plain HTTP: an https origin's TLS ends in front of nginx (a load balancer, the CDN).
    return nginxServer(deployment.apps[app], {
      listen: `${options.listenHost}:${url.port || '80'}`,
      serverName: url.hostname,
      root: path.join(options.servedFrom ?? deployment.dir, app),
      spa: app === 'shell',
    });
  });
  writeFileSync(path.join(dir, 'servers.conf'), `${servers.join('\n\n')}\n`);
  return dir;
}

export interface RunningNginx {
  /**
   * Serves the deployment's configuration as it is now, as `nginx -s reload` does (after a remote was
   * shipped alone): resolves once the workers started before it have exited, every request since
   * being answered with the new configuration.
   */
  reload(deployment: Deployment): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs nginx in the foreground as the current user over a written deployment, on loopback: its pid,
 * logs and temporary files in a folder of its own, removed when it stops.
 */
export async function startNginx(deployment: Deployment): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const confDir = writeNginxServers(deployment, { listenHost: '127.0.0.1' });
  const state = mkdtempSync(path.join(tmpdir(), 'mail-nginx-'));
  const temp = (name: string) => {
    mkdirSync(path.join(state, name));
    return path.join(state, name);
  };
  const mainConfig = path.join(confDir, 'nginx.conf');
  writeFileSync(
    mainConfig,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${state}/nginx.pid;`,
      `error_log ${state}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${temp(name)};`,
      ),
      '  include servers.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const checkConfig = () => {
    const check = spawnSync(nginx, ['-t', '-q', '-c', mainConfig, '-e', `${state}/error.log`], {
      encoding: 'utf8',
    });
    if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  };
  checkConfig();
  const child = spawn(nginx, ['-c', mainConfig, '-e', `${state}/error.log`], { stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilServing(
    Object.values(deployment.apps).map(({ origin }) => origin),
    exited,
  );
  return {
    reload: async (changed) => {
      writeNginxServers(changed, { listenHost: '127.0.0.1' });
      checkConfig();
      const oldWorkers = childrenOf(child.pid!);
      child.kill('SIGHUP');
      await waitUntil(() => !oldWorkers.some(isRunning), exited, 'nginx stopped while reloading');
    },
    close: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/** The processes `pid` started (nginx's workers). */
function childrenOf(pid: number): number[] {
  const found = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  return found.stdout.split('\n').filter(Boolean).map(Number);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once `done` holds, checked every 50 ms; rejects with `failure` if nginx exits first. */
async function waitUntil(
  done: () => boolean | Promise<boolean>,
  exited: Promise<void>,
  failure: string,
): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  while (!(await done())) {
    if (stopped) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once every origin answers; rejects if nginx exits first. */
async function waitUntilServing(origins: string[], exited: Promise<void>): Promise<void> {
  for (const origin of origins) {
    await waitUntil(
      () =>
        fetch(origin, { method: 'HEAD' }).then(
          () => true,
          () => false,
        ),
      exited,
      'nginx stopped before serving',
    );
  }
}
