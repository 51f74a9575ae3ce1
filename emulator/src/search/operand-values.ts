/** Parsers for operator values that are not text. Each returns undefined for a value it cannot read. */

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/**
 * Gmail reads query dates as midnight Pacific Standard Time, UTC-8 all year
 * (docs/google-api.md#search).
 */
const PST_OFFSET_MS = 8 * 60 * 60 * 1000;

const CALENDAR_DATE = /^(\d{4})([/-])(\d{1,2})\2(\d{1,2})$/;
const EPOCH_SECONDS = /^\d+$/;
const AGE = /^(\d+)([dmy])$/i;
const SIZE = /^(\d+(?:\.\d+)?)([km]?)b?$/i;

/** Days per unit for older_than/newer_than: a month is taken as 30 days and a year as 365. */
const DAYS_PER_AGE_UNIT: Readonly<Record<string, number>> = { d: 1, m: 30, y: 365 };
/** larger:/smaller: suffixes are binary multiples: 1K = 1024 bytes, 1M = 1024 * 1024. */
const BYTES_PER_SIZE_UNIT: Readonly<Record<string, number>> = { '': 1, k: 1024, m: 1024 * 1024 };

/** after:/before: value as epoch ms: YYYY/MM/DD or YYYY-MM-DD at midnight PST, or exact epoch seconds. */
export function parseDateBound(value: string): number | undefined {
  if (EPOCH_SECONDS.test(value)) return Number(value) * 1000;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [match[1], match[3], match[4]].map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2024/02/30 over into March: such a date does not exist.
  const date = new Date(utcMidnight);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return utcMidnight + PST_OFFSET_MS;
}

/** older_than:/newer_than: value (e.g. 3d, 2m, 1y) as a duration in ms. */
export function parseAge(value: string): number | undefined {
  const match = AGE.exec(value);
  if (!match) return undefined;
  const days = DAYS_PER_AGE_UNIT[(match[2] ?? '').toLowerCase()] ?? 0;
  return Number(match[1]) * days * MS_PER_DAY;
}

/** larger:/smaller: value (e.g. 5000, 10K, 1.5M) in bytes. */
export function parseSize(value: string): number | undefined {
  const match = SIZE.exec(value);
  if (!match) return undefined;
  const multiplier = BYTES_PER_SIZE_UNIT[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number(match[1]) * multiplier;
}
