import { randomToken, type RandomBytes } from '../random';

const MAX_ATTEMPTS = 32;

/**
 * A random boundary found in none of the container's serialized children (their nested boundaries
 * included), so no body line can end the part early (RFC 2046 §5.1.1). The spec's fixed boundary
 * string is deliberately not used: fixed text can occur in a message, random text verified absent
 * cannot. The boundary avoids "=_" on purpose so the check, not the alphabet, is what guarantees this.
 */
export function chooseBoundary(randomBytes: RandomBytes, contents: readonly string[]): string {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const candidate = `mb-${randomToken(randomBytes, 30)}`;
    if (contents.every((content) => !content.includes(candidate))) return candidate;
  }
  throw new Error(`No MIME boundary absent from the content after ${MAX_ATTEMPTS} attempts`);
}
