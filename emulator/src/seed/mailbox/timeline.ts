import { atLocalTime, DAY_MS, localDay, MINUTE_MS } from '../local-time';
import type { Rng } from '../rng';

const wholeSeconds = (ms: number): number => Math.floor(ms / 1000) * 1000;

/** Picks message times relative to `now`, in waking hours of the local zone, never in the future. */
export class Timeline {
  private readonly today: Date;

  constructor(
    private readonly now: Date,
    private readonly rng: Rng,
  ) {
    this.today = localDay(now);
  }

  /** A moment on the local day `daysAgo` days before today, between the given hours. */
  onDay(daysAgo: number, fromHour = 7, toHour = 22): number {
    const day = localDay(this.today, -daysAgo);
    const minutes = this.rng.int(fromHour * 60, toHour * 60 - 1);
    const moment = atLocalTime(day, 0, minutes).getTime() + this.rng.int(0, 59) * 1000;
    if (moment < this.now.getTime()) return wholeSeconds(moment);
    // later than now today: somewhere between midnight and now instead
    const start = this.today.getTime();
    return wholeSeconds(start + this.rng.next() * (this.now.getTime() - start));
  }

  /** A moment today, before now. */
  earlierToday(): number {
    return this.onDay(0, 0, 24);
  }

  /** A moment between `minDays` and `maxDays` days ago. */
  past(minDays: number, maxDays: number, fromHour = 7, toHour = 22): number {
    return this.onDay(this.rng.int(minDays, maxDays), fromHour, toHour);
  }

  /**
   * Times for a conversation starting at `start`: each answer comes `minMinutes`–`maxMinutes` after
   * the previous one (log-uniform: most answers are quick, some take days). Squeezed to end before now.
   */
  conversation(start: number, count: number, minMinutes = 8, maxMinutes = 2 * 24 * 60): number[] {
    const gaps: number[] = [];
    for (let i = 1; i < count; i++) {
      const logMin = Math.log(minMinutes);
      const logMax = Math.log(maxMinutes);
      gaps.push(Math.exp(logMin + this.rng.next() * (logMax - logMin)) * MINUTE_MS);
    }
    const total = gaps.reduce((sum, gap) => sum + gap, 0);
    // leave at least a second per message before now
    const begin = wholeSeconds(Math.min(start, this.now.getTime() - 1000 * count));
    const room = this.now.getTime() - begin - 1000 * count;
    const scale = total > room ? room / total : 1;
    const times = [begin];
    for (const gap of gaps) {
      const previous = times[times.length - 1] ?? begin;
      times.push(wholeSeconds(previous + gap * scale) + 1000);
    }
    return times;
  }

  daysAgo(epochMs: number): number {
    return (this.now.getTime() - epochMs) / DAY_MS;
  }
}
