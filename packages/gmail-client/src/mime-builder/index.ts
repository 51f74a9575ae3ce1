export { buildMimeMessage } from './build-mime-message';
export { decodeBase64, toBase64Url } from './base64';
export { MAX_MESSAGE_BYTES } from './limits';
export { htmlToText } from './plain-text-alternative';
export { cryptoRandomBytes, randomToken, type RandomBytes } from '../random';
export type { BuildOptions, MailAttachment, MailDraft } from './types';
