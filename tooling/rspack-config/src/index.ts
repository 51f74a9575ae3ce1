import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { embedBuildFileIntegrity } from './build-file-integrity';
import { assertSameFederationVersions } from './federation-versions';
import { SECURITY_HEADERS } from './content-security-policy';
import { serveDevDocuments } from './dev-documents';
import { devDeploymentOrigins } from './runtime-config';

type CacheGroups = NonNullable<
  Exclude<
    NonNullable<NonNullable<Configuration['optimization']>['splitChunks']>,
    false
  >['cacheGroups']
>;

export interface AppConfigOptions {
  /** The app's folder (its rspack.config.ts's __dirname). */
  dirname: string;
  /** Module Federation name, also the uniqueName of the build. */
  name: string;
  /** Dev server port (docs/architecture.md#ports: shell 3000, remotes 3001-3004). */
  port: number;
  /** Exposed modules of a remote; absent for the shell. */
  exposes?: Record<string, string>;
  /**
   * Bundles built without Module Federation into dist/standalone/, for pages that have no shell (the
   * calendar embed): name → entry module. They carry their own React.
   */
  standaloneBundles?: Record<string, string>;
  /**
   * A service worker, built alone (no federation, no chunks) into dist/sw.js: a worker's script is
   * found by a fixed name, and its scope is the folder it is served from. It carries the integrity of
   * every script and stylesheet of the app's build (build-file-integrity.ts).
   */
  serviceWorker?: string;
  /**
   * Dedicated workers, each built alone (no federation, no chunks: a worker has no shell runtime to
   * borrow) into dist/workers/<name>.js: name → entry module. Started from the app's code at
   * `new URL('workers/<name>.js', __webpack_public_path__)` (@mail/mail-html startCrossOriginWorker).
   */
  workers?: Record<string, string>;
  /**
   * Chunks an app groups its own way (rspack cacheGroups), e.g. modules two exposed modules share that
   * the default split would copy into both.
   */
  chunkGroups?: CacheGroups;
  /** Serves extra routes in dev (the shell's runtime config). */
  setupDevMiddlewares?: NonNullable<Configuration['devServer']>['setupMiddlewares'];
}

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * The packages every app shares as singletons, each with the version range this app was built
 * against: its package.json's dependency (`workspace:^1.0.0` → `^1.0.0`). Strict: a shell and a
 * remote whose ranges do not meet fail to load that remote (its slot says which package and
 * versions) rather than run one app against an API it was not built for.
 *
 * A remote built for the shell (`fromHost`) bundles no copy of what the shell provides: a copy
 * could never run (the shell's is always there first), yet each cost the remote's entry its chunk's
 * name and integrity hash (1.1 KiB gzip of the mailbox's entry, on the first screen). Only the
 * gmail-client entries behind `/` stay: the shell provides those it imports, not every one.
 */
function sharedSingletons(dirname: string, fromHost: boolean) {
  const appPackage = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const requiredVersion = (pkg: string) =>
    appPackage.dependencies[pkg]?.replace(/^workspace:/, '') ?? (false as const);
  const singleton = (pkg: string, { providedByShell = true } = {}) => ({
    singleton: true,
    requiredVersion: requiredVersion(pkg),
    strictVersion: true,
    ...(fromHost && providedByShell ? { import: false as const } : {}),
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    '@mail/auth': singleton('@mail/auth'),
    '@mail/event-bus': singleton('@mail/event-bus'),
    '@mail/federation': singleton('@mail/federation'),
    '@mail/gmail-client': singleton('@mail/gmail-client'),
    // Its compose-only entry points (/mime, /rules), each shared on its own.
    '@mail/gmail-client/': singleton('@mail/gmail-client', { providedByShell: false }),
  };
}

/**
 * The one rspack configuration every app uses: the shell (a pure consumer that provides the Module
 * Federation runtime once for everyone) and the four remotes (which expose modules and borrow that
 * runtime). `standalone` builds a remote with its own runtime so it can run without the shell (its
 * team's dev server, or an embed in a page that has no shell).
 */
export function createAppConfig(options: AppConfigOptions): Configuration | Configuration[] {
  const federated = createFederatedConfig(options);
  const extra = [
    options.standaloneBundles && createStandaloneConfig(federated, options.standaloneBundles),
    options.serviceWorker && createServiceWorkerConfig(federated, options.serviceWorker),
    options.workers && createWorkersConfig(federated, options.workers),
  ].filter((config): config is Configuration => Boolean(config));
  return extra.length ? [federated, ...extra] : federated;
}

function createServiceWorkerConfig(federated: Configuration, entry: string): Configuration {
  const dist = federated.output!.path!;
  const publicPath = String(federated.output!.publicPath);
  return {
    ...federated,
    name: 'service-worker',
    // Built after the federated build, whose clean step empties dist/.
    dependencies: [federated.name!],
    target: 'webworker',
    entry: { sw: entry },
    output: {
      path: dist,
      clean: false,
      publicPath: '/',
      filename: '[name].js',
    },
    optimization: { ...federated.optimization, splitChunks: false, runtimeChunk: false },
    plugins: [embedBuildFileIntegrity(dist, publicPath)],
    devServer: undefined,
  };
}

function createWorkersConfig(
  federated: Configuration,
  workers: Record<string, string>,
): Configuration {
  return {
    ...createServiceWorkerConfig(federated, ''),
    name: 'workers',
    entry: workers,
    output: {
      path: path.join(federated.output!.path!, 'workers'),
      clean: false,
      publicPath: 'auto',
      filename: '[name].js',
    },
    // The build's file list goes into the service worker only.
    plugins: [],
  };
}

function createStandaloneConfig(
  federated: Configuration,
  bundles: Record<string, string>,
): Configuration {
  const dist = federated.output!.path!;
  return {
    ...federated,
    name: 'standalone',
    // Built after the federated build, whose clean step empties dist/: never both writing at once.
    dependencies: [federated.name!],
    entry: bundles,
    // A stable file name: plain pages include it by name.
    output: {
      ...federated.output,
      path: path.join(dist, 'standalone'),
      clean: false,
      publicPath: 'auto',
      filename: '[name].js',
    },
    plugins: [],
    devServer: undefined,
  };
}

const federationCommonJsFile =
  /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.cjs\.c?js$/;

/** The ES module file beside one of the federation runtime's CommonJS files, if it has one. */
function esmSibling(commonJsFile: string): string | undefined {
  return ['.esm.js', '.esm.mjs']
    .map((extension) => commonJsFile.replace(/\.cjs\.c?js$/, extension))
    .find((file) => existsSync(file));
}

/**
 * Builds the federation runtime from its packages' ES module files: rspack's federation plugin points
 * at their CommonJS files (require.resolve), which cannot be tree-shaken, so every build carried all
 * of @module-federation/sdk and the code that experiments.optimization leaves unused. It names them
 * by aliases and by the absolute path its entry module imports; both are redirected here.
 */
const esmFederationRuntime: RspackPluginInstance = {
  apply(compiler) {
    // After the federation plugins have added their aliases (they do it in this same hook).
    compiler.hooks.afterPlugins.tap('EsmFederationRuntime', () => {
      const aliases = compiler.options.resolve.alias;
      if (!aliases || Array.isArray(aliases)) return;
      for (const [name, target] of Object.entries(aliases)) {
        if (typeof target === 'string' && federationCommonJsFile.test(target)) {
          aliases[name] = esmSibling(target) ?? target;
        }
      }
    });
    new rspack.NormalModuleReplacementPlugin(federationCommonJsFile, (resolveData) => {
      if (federationCommonJsFile.test(resolveData.request)) {
        resolveData.request = esmSibling(resolveData.request) ?? resolveData.request;
      }
    }).apply(compiler);
  },
};

const runtimeFile = (file: string) => path.join(__dirname, '../runtime', file);

/**
 * A remote built for the shell takes the federation runtime from it (runtime/host-runtime.ts): its
 * entry's imports of the bundler runtime and of our chunk retries get modules that borrow the shell's.
 */
const borrowHostRuntime: RspackPluginInstance = {
  apply(compiler) {
    const borrowed = [
      {
        request:
          /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.(cjs\.cjs|esm\.js)$/,
        file: runtimeFile('borrowed-bundler-runtime.ts'),
      },
      {
        request: /^@mail\/federation\/chunk-load-retries$/,
        file: runtimeFile('borrowed-chunk-load-retries.ts'),
      },
    ];
    for (const { request, file } of borrowed) {
      new rspack.NormalModuleReplacementPlugin(request, file).apply(compiler);
    }
  },
};

/** The share key in a federation module's identifier: `provide shared module (default) react@19.3.1 = …`. */
const SHARED_MODULE_KEY = /^(provide|consume) shared module \([^)]*\) (.+?)@[^@\s]+ /;

function sharedModuleKey(
  module: { identifier(): string } | undefined,
  kind: 'provide' | 'consume',
) {
  const match = module && SHARED_MODULE_KEY.exec(module.identifier());
  return match?.[1] === kind ? match[2] : undefined;
}

/**
 * The shell's page preloads the chunks its bootstrap needs: the async import behind the entry and the
 * shared modules the shell provides that it (or a preloaded shared module) consumes: react, the
 * router, our packages. Without it they are found only once main.js has run, and the browser's six
 * connections take them in two waves. A provided module nothing at start consumes (the drawer's
 * @mail/gmail-client/labels) is left to load when asked for: preloaded, it cost the first screen its
 * bytes for nothing.
 */
const preloadBootstrapChunks: RspackPluginInstance = {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootstrapChunks', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadBootstrapChunks',
        (data) => {
          const main = compilation.entrypoints.get('main');
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const groups = [...(main?.childrenIterable ?? [])].map((group) => ({
            group,
            provides: group.origins
              .map((origin) => sharedModuleKey(origin.module ?? undefined, 'provide'))
              .find((key) => key !== undefined),
            consumes: group.chunks.flatMap((chunk) =>
              compilation.chunkGraph
                .getChunkModules(chunk)
                .map((module) => sharedModuleKey(module, 'consume'))
                .filter((key) => key !== undefined),
            ),
          }));
          const preloaded = groups.filter(({ provides }) => provides === undefined);
          const consumed = new Set(preloaded.flatMap(({ consumes }) => consumes));
          for (let added = true; added;) {
            const wanted = groups.filter(
              (each) =>
                each.provides !== undefined &&
                consumed.has(each.provides) &&
                !preloaded.includes(each),
            );
            preloaded.push(...wanted);
            for (const { consumes } of wanted) for (const key of consumes) consumed.add(key);
            added = wanted.length > 0;
          }
          const files = new Set(
            preloaded.flatMap(({ group }) =>
              group.getFiles().filter((file) => file.endsWith('.js')),
            ),
          );
          for (const file of files) {
            data.headTags.push({
              tagName: 'link',
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
              voidTag: true,
            });
          }
          return data;
        },
      );
    });
  },
};

/** Where a production build lists the modules of its first files, for `pnpm size` (outside dist/). */
export const ENTRY_MODULES_REPORT = 'build-report/entry-modules.json';

/**
 * Writes, for each file that starts a bundle (the shell's main, a remote's entry), the modules built
 * into it: node_modules files as package paths, ours relative to the repository. `pnpm size` reads
 * these to find code that both the shell and a remote entry carry.
 */
function reportEntryModules(appDir: string): RspackPluginInstance {
  const moduleName = (resource: string) => {
    const packagePath = resource.split(/[\\/]node_modules[\\/]/).pop()!;
    return packagePath === resource ? path.relative(repoRoot, resource) : packagePath;
  };
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tap('ReportEntryModules', (compilation) => {
        const report: Record<string, string[]> = {};
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          const resources = compilation.chunkGraph
            .getChunkModules(chunk)
            .flatMap((module) =>
              module instanceof rspack.ConcatenatedModule ? module.modules : [module],
            )
            .map((module) => (module instanceof rspack.NormalModule ? module.resource : undefined))
            // data: modules are the federation glue each build generates for itself.
            .filter((resource): resource is string => !!resource && !resource.startsWith('data:'));
          const names = [...new Set(resources.map(moduleName))].sort();
          for (const file of chunk.files) if (file.endsWith('.js')) report[file] = names;
        }
        const reportFile = path.join(appDir, ENTRY_MODULES_REPORT);
        mkdirSync(path.dirname(reportFile), { recursive: true });
        writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
      });
    },
  };
}

/**
 * The libraries the shell's first screen runs on (the router's history and matching live in
 * @remix-run/router): they change far less often than our code.
 */
const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|rxjs)[\\/]/;

/**
 * The shell's first-screen libraries in one file: as a chunk per shared module they were six files
 * compressed apart (1.5 KiB more gzip, six requests); kept apart from our code so that a deploy of
 * the app does not make browsers download React again.
 */
const frameworkChunk: CacheGroups = {
  framework: {
    test: FRAMEWORK_PACKAGES,
    name: 'framework',
    chunks: 'all',
    enforce: true,
    priority: 20,
  },
};

/** The build's cacheGroups: the app's own, and the framework chunk where it applies. */
function chunkGroupsOf(options: AppConfigOptions, withFramework: boolean) {
  const cacheGroups = { ...(withFramework ? frameworkChunk : {}), ...options.chunkGroups };
  return Object.keys(cacheGroups).length ? { cacheGroups } : undefined;
}

function createFederatedConfig(options: AppConfigOptions): Configuration {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isRemote = Boolean(options.exposes);
  const standalone = !production || process.env.MF_STANDALONE === '1';
  // A built remote's chunks are pinned to the build (their hashes are in its entry's loading code):
  // with the run-time config pinning the entry, no file of a remote can be swapped unnoticed. The
  // shell's chunks come from the server of its own page, which could change the page as well, and
  // a copy a script wrote into the service worker's cache is refused by the worker's own list of
  // the build's hashes (build-file-integrity.ts); pinning them in the page too would cost 1.8 KiB of
  // incompressible hashes on the first screen.
  const pinChunks = production && isRemote;
  const borrowsHostRuntime = isRemote && !standalone;
  if (borrowsHostRuntime)
    assertSameFederationVersions(options.dirname, path.join(repoRoot, 'shell'));
  return {
    name: options.name,
    context: options.dirname,
    mode: production ? 'production' : 'development',
    // Not an eval-* source map: the pages' policy allows no eval (nor Trusted Types a string script).
    devtool: production ? false : 'cheap-module-source-map',
    // The default Trusted Types policy first: it must exist before any library parses HTML.
    entry: {
      main: [runtimeFile('default-trusted-types-policy.ts'), './src/index.ts'],
    },
    output: {
      path: path.join(options.dirname, 'dist'),
      // The shell's document is served at deep links (/email/…), so its files resolve from the root;
      // a remote's files resolve from wherever its manifest was found.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: options.name,
      // The chunk loader sets script.src through a Trusted Types policy named after the app (the
      // pages require Trusted Types for script; see content-security-policy.ts).
      trustedTypes: { policyName: options.name },
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      // Chunks load with CORS so their integrity can be checked (see pinChunks below).
      crossOriginLoading: pinChunks ? 'anonymous' : false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // rxjs's ES2015 build: classes instead of ES5 functions over tslib's helpers (smaller).
      conditionNames: ['es2015', '...'],
    },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        // `import source from './file?raw'`: the file's text as a string (a worker's source, which a
        // Worker started from a blob: URL needs; see remotes/conversation's PDF preview).
        { resourceQuery: /^\?raw$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(options.dirname, 'public/index.html'),
        inject: 'body',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
        ],
      }),
      // Libraries built for Vite (jotai) test import.meta.env.MODE for their development code.
      new rspack.DefinePlugin({
        'import.meta.env': JSON.stringify({ MODE: production ? 'production' : 'development' }),
      }),
      // sha256: every chunk's pin ships in its app's runtime (35 in the shell's, on the first screen),
      // and incompressible hashes cost 20 bytes less each than sha384's.
      ...(pinChunks ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] })] : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        shared: sharedSingletons(options.dirname, isRemote && !standalone),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...(isRemote ? [] : [runtimeFile('provide-host-runtime.ts')]),
          runtimeFile('chunk-load-retries.ts'),
        ],
        dts: false,
        manifest: true,
        experiments: {
          // A remote built for the shell runs on the shell's runtime core, not a copy of its own.
          ...(isRemote ? { externalRuntime: !standalone } : { provideExternalRuntime: true }),
          // Remotes are found by their entry, never by a manifest snapshot; and only browsers run
          // them: the runtime's snapshot and Node code are left out.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      esmFederationRuntime,
      ...(borrowsHostRuntime ? [borrowHostRuntime] : []),
      ...(production ? [reportEntryModules(options.dirname)] : []),
      ...(production && !isRemote ? [preloadBootstrapChunks] : []),
    ],
    optimization: {
      minimize: production,
      splitChunks: chunkGroupsOf(options, production && !isRemote),
    },
    performance: { hints: false },
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { ...SECURITY_HEADERS, 'Access-Control-Allow-Origin': '*' },
      client: {
        overlay: { errors: true, warnings: false },
        // The hot-reload socket on the origin the policy names (http://localhost:port covers ws:).
        webSocketURL: { hostname: 'localhost', port: options.port },
      },
      setupMiddlewares: (middlewares, devServer) => {
        const withDocuments = serveDevDocuments(options.name, devDeploymentOrigins())(
          middlewares,
          devServer,
        );
        return options.setupDevMiddlewares?.(withDocuments, devServer) ?? withDocuments;
      },
    },
  };
}

export { createRuntimeConfig, defaultPorts, serveDevRuntimeConfig } from './runtime-config';
export type { RuntimeConfigOptions } from './runtime-config';
