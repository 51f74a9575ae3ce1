import { readdirSync } from 'node:fs';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';

// What the root jest setup does not give this remote's component tests. Import it first.

// jsdom has no TextDecoder, which @mail/gmail-client uses when it loads.
Object.assign(globalThis, { TextDecoder, TextEncoder });

// No .css import is mapped, and rspack is what handles them: an empty module for each style sheet.
const sourceRoot = path.resolve(__dirname, '..');
for (const entry of readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })) {
  if (entry.endsWith('.css')) jest.mock(path.join(sourceRoot, entry), () => ({}));
}
