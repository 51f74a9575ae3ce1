import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing ahead: text the servers send as it is (documents get a nonce each time). */
const PRECOMPRESSED = /\.(js|css|json|svg|txt)$/;
/** Below this, compression gains less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every text file of a build, so
 * that a server or CDN sends the smallest at no cost per request (sirv picks them by Accept-Encoding).
 */
export function precompress(dist: string): void {
  for (const relative of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dist, relative);
    if (PRECOMPRESSED.test(file) && statSync(file).size >= MIN_BYTES) precompressFile(file);
  }
}

/** Writes one file's `.br` and `.gz` beside it (precompress), from what it holds now. */
export function precompressFile(file: string): void {
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
