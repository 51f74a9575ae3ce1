import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder / TextDecoder, which @mail/gmail-client creates when it loads. Import this
// before anything that imports @mail/gmail-client's values.
Object.assign(globalThis, {
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
});
