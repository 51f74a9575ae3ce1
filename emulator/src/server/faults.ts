import {
  ApiError,
  googleError,
  internalError,
  serviceUnavailable,
  tooManyConcurrentRequests,
} from './api-error';
import { DROP, type DispatchResult } from './api-types';

export type FaultStatus = 429 | 403 | 500 | 503;
export const FAULT_STATUSES: readonly FaultStatus[] = [429, 403, 500, 503];

/**
 * The reasons an injected 403 can give, and the message each comes with: Google's rate and daily
 * limits, which pass, and `forbidden`, its refusal for good (what a test of a failure that does not
 * pass by itself injects).
 */
const RATE_LIMIT_MESSAGES = {
  rateLimitExceeded: () => 'Rate Limit Exceeded',
  userRateLimitExceeded: (retryAt: Date) =>
    `User-rate limit exceeded.  Retry after ${retryAt.toISOString()}`,
  dailyLimitExceeded: () => 'Daily Limit Exceeded',
  forbidden: () => 'The caller does not have permission',
} as const;
export type RateLimitReason = keyof typeof RATE_LIMIT_MESSAGES;
export const RATE_LIMIT_REASONS = Object.keys(RATE_LIMIT_MESSAGES) as RateLimitReason[];

/** One entry of the deterministic queue: the next `count` faultable requests fail this way. */
export interface QueuedFault {
  /** 'drop' closes the socket before the request is handled; 'drop-after' handles it, then drops. */
  status: FaultStatus | 'drop' | 'drop-after';
  count: number;
  retryAfterSeconds?: number;
}

export interface FaultSettings {
  /** Added before each answer: a fixed delay or a uniform [min, max] range. */
  latencyMs: number | [number, number];
  /** Probability (0..1) per request of each error status. */
  errorRates: Partial<Record<'429' | '403' | '500' | '503', number>>;
  /** Probability per request of closing the socket with no answer. */
  dropRate: number;
  /** In-flight requests allowed per user before 429; 0 = unlimited. */
  maxConcurrentPerUser: number;
  /** The reason an injected 403 gives. */
  rateLimitReason: RateLimitReason;
  failNext: QueuedFault[];
  /** Regular expression: when set, faults apply only to matching paths (null = all API paths). */
  pathFilter: string | null;
  /**
   * The batch endpoints answer a browser's CORS preflight with no Access-Control-Allow-* header, so
   * the browser never sends the batch (fetch rejects with a TypeError): a network or CORS policy
   * that refuses /batch/ while every other call works. Callers without CORS (Node) are not affected.
   */
  batchCorsRefused: boolean;
}

export const DEFAULT_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRates: {},
  dropRate: 0,
  maxConcurrentPerUser: 0,
  rateLimitReason: 'rateLimitExceeded',
  failNext: [],
  pathFilter: null,
  batchCorsRefused: false,
};

const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** Thrown for a settings object that does not fit FaultSettings; the message says what is wrong. */
export class InvalidFaultSettingsError extends Error {}

const isProbability = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 1;
const isDelay = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function latencyRange(value: unknown): [number, number] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [min, max] = value as unknown[];
  return isDelay(min) && isDelay(max) && min <= max ? [min, max] : undefined;
}

function checkSettings(partial: Record<string, unknown>): Partial<FaultSettings> {
  const fail = (what: string): never => {
    throw new InvalidFaultSettingsError(what);
  };
  const out: Partial<FaultSettings> = {};
  for (const [key, value] of Object.entries(partial)) {
    switch (key) {
      case 'latencyMs':
        if (isDelay(value)) out.latencyMs = value;
        else
          out.latencyMs =
            latencyRange(value) ?? fail('latencyMs must be a number of ms or [min, max]');
        break;
      case 'errorRates': {
        if (value === null || typeof value !== 'object') fail('errorRates must be an object');
        const rates: FaultSettings['errorRates'] = {};
        for (const [status, rate] of Object.entries(value as object)) {
          if (!FAULT_STATUSES.map(String).includes(status))
            fail(`errorRates: unknown status ${status}`);
          if (!isProbability(rate)) fail(`errorRates.${status} must be between 0 and 1`);
          rates[status as keyof FaultSettings['errorRates']] = rate as number;
        }
        out.errorRates = rates;
        break;
      }
      case 'dropRate':
        if (!isProbability(value)) fail('dropRate must be between 0 and 1');
        out.dropRate = value as number;
        break;
      case 'maxConcurrentPerUser':
        if (!(Number.isInteger(value) && (value as number) >= 0))
          fail('maxConcurrentPerUser must be an integer >= 0');
        out.maxConcurrentPerUser = value as number;
        break;
      case 'rateLimitReason':
        if (!RATE_LIMIT_REASONS.includes(value as RateLimitReason))
          fail(`rateLimitReason must be one of ${RATE_LIMIT_REASONS.join(', ')}`);
        out.rateLimitReason = value as RateLimitReason;
        break;
      case 'failNext':
        if (!Array.isArray(value)) fail('failNext must be an array');
        out.failNext = (value as unknown[]).map((entry) => {
          const { status, count = 1, retryAfterSeconds } = (entry ?? {}) as Record<string, unknown>;
          if (
            status !== 'drop' &&
            status !== 'drop-after' &&
            !FAULT_STATUSES.includes(status as FaultStatus)
          )
            fail('failNext[].status must be 429, 403, 500, 503, "drop" or "drop-after"');
          if (!(Number.isInteger(count) && (count as number) > 0))
            fail('failNext[].count must be a positive integer');
          if (retryAfterSeconds !== undefined && !isDelay(retryAfterSeconds))
            fail('failNext[].retryAfterSeconds must be a number >= 0');
          const queued: QueuedFault = {
            status: status as QueuedFault['status'],
            count: count as number,
          };
          if (retryAfterSeconds !== undefined)
            queued.retryAfterSeconds = retryAfterSeconds as number;
          return queued;
        });
        break;
      case 'pathFilter':
        if (value === null || value === '') {
          out.pathFilter = null;
          break;
        }
        if (typeof value !== 'string') fail('pathFilter must be a regular expression string');
        try {
          new RegExp(value as string);
        } catch {
          fail(`pathFilter is not a valid regular expression: ${String(value)}`);
        }
        out.pathFilter = value as string;
        break;
      case 'batchCorsRefused':
        if (typeof value !== 'boolean') fail('batchCorsRefused must be true or false');
        out.batchCorsRefused = value as boolean;
        break;
      default:
        fail(`unknown setting ${key}`);
    }
  }
  return out;
}

function faultError(
  status: FaultStatus,
  retryAfterSeconds: number | undefined,
  rateLimitReason: RateLimitReason,
): ApiError {
  const retryHeader: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
  switch (status) {
    case 429:
      return googleError(
        429,
        'RESOURCE_EXHAUSTED',
        'rateLimitExceeded',
        'Resource has been exhausted (e.g. check quota).',
        {
          headers: { 'Retry-After': String(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) },
        },
      );
    case 403: {
      const retryAt = new Date(
        Date.now() + (retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000,
      );
      return googleError(
        403,
        'PERMISSION_DENIED',
        rateLimitReason,
        RATE_LIMIT_MESSAGES[rateLimitReason](retryAt),
        { domain: 'usageLimits', headers: retryHeader },
      );
    }
    case 500: {
      const error = internalError();
      return new ApiError(500, error.body, retryHeader);
    }
    case 503:
      return serviceUnavailable(retryHeader);
  }
}

type DrawnFault = Pick<QueuedFault, 'status' | 'retryAfterSeconds'>;
type ConnectionFault = DrawnFault & { status: 'drop' | 'drop-after' };

const isConnectionFault = (fault: DrawnFault | undefined): fault is ConnectionFault =>
  fault?.status === 'drop' || fault?.status === 'drop-after';

/** 'drop' loses the request before it is handled; 'drop-after' handles it, then loses the answer. */
async function dropConnection(
  status: ConnectionFault['status'],
  handle: () => Promise<DispatchResult>,
): Promise<typeof DROP> {
  // With drop-after the request did its work; only its answer is lost (an ambiguous outcome).
  if (status === 'drop-after') await handle();
  return DROP;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Injected latency and failures, for tests and benchmarks. Applies to API calls only; the caller decides
 * which paths those are.
 */
export class FaultController {
  private current: FaultSettings = structuredClone(DEFAULT_FAULTS);
  private pathPattern: RegExp | undefined;
  private readonly inFlight = new Map<string, number>();

  constructor(initial: Partial<FaultSettings> = {}) {
    this.update(initial);
  }

  settings(): FaultSettings {
    return structuredClone(this.current);
  }

  /** Merges a partial settings object (top-level keys replace). Throws InvalidFaultSettingsError. */
  update(partial: object): FaultSettings {
    const checked = checkSettings(partial as Record<string, unknown>);
    this.current = { ...this.current, ...checked };
    this.pathPattern =
      this.current.pathFilter === null ? undefined : new RegExp(this.current.pathFilter);
    return this.settings();
  }

  /** Whether a browser's preflight of `path` is refused (`batchCorsRefused`). */
  refusesPreflight(path: string): boolean {
    return this.current.batchCorsRefused && path.startsWith('/batch/');
  }

  appliesTo(path: string): boolean {
    return this.pathPattern === undefined || this.pathPattern.test(path);
  }

  /** Runs `handle` for `user` under the current faults: concurrency cap, latency, then queued or random failures. */
  async run(user: string, handle: () => Promise<DispatchResult>): Promise<DispatchResult> {
    const limit = this.current.maxConcurrentPerUser;
    const running = this.inFlight.get(user) ?? 0;
    if (limit > 0 && running >= limit) throw tooManyConcurrentRequests(DEFAULT_RETRY_AFTER_SECONDS);
    this.inFlight.set(user, running + 1);
    try {
      const delay = this.pickLatency();
      if (delay > 0) await sleep(delay);
      const fault = this.takeQueuedFault() ?? this.rollFault();
      if (fault?.status === 'drop' || fault?.status === 'drop-after')
        return await dropConnection(fault.status, handle);
      if (fault)
        throw faultError(fault.status, fault.retryAfterSeconds, this.current.rateLimitReason);
      return await handle();
    } finally {
      const left = (this.inFlight.get(user) ?? 1) - 1;
      if (left > 0) this.inFlight.set(user, left);
      else this.inFlight.delete(user);
    }
  }

  /**
   * Runs an envelope, a request that carries other calls (a batch). As one HTTP request it can only lose its
   * connection (a queued drop at the head of the queue, or `dropRate`); status faults are answers to
   * calls, so they are left to its parts, which draw them through `run`.
   */
  async runEnvelope(handle: () => Promise<DispatchResult>): Promise<DispatchResult> {
    const fault = isConnectionFault(this.current.failNext[0])
      ? this.takeQueuedFault()
      : this.rollDrop();
    return isConnectionFault(fault) ? dropConnection(fault.status, handle) : handle();
  }

  private pickLatency(): number {
    const latency = this.current.latencyMs;
    if (typeof latency === 'number') return latency;
    const [min, max] = latency;
    return min + Math.random() * (max - min);
  }

  private takeQueuedFault(): QueuedFault | undefined {
    const head = this.current.failNext[0];
    if (!head) return undefined;
    if (head.count <= 1) this.current.failNext.shift();
    else head.count--;
    return head;
  }

  private rollDrop(): ConnectionFault | undefined {
    return this.current.dropRate > 0 && Math.random() < this.current.dropRate
      ? { status: 'drop' }
      : undefined;
  }

  private rollFault(): DrawnFault | undefined {
    const drop = this.rollDrop();
    if (drop) return drop;
    for (const status of FAULT_STATUSES) {
      const rate =
        this.current.errorRates[String(status) as keyof FaultSettings['errorRates']] ?? 0;
      if (rate > 0 && Math.random() < rate) return { status };
    }
    return undefined;
  }
}
