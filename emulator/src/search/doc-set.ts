/**
 * A set of document numbers (the store numbers its messages in arrival order) as a bitset: the
 * intersections, unions and complements a query needs cost a pass over n/32 words, not over messages.
 * Numbers beyond `size` are absent; a complement covers numbers up to `size` only.
 */
export class DocSet {
  private constructor(private words: Uint32Array) {}

  static empty(size = 0): DocSet {
    return new DocSet(new Uint32Array(Math.ceil(size / 32)));
  }

  static of(numbers: Iterable<number>, size: number): DocSet {
    const set = DocSet.empty(size);
    for (const number of numbers) set.add(number);
    return set;
  }

  has(number: number): boolean {
    return ((this.words[number >>> 5] ?? 0) & (1 << (number & 31))) !== 0;
  }

  add(number: number): void {
    const index = number >>> 5;
    if (index >= this.words.length) {
      const grown = new Uint32Array(Math.max(index + 1, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[index] = (this.words[index] as number) | (1 << (number & 31));
  }

  delete(number: number): void {
    const index = number >>> 5;
    if (index < this.words.length) {
      this.words[index] = (this.words[index] as number) & ~(1 << (number & 31));
    }
  }

  and(other: DocSet): DocSet {
    const words = new Uint32Array(Math.min(this.words.length, other.words.length));
    for (let i = 0; i < words.length; i++)
      words[i] = (this.words[i] as number) & (other.words[i] as number);
    return new DocSet(words);
  }

  or(other: DocSet): DocSet {
    const [long, short] =
      this.words.length >= other.words.length
        ? [this.words, other.words]
        : [other.words, this.words];
    const words = long.slice();
    for (let i = 0; i < short.length; i++) words[i] = (words[i] as number) | (short[i] as number);
    return new DocSet(words);
  }

  /** Every number below `size` that is not in this set. */
  complement(size: number): DocSet {
    const words = new Uint32Array(Math.ceil(size / 32));
    for (let i = 0; i < words.length; i++) words[i] = ~(this.words[i] ?? 0);
    return new DocSet(words);
  }
}
