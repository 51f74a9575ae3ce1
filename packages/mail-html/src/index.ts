export {
  sanitizeForReading,
  sanitizeForReadingInSlices,
  type ReadingOptions,
  type SanitizedMail,
} from './sanitize-for-reading';
export { sanitizeForQuoting } from './sanitize-for-quoting';
export {
  buildMailFrameDocument,
  mailFrameContentSecurityPolicy,
  mailFrameSrcdoc,
  MAIL_FRAME_SANDBOX,
} from './mail-frame';
export { INLINE_IMAGE_ATTRIBUTE } from './mail-markers';
export { displayableImage, imageDisplayOf, type ImageDisplay } from './image-parts';
export type { QuotedHistorySplit } from './quoted-history';
export {
  checkMarkup,
  checkMarkupInPage,
  withinReadingLimits,
  type MarkupCheck,
  type MarkupVerdict,
} from './check-markup';
export type { MarkupCut } from './markup-size';
