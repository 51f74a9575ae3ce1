import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileIntegrity } from '@mail/rspack-config/build-file-integrity';
import { pinPageScripts } from './deployment';

const root = mkdtempSync(path.join(tmpdir(), 'pin-'));
writeFileSync(path.join(root, 'main.js'), 'run()');

test('a page script of its own is pinned with its integrity, and the hash is listed', () => {
  const { html, hashes } = pinPageScripts('<script defer src="/main.js"></script>', root);
  const pin = fileIntegrity(path.join(root, 'main.js'));
  expect(html).toBe(
    `<script integrity="${pin}" crossorigin="anonymous" defer src="/main.js"></script>`,
  );
  expect(hashes).toEqual([pin]);
});

test('a pinned preload is kept and listed; an unpinned one, which no hash could allow, is left out', () => {
  const { html, hashes } = pinPageScripts(
    '<link rel="preload" as="script" href="/a.js"><link rel="preload" as="script" href="https://x.test/e.js" integrity="sha384-e" crossorigin="anonymous">',
    root,
  );
  expect(html).not.toContain('/a.js');
  expect(html).toContain('https://x.test/e.js');
  expect(hashes).toEqual(['sha384-e']);
});

test('a script of another origin without an integrity is refused', () => {
  expect(() => pinPageScripts('<script src="https://x.test/a.js"></script>', root)).toThrow(
    /needs an integrity/,
  );
});
