import { randomBytes } from 'node:crypto';

/**
 * Gmail-like ids: 16 hex digits that grow with time (the creation time in ms shifted left by 20 bits,
 * plus a counter), so they sort like Gmail's and never repeat within one store.
 */
export class IdGenerator {
  private last = 0n;

  next(): string {
    const fromClock = BigInt(Date.now()) << 20n;
    this.last = fromClock > this.last ? fromClock : this.last + 1n;
    return this.last.toString(16).padStart(16, '0');
  }

  /** Keeps ids issued after a reload above the ones already stored. */
  observe(id: string): void {
    const value = BigInt(`0x${id}`);
    if (value > this.last) this.last = value;
  }
}

/** The shape Gmail accepts for message and thread ids (anything else is "Invalid id value"). */
export const isWellFormedId = (id: string): boolean => /^[0-9a-f]{1,16}$/i.test(id);

/**
 * A draft id as Gmail writes them: `r` and a signed 64-bit decimal number (`r8350668854572166321`,
 * `r-7936847184838427343`), a namespace apart from message ids.
 */
export const randomDraftId = (): string =>
  `r${BigInt.asIntN(64, randomBytes(8).readBigUInt64BE()).toString()}`;
