// The compose remote's JavaScript as the browser fetched it: each script response from the compose
// origin, its gzip size (level 9, as `pnpm size` counts) and bytes on the wire, which of the remote's
// exposes it serves (from its mf-manifest.json), and how much of it is tiptap and ProseMirror.
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

export interface FetchedScript {
  url: string;
  file: string;
  body: Buffer;
  /** The response body as it came over the wire (the static server gzips on the fly). */
  wireBytes: number | null;
}

/** Collects every script the page fetches from `origin` from now on (the list grows). */
export function collectScripts(page: Page, origin: string): FetchedScript[] {
  const scripts: FetchedScript[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(origin)) return;
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (!body) return;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => undefined);
    scripts.push({
      url: response.url(),
      file: path.posix.basename(new URL(response.url()).pathname),
      body,
      wireBytes: sizes?.responseBodySize ?? null,
    });
  });
  return scripts;
}

/** What mf-manifest.json says of the remote's files: the exposes and shared modules each serves. */
export interface ManifestRoles {
  /** file → the exposes that load it (sync), e.g. ['ComposePopup', 'ReplyEditor']. */
  exposes: Map<string, string[]>;
  /** file → the shared packages it is the remote's own copy of. */
  shared: Map<string, string[]>;
  remoteEntry: string;
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export async function readManifest(manifestUrl: string): Promise<ManifestRoles> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl}: ${response.status}`);
  const manifest = (await response.json()) as Manifest;
  const byFile = (items: Manifest['exposes']) => {
    const map = new Map<string, string[]>();
    for (const item of items) {
      for (const file of [...item.assets.js.sync, ...item.assets.js.async]) {
        map.set(file, [...(map.get(file) ?? []), item.name]);
      }
    }
    return map;
  };
  return {
    exposes: byFile(manifest.exposes),
    shared: byFile(manifest.shared),
    remoteEntry: manifest.metaData.remoteEntry.name,
  };
}

/** A chunk's modules (id → the factory's source), read by running the chunk against a stub. */
function chunkModules(source: string): Map<string, string> {
  const global = /^"use strict";\(self\.(webpackChunk[\w$]+)=/.exec(source)?.[1];
  if (!global) return new Map();
  let pushed: unknown;
  runInNewContext(
    source,
    { self: { [global]: { push: (item: unknown) => (pushed = item) } } },
    { timeout: 5_000 },
  );
  const modules = (pushed as [unknown, Record<string, (...args: unknown[]) => unknown>])[1];
  return new Map(Object.entries(modules).map(([id, factory]) => [id, factory.toString()]));
}

/** The ids a module requires: `n(123)`, with `n` the factory's third parameter. */
function requiredIds(source: string): string[] {
  const requireName = /^[\w$]+\(([\w$]*),?([\w$]*),?([\w$]*)\)/.exec(source)?.[3];
  if (!requireName) return [];
  const call = new RegExp(`(?<![\\w$.])${requireName.replace(/\$/g, '\\$')}\\((\\d+)\\)`, 'g');
  return [...source.matchAll(call)].map((match) => match[1]!);
}

/**
 * tiptap and ProseMirror: the modules naming them, every module those require, and the modules
 * beside them in their (vendor) chunk that require any of these (the extensions), with theirs.
 */
const TIPTAP = /tiptap|ProseMirror|prosemirror/;

function tiptapModules(
  modulesByFile: ReadonlyMap<string, ReadonlyMap<string, string>>,
): Set<string> {
  const all = new Map<string, string>();
  for (const modules of modulesByFile.values()) {
    for (const [id, source] of modules) all.set(id, source);
  }
  const tiptap = new Set<string>();
  const addWithRequired = (start: string[]) => {
    const queue = [...start];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (tiptap.has(id) || !all.has(id)) continue;
      tiptap.add(id);
      queue.push(...requiredIds(all.get(id)!));
    }
  };
  addWithRequired([...all].filter(([, source]) => TIPTAP.test(source)).map(([id]) => id));
  const vendorChunks = [...modulesByFile.values()].filter((modules) =>
    [...modules.values()].some((source) => TIPTAP.test(source)),
  );
  for (let size = -1; size !== tiptap.size;) {
    size = tiptap.size;
    for (const modules of vendorChunks) {
      const dependents = [...modules].filter(
        ([id, source]) => !tiptap.has(id) && requiredIds(source).some((used) => tiptap.has(used)),
      );
      addWithRequired(dependents.map(([id]) => id));
    }
  }
  return tiptap;
}

export interface ScriptRow {
  file: string;
  raw: number;
  gzip: number;
  wire: number | null;
  /** The exposes that load it, the shared package it is, or the remote entry. */
  serves: string;
  forPopup: boolean;
  /** Bytes of its modules that are tiptap / ProseMirror (see TIPTAP). */
  tiptapRaw: number;
}

export interface ScriptReport {
  rows: ScriptRow[];
  popup: { files: number; raw: number; gzip: number; wire: number };
  tiptap: { modules: number; raw: number; gzip: number };
  /** Modules in the compose chunks (for the proportion). */
  modules: number;
}

export function describeScripts(
  scripts: readonly FetchedScript[],
  roles: ManifestRoles,
  popupExpose: string,
): ScriptReport {
  const unique = [...new Map(scripts.map((script) => [script.file, script])).values()];
  const modulesByFile = new Map(
    unique.map((script) => [script.file, chunkModules(String(script.body))]),
  );
  const allModules = new Map<string, string>();
  for (const modules of modulesByFile.values()) {
    for (const [id, source] of modules) allModules.set(id, source);
  }
  const tiptap = tiptapModules(modulesByFile);

  const rows = unique.map((script): ScriptRow => {
    const exposes = roles.exposes.get(script.file);
    const shared = roles.shared.get(script.file);
    const modules = modulesByFile.get(script.file)!;
    const serves =
      script.file === roles.remoteEntry
        ? 'remote entry'
        : exposes
          ? exposes.join(' + ')
          : shared
            ? `shared ${shared.join(', ')}`
            : '?';
    return {
      file: script.file,
      raw: script.body.length,
      gzip: gzipBytes(script.body),
      wire: script.wireBytes,
      serves,
      // Everything but the chunks only other exposes load (shared fallbacks are the popup's too).
      forPopup: exposes === undefined || exposes.includes(popupExpose),
      tiptapRaw: [...modules]
        .filter(([id]) => tiptap.has(id))
        .reduce((sum, [, source]) => sum + Buffer.byteLength(source), 0),
    };
  });
  const popupRows = rows.filter((row) => row.forPopup);
  const tiptapSource = [...tiptap].map((id) => allModules.get(id)!).join('\n');
  return {
    rows,
    popup: {
      files: popupRows.length,
      raw: popupRows.reduce((sum, row) => sum + row.raw, 0),
      gzip: popupRows.reduce((sum, row) => sum + row.gzip, 0),
      wire: popupRows.reduce((sum, row) => sum + (row.wire ?? 0), 0),
    },
    tiptap: {
      modules: tiptap.size,
      raw: Buffer.byteLength(tiptapSource),
      gzip: gzipBytes(tiptapSource),
    },
    modules: allModules.size,
  };
}
