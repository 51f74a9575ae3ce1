export interface RequestLogEntry {
  method: string;
  /** Path and query string as requested. */
  path: string;
  /** HTTP status; 0 when the connection was dropped by a fault. */
  status: number;
  /** Bytes written to the socket: status line, headers and body after compression (for a batch part: its body). */
  bytes: number;
  /** Body bytes as sent (after compression). */
  bodyBytes: number;
  ms: number;
  /** True for the inner requests of a batch (the batch itself is logged too). */
  viaBatch: boolean;
}

const MAX_ENTRIES = 10_000;

/** Milliseconds since `started` (a performance.now() reading), to 0.01 ms, as log entries hold them. */
export function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}

/** The most recent requests, oldest first, for tests and benchmarks. */
export class RequestLog {
  private entries: RequestLogEntry[] = [];

  add(entry: RequestLogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES)
      this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  list(): RequestLogEntry[] {
    return this.entries.map((entry) => ({ ...entry }));
  }

  clear(): void {
    this.entries = [];
  }
}
