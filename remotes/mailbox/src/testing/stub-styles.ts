import { readdirSync } from 'node:fs';
import path from 'node:path';

// Jest cannot load plain CSS (rspack does, in the build). Import this first in a test that renders
// components: every stylesheet of this remote becomes an empty module.
const sourceRoot = path.resolve(__dirname, '..');
for (const file of readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })) {
  if (file.endsWith('.css')) jest.mock(path.join(sourceRoot, file), () => ({}));
}
