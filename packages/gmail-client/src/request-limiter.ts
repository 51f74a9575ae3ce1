/** A release function: call it exactly once when the request holding the slot has finished. */
type ReleaseSlot = () => void;

interface Waiter {
  grant(): void;
}

/**
 * Caps how many requests are in flight at once. `acquire` resolves when a slot is free (first come,
 * first served); a waiter whose signal aborts leaves the queue and rejects with the abort reason.
 */
export class RequestLimiter {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(private readonly maxInFlight: number) {
    if (!Number.isInteger(maxInFlight) || maxInFlight < 1) {
      throw new RangeError(`maxInFlight must be a positive integer, got ${maxInFlight}`);
    }
  }

  acquire(signal?: AbortSignal): Promise<ReleaseSlot> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.maxInFlight) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.queue.splice(this.queue.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.releaser());
        },
      };
      this.queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private releaser(): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      // The slot passes straight to the next waiter, so `active` only drops when nobody waits.
      if (next) next.grant();
      else this.active -= 1;
    };
  }
}
