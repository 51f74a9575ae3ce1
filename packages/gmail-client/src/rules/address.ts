/**
 * Spec §5: no whitespace or @ in the local part, exactly one @, and a domain containing a dot. The
 * compose checks and the suggestion list share this one pattern.
 */
const ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` is an address by the spec's pattern. Callers trim first: a space makes it invalid. */
export function isValidAddress(value: string): boolean {
  return ADDRESS_PATTERN.test(value);
}

/** Addresses compare case-insensitively everywhere in the product (dedup, own-address removal). */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** `values` without later case-insensitive repeats; the first spelling is kept. */
export function uniqueAddresses(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
