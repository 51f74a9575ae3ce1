/** Largest message Gmail accepts, through any path (35 MiB). */
export const MAX_MESSAGE_BYTES = 35 * 1024 * 1024;
