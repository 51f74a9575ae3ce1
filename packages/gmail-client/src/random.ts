/** A source of random bytes; injectable so tests can make boundaries and ids predictable. */
export type RandomBytes = (length: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (length) =>
  crypto.getRandomValues(new Uint8Array(length));

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` letters and digits (safe in boundaries, Message-IDs and Content-IDs). */
export function randomToken(randomBytes: RandomBytes, length: number): string {
  return Array.from(randomBytes(length), (byte) => ALPHANUMERIC.charAt(byte % 62)).join('');
}
