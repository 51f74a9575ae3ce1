/**
 * Subresource Integrity checks of a kept file, as the service worker makes them before serving a copy
 * from Cache Storage, which any script on the app's origin can write to (sw.ts).
 */

/** The SRI algorithms a build may pin with, by their Web Crypto names. */
const DIGESTS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;
type Algorithm = keyof typeof DIGESTS;

/** An integrity value's hashes (`sha384-… sha512-…?opt`), the strongest algorithm's only (as SRI). */
export function strongestHashes(integrity: string): { algorithm: Algorithm; digest: string }[] {
  const hashes = integrity
    .trim()
    .split(/\s+/)
    .map((token) => /^(sha256|sha384|sha512)-([A-Za-z0-9+/=_-]+)(\?.*)?$/.exec(token))
    .filter((match) => match !== null)
    .map(([, algorithm, digest]) => ({ algorithm: algorithm as Algorithm, digest: digest! }));
  const strongest = hashes
    .map(({ algorithm }) => algorithm)
    .sort()
    .pop();
  return hashes.filter(({ algorithm }) => algorithm === strongest);
}

function base64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** Whether `body` is what `integrity` pins (false when it names no hash it can check). */
export async function hasIntegrity(body: ArrayBuffer, integrity: string): Promise<boolean> {
  const hashes = strongestHashes(integrity);
  for (const { algorithm, digest } of hashes) {
    const actual = base64(await crypto.subtle.digest(DIGESTS[algorithm], body));
    if (actual === digest) return true;
  }
  return false;
}
