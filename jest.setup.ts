import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
// jsdom's <dialog> cannot showModal(): a stand-in for what our modals use.
import { installDialogStandIn } from './tooling/jest/dialog-polyfill';

// jsdom leaves out TextEncoder and TextDecoder, which @mail/gmail-client creates when it loads.
Object.assign(globalThis, { TextDecoder, TextEncoder });
if (typeof window !== 'undefined') installDialogStandIn();
