/**
 * The number of leading items of `sorted` for which `isBefore` holds, found by binary search;
 * `isBefore` must hold for a prefix of `sorted` and for nothing after it.
 */
export function partitionPoint<T>(sorted: readonly T[], isBefore: (item: T) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(sorted[middle] as T)) low = middle + 1;
    else high = middle;
  }
  return low;
}
