/** @jest-environment node */
import { createHash } from 'node:crypto';
import { hasIntegrity, strongestHashes } from './file-integrity';

const body = new TextEncoder().encode('console.log("the real main.js")').buffer as ArrayBuffer;
const integrityOf = (algorithm: string, text: string) =>
  `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;

describe("a kept file's integrity", () => {
  it('accepts the bytes the pin names, with any of SRI’s algorithms', async () => {
    const text = 'console.log("the real main.js")';
    await expect(hasIntegrity(body, integrityOf('sha384', text))).resolves.toBe(true);
    await expect(hasIntegrity(body, integrityOf('sha256', text))).resolves.toBe(true);
    await expect(
      hasIntegrity(body, `${integrityOf('sha512', text)}?ct=text/javascript`),
    ).resolves.toBe(true);
  });

  it('refuses other bytes, and a value that pins nothing it can check', async () => {
    await expect(
      hasIntegrity(body, integrityOf('sha384', 'globalThis.poisoned = 1')),
    ).resolves.toBe(false);
    await expect(hasIntegrity(body, '')).resolves.toBe(false);
    await expect(hasIntegrity(body, 'md5-abc')).resolves.toBe(false);
  });

  it('checks only the strongest algorithm given, as browsers do', () => {
    expect(strongestHashes('sha256-aaa sha384-bbb sha384-ccc')).toEqual([
      { algorithm: 'sha384', digest: 'bbb' },
      { algorithm: 'sha384', digest: 'ccc' },
    ]);
  });
});
