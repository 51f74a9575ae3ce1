export { buildMimeMessage } from './build-mime-message';
// decodeBase64Url: also for an original's attachment Gmail sent inline, which compose forwards.
export { decodeBase64, decodeBase64Url, toBase64Url } from './base64';
export { MAX_MESSAGE_BYTES } from './limits';
export { htmlToText } from './plain-text-alternative';
export { namedImageDataUri } from './inline-images';
export { cryptoRandomBytes, randomToken, type RandomBytes } from '../random';
export type { BuildOptions, MailAttachment, MailDraft } from './types';
