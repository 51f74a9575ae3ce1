import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out TextEncoder and TextDecoder, which @mail/gmail-client creates when it loads.
Object.assign(globalThis, { TextDecoder, TextEncoder });
