/**
 * docs/behaviour/compose.md#recipients: no whitespace or @ in the local part, exactly one @, and a
 * domain containing a dot. The compose checks and the suggestion list share this one pattern.
 */
const ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` is an address by the spec's pattern. Callers trim first: a space makes it invalid. */
export function isValidAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/**
 * The key addresses are compared by: case-insensitive everywhere in the product (dedup, own-address
 * removal, chips, suggestions).
 */
export function addressKey(value: string): string {
  return value.trim().toLowerCase();
}

export function sameAddress(a: string, b: string): boolean {
  return addressKey(a) === addressKey(b);
}
