import { parseArgs, type ParseArgsConfig } from 'node:util';
import { MAX_TOKEN_LIFETIME_SECONDS } from './auth/token-store';
import type { EmulatorOptions, OAuthClientRegistration } from './index';
import {
  FAULT_STATUSES,
  RATE_LIMIT_REASONS,
  type FaultSettings,
  type RateLimitReason,
} from './server/faults';

export const USAGE = `Usage: pnpm emulator [options]

  --port <n>              port to listen on (default 3100; 0 = any free port)
  --data-dir <dir>        where the mailbox is saved (default emulator/.data)
  --reset                 start from the seed, discarding the saved mailbox
  --token-lifetime <s>    access token lifetime in seconds (default 3599, at most 43200)
  --origin <url>          a page origin granted CORS; repeat for more
                          (default the product's: http://localhost:3000 to :3004)
  --redirect-uri <url>    a sign-in callback the token may go to; repeat for more (default
                          http://localhost:3000/oauth-callback.html,
                          http://localhost:3004/embed-example.html and
                          http://localhost:3001/oauth-callback.html)
  --latency-ms <n|a-b>    added latency per API call, fixed or a range
  --error-rate <list>     e.g. 429=0.1,500=0.05 (statuses 429, 403, 500, 503)
  --drop-rate <p>         probability of closing the connection without an answer
  --max-concurrent <n>    in-flight calls per user before 429 (0 = unlimited)
  --rate-limit-reason <r> reason of injected 403s: rateLimitExceeded (default),
                          userRateLimitExceeded or dailyLimitExceeded
  --no-fixtures           do not import the repository's fixtures/eml
  --messages <n>          grow the starting mailbox to n messages with generated mail
                          (e.g. 100000, to measure at scale; with --reset or a new data dir)
  --help                  show this text`;

export class CliUsageError extends Error {}

/**
 * The product on its default ports, as scripts/lib/stand-in-client.ts registers it: the shell and the
 * four remotes, the shell's sign-in callback, the calendar's embed example, the mailbox's standalone page.
 */
export const PRODUCT_CLIENT: OAuthClientRegistration = {
  origins: [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`),
  redirectUris: [
    'http://localhost:3000/oauth-callback.html',
    'http://localhost:3004/embed-example.html',
    'http://localhost:3001/oauth-callback.html',
  ],
};

function number(
  flag: string,
  value: string | undefined,
  { integer = false, max = Infinity } = {},
): number {
  const parsed = Number(value);
  if (
    value === undefined ||
    value === '' ||
    !Number.isFinite(parsed) ||
    parsed < 0 ||
    parsed > max
  ) {
    throw new CliUsageError(
      `${flag} needs a number ${max === Infinity ? '>= 0' : `between 0 and ${max}`}`,
    );
  }
  if (integer && !Number.isInteger(parsed)) throw new CliUsageError(`${flag} needs a whole number`);
  return parsed;
}

function latency(value: string | undefined): FaultSettings['latencyMs'] {
  const range = /^(\d+(?:\.\d+)?)\s*[-,]\s*(\d+(?:\.\d+)?)$/.exec(value ?? '');
  if (!range) return number('--latency-ms', value);
  const [min, max] = [Number(range[1]), Number(range[2])];
  if (min > max) throw new CliUsageError('--latency-ms range must be min-max');
  return [min, max];
}

function errorRates(value: string | undefined): FaultSettings['errorRates'] {
  const rates: FaultSettings['errorRates'] = {};
  for (const entry of (value ?? '').split(',').filter(Boolean)) {
    const [status = '', rate] = entry.split('=');
    if (!FAULT_STATUSES.map(String).includes(status)) {
      throw new CliUsageError(`--error-rate: unknown status ${status} (use 429, 403, 500 or 503)`);
    }
    rates[status as keyof typeof rates] = number(`--error-rate ${status}`, rate, { max: 1 });
  }
  if (Object.keys(rates).length === 0)
    throw new CliUsageError('--error-rate needs e.g. 429=0.1,500=0.05');
  return rates;
}

export interface CliCommand {
  help: boolean;
  options: EmulatorOptions;
}

const FLAGS = {
  help: { type: 'boolean', short: 'h' },
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  reset: { type: 'boolean' },
  'token-lifetime': { type: 'string' },
  origin: { type: 'string', multiple: true },
  'redirect-uri': { type: 'string', multiple: true },
  'latency-ms': { type: 'string' },
  'error-rate': { type: 'string' },
  'drop-rate': { type: 'string' },
  'max-concurrent': { type: 'string' },
  'rate-limit-reason': { type: 'string' },
  'no-fixtures': { type: 'boolean' },
  messages: { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: FLAGS, strict: true, allowPositionals: false })
      .values;
  } catch (error) {
    // Node's own message names the flag: "Unknown option '--bogus'", "Option '--port <value>'
    // argument missing".
    throw new CliUsageError((error as Error).message);
  }
}

function rateLimitReason(value: string): RateLimitReason {
  if (!RATE_LIMIT_REASONS.includes(value as RateLimitReason)) {
    throw new CliUsageError(`--rate-limit-reason: use ${RATE_LIMIT_REASONS.join(', ')}`);
  }
  return value as RateLimitReason;
}

/** Reads the command line into emulator options; throws CliUsageError for anything it does not understand. */
export function parseCliArgs(argv: readonly string[], defaultDataDir: string): CliCommand {
  const flags = readFlags(argv);
  const options: EmulatorOptions = { dataDir: flags['data-dir'] ?? defaultDataDir };
  if (!options.dataDir) throw new CliUsageError('--data-dir needs a directory');
  if (flags.port !== undefined) {
    options.port = number('--port', flags.port, { integer: true, max: 65535 });
  }
  if (flags.reset) options.reset = true;
  if (flags['token-lifetime'] !== undefined) {
    options.tokenLifetimeSeconds = number('--token-lifetime', flags['token-lifetime'], {
      integer: true,
      max: MAX_TOKEN_LIFETIME_SECONDS,
    });
  }
  if (flags['no-fixtures']) options.fixturesDir = null;
  if (flags.messages !== undefined) {
    options.messages = number('--messages', flags.messages, { integer: true });
  }

  const faults: Partial<FaultSettings> = {};
  if (flags['latency-ms'] !== undefined) faults.latencyMs = latency(flags['latency-ms']);
  if (flags['error-rate'] !== undefined) faults.errorRates = errorRates(flags['error-rate']);
  if (flags['drop-rate'] !== undefined) {
    faults.dropRate = number('--drop-rate', flags['drop-rate'], { max: 1 });
  }
  if (flags['max-concurrent'] !== undefined) {
    faults.maxConcurrentPerUser = number('--max-concurrent', flags['max-concurrent'], {
      integer: true,
    });
  }
  if (flags['rate-limit-reason'] !== undefined) {
    faults.rateLimitReason = rateLimitReason(flags['rate-limit-reason']);
  }
  if (Object.keys(faults).length) options.faults = faults;

  options.client = {
    origins: flags.origin ?? PRODUCT_CLIENT.origins,
    redirectUris: flags['redirect-uri'] ?? PRODUCT_CLIENT.redirectUris,
  };
  return { help: flags.help ?? false, options };
}
