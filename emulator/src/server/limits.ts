/** Largest message Gmail accepts, through any path (35 MiB: messages.send's mediaUpload maxSize). */
export const MAX_MESSAGE_BYTES = 35 * 1024 * 1024;

/**
 * Largest JSON request body modelled for Google's front end (1 MiB). Google documents no number;
 * users met "Request payload size exceeds the limit: 1048576 bytes." on messages.send with a raw of
 * about 1.4 MB (googleapis/google-api-dotnet-client#856), so larger messages go through /upload/.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
