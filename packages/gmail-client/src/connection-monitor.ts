import type { ConnectionStatus, ResumeReason } from '@mail/event-bus';
import { backoffDelayMs, type RetryOptions } from './retry-policy';

/**
 * A fault that passes by itself: Google's rate limit, the account's daily limit (never retried, only
 * probed), its server errors, or no answer at all.
 */
export type PassingFault = 'rate-limit' | 'daily-limit' | 'server-error' | 'network';

/** What the transport tells about every attempt it makes. */
export interface AttemptObserver {
  /** Google answered with something other than a passing fault (a success, a 404, a 401…). */
  answered(): void;
  /** A passing fault; the request tries again after `delayMs`. Call the result when the wait ends. */
  retrying(fault: PassingFault, delayMs: number): () => void;
  /** A passing fault after which the request gave up; `serverWaitMs` is what Google asked for. */
  gaveUp(fault: PassingFault, serverWaitMs: number | undefined): void;
  /**
   * A request found no connection while the browser says offline: a request that finds none either
   * gives up at once (what is saved shows, and the connection's return resumes views).
   */
  isOffline?(): boolean;
}

export interface ConnectionMonitorOptions {
  /** One cheap request, no retry; its outcome comes back through the observer like any other. */
  probe(): Promise<unknown>;
  isBrowserOnline(): boolean;
  onStatus(status: ConnectionStatus): void;
  onResume(reason: ResumeReason): void;
  /** The backoff of probes when Google gave no Retry-After. */
  retry: RetryOptions;
  now?: () => number;
}

/** The connection as the client sees it, and the browser's own signals that feed it. */
export interface ConnectionMonitor extends AttemptObserver {
  status(): ConnectionStatus;
  /** The browser's 'offline' event: only a hint, which a probe checks. */
  wentOffline(): void;
  /** The browser's 'online' event: believed only once a probe is answered. */
  cameOnline(): void;
  /** The tab is shown again after `hiddenForMs`. */
  becameVisible(hiddenForMs: number): void;
}

/** A tab hidden this long shows stale lists (timers are throttled while hidden): reload them. */
export const LONG_HIDDEN_MS = 60_000;

interface Fault {
  kind: PassingFault;
  /** When the next try goes out (epoch ms). */
  until: number;
}

const ONLINE: ConnectionStatus = { state: 'online' };

/**
 * Follows every attempt to say how Google can be reached, and brings the page back by itself: once a
 * call gave up on a passing fault, it probes (when Google's Retry-After ends, else with backoff; at
 * once when the browser is back online) and, when Google answers, says 'resumed' so views reload.
 * The browser's online state is only a hint (Chromium says offline on a machine whose only interface
 * is loopback, where every request succeeds): 'offline' is said only once a request found no
 * connection while the browser says offline, and a hint of offline is checked with a probe.
 */
export function createConnectionMonitor(options: ConnectionMonitorOptions): ConnectionMonitor {
  const now = options.now ?? Date.now;
  const waits = new Set<Fault>();
  /** Set when a call gave up on a passing fault: views are missing something until Google answers. */
  let stall: Fault | undefined;
  let offline = false;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;
  let failedProbes = 0;
  let reported: ConnectionStatus = ONLINE;

  function currentStatus(): ConnectionStatus {
    if (offline) return { state: 'offline' };
    const faults = stall ? [...waits, stall] : [...waits];
    const latest = (kind: PassingFault) =>
      Math.max(...faults.filter((fault) => fault.kind === kind).map((fault) => fault.until));
    if (faults.some((fault) => fault.kind === 'daily-limit')) {
      return { state: 'daily-limit', retryAt: latest('daily-limit') };
    }
    if (faults.some((fault) => fault.kind === 'rate-limit')) {
      return { state: 'rate-limited', retryAt: latest('rate-limit') };
    }
    if (faults.some((fault) => fault.kind === 'network')) return { state: 'reconnecting' };
    if (faults.length > 0) return { state: 'server-error', retryAt: latest('server-error') };
    return ONLINE;
  }

  // A countdown shows whole seconds: a later retryAt within the same second is no news.
  const sameStatus = (a: ConnectionStatus, b: ConnectionStatus) =>
    a.state === b.state &&
    Math.ceil(('retryAt' in a ? a.retryAt : 0) / 1000) ===
      Math.ceil(('retryAt' in b ? b.retryAt : 0) / 1000);

  function update(): void {
    const status = currentStatus();
    if (sameStatus(status, reported)) return;
    reported = status;
    options.onStatus(status);
  }

  function cancelProbe(): void {
    clearTimeout(probeTimer);
    probeTimer = undefined;
  }

  function runProbe(): void {
    cancelProbe();
    if (probing) return;
    probing = true;
    options
      .probe()
      .catch(() => undefined) // reported through the observer
      .finally(() => {
        probing = false;
      });
  }

  function scheduleProbe(at: number): void {
    cancelProbe();
    const timer = setTimeout(runProbe, Math.max(0, at - now()));
    // Under Node (tests, scripts) a pending probe must not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
    probeTimer = timer;
  }

  // The browser says offline from the start: a probe finds out whether it is (once the caller has
  // what the probe needs).
  if (!options.isBrowserOnline()) scheduleProbe(now());

  return {
    status: currentStatus,
    isOffline: () => offline,

    answered() {
      const wasCutOff = stall !== undefined || offline;
      stall = undefined;
      offline = false;
      failedProbes = 0;
      cancelProbe();
      update();
      if (wasCutOff) options.onResume('reconnected');
    },

    retrying(kind, delayMs) {
      const wait: Fault = { kind, until: now() + delayMs };
      waits.add(wait);
      if (kind === 'network' && !options.isBrowserOnline()) offline = true;
      update();
      return () => {
        waits.delete(wait);
        update();
      };
    },

    gaveUp(kind, serverWaitMs) {
      if (probing) failedProbes += 1;
      if (kind === 'network' && !options.isBrowserOnline()) offline = true;
      const delayMs = serverWaitMs ?? backoffDelayMs(failedProbes, options.retry, Math.random());
      // Several calls give up at once: the latest Retry-After binds them all.
      const until = Math.max(stall?.until ?? 0, now() + delayMs);
      stall = { kind, until };
      // Offline too: the browser's 'online' event may never come where its hint is wrong.
      scheduleProbe(until);
      update();
    },

    wentOffline() {
      // A failed probe makes it offline (see gaveUp); an answered one leaves it online.
      runProbe();
    },

    cameOnline() {
      if (!offline && !stall) return;
      offline = false;
      stall ??= { kind: 'network', until: now() };
      update();
      runProbe();
    },

    becameVisible(hiddenForMs) {
      if (stall && !offline) runProbe();
      else if (!stall && !offline && hiddenForMs >= LONG_HIDDEN_MS) options.onResume('visible');
    },
  };
}
