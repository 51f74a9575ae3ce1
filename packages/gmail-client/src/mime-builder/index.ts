export { buildMimeMessage } from './build-mime-message';
export { toBase64Url } from './base64';
export { htmlToText } from './plain-text-alternative';
export type { RandomBytes } from './random';
export type { BuildOptions, MailAttachment, MailDraft } from './types';
