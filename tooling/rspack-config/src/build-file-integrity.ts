import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type RspackPluginInstance } from '@rspack/core';

/** A file's Subresource Integrity value, as a `<script integrity>` or the run-time config takes it. */
export function fileIntegrity(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/**
 * What the service worker's source names in place of the build's hash list (sw.ts); this plugin
 * writes the list there. A global identifier, which minifiers leave as it is.
 */
export const BUILD_FILE_INTEGRITY_PLACEHOLDER = '__BUILD_FILE_INTEGRITY__';

/**
 * The app's scripts and stylesheets in `dist` by URL path (`/main.1a2b3c4d.js`) and integrity.
 * Documents are left out: each is served with a fresh nonce, so none has fixed bytes. None in
 * development, whose files are served from memory and change at every edit.
 */
export function buildFileIntegrity(dist: string, publicPath: string): Record<string, string> {
  if (!existsSync(dist)) return {};
  return Object.fromEntries(
    readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => [
        `${publicPath}${file.split(path.sep).join('/')}`,
        fileIntegrity(path.join(dist, file)),
      ]),
  );
}

/**
 * Writes the integrity of every file the app's build left in `dist` into the service worker's
 * script (built after it), so the worker serves a kept copy only when it is this build's file. The
 * list is part of the worker's script, which the browser fetches from the server on each update
 * check: a script on the page can write to Cache Storage, never to it.
 */
export function embedBuildFileIntegrity(dist: string, publicPath: string): RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('EmbedBuildFileIntegrity', (compilation) => {
        compilation.hooks.processAssets.tap(
          {
            name: 'EmbedBuildFileIntegrity',
            // After minifying, so the placeholder is found as written.
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          },
          (assets) => {
            const list = JSON.stringify(buildFileIntegrity(dist, publicPath));
            for (const name of Object.keys(assets).filter((file) => file.endsWith('.js'))) {
              const source = String(compilation.getAsset(name)!.source.source());
              if (!source.includes(BUILD_FILE_INTEGRITY_PLACEHOLDER)) continue;
              compilation.updateAsset(
                name,
                new rspack.sources.RawSource(
                  source.replaceAll(BUILD_FILE_INTEGRITY_PLACEHOLDER, () => list),
                ),
              );
              return;
            }
            compilation.errors.push(
              new rspack.WebpackError(
                `The service worker names no ${BUILD_FILE_INTEGRITY_PLACEHOLDER} to write the build's file list into`,
              ),
            );
          },
        );
      });
    },
  };
}
