/** RFC 5322 §2.1.1: header lines SHOULD stay within 78 characters (CRLF not counted). */
export const MAX_HEADER_LINE = 78;
/** RFC 2045 §6.7 and §6.8: encoded body lines are at most 76 characters. */
export const MAX_BODY_LINE = 76;
/** RFC 2047 §2: an encoded word is at most 75 characters. */
export const MAX_ENCODED_WORD = 75;
/** Gmail's largest message, whatever the path: messages.send's mediaUpload maxSize (35 MiB). */
export const MAX_MESSAGE_BYTES = 35 * 1024 * 1024;
