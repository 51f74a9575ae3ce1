import { addressKey, isValidAddress } from './address';
import type { Mailbox } from './mailbox';
import type { Suggestion } from './recipient-chips';

/**
 * Someone the user wrote to or received mail with, as kept on the device per account
 * (docs/behaviour/compose.md#suggestions). Times are epoch milliseconds, 0 for never.
 */
export interface Correspondent {
  /** The best name known ('' when none): a name never gives way to none. */
  name: string;
  /** Lower-cased: the key. */
  email: string;
  timesWrittenTo: number;
  lastWrittenAt: number;
  /** The sends' weight as it stood at `lastWrittenAt`: each send counts 1, halving every half-life. */
  writtenWeight: number;
  /** When the address was last seen in mail loaded (received, or any header of a listed thread). */
  lastSeenAt: number;
}

/** How fast a send stops counting: a person written to a month ago weighs a quarter of today's. */
export const WRITTEN_HALF_LIFE_MS = 14 * 24 * 60 * 60 * 1000;

const decay = (ageMs: number) => 0.5 ** (Math.max(0, ageMs) / WRITTEN_HALF_LIFE_MS);

/** The frecency of writing to `correspondent` at `now`: the sum over its sends of their decayed weight. */
export function writtenWeightAt(correspondent: Correspondent, now: number): number {
  return correspondent.writtenWeight * decay(now - correspondent.lastWrittenAt);
}

function withName(kept: Correspondent | undefined, { name, email }: Mailbox): Correspondent {
  return {
    timesWrittenTo: 0,
    lastWrittenAt: 0,
    writtenWeight: 0,
    lastSeenAt: 0,
    ...kept,
    email: addressKey(email),
    name: name.trim() || kept?.name || '',
  };
}

/** `kept` (or a newcomer) after the user sent mail to `mailbox` at `now`. */
export function afterWriting(
  kept: Correspondent | undefined,
  mailbox: Mailbox,
  now: number,
): Correspondent {
  const next = withName(kept, mailbox);
  return {
    ...next,
    timesWrittenTo: next.timesWrittenTo + 1,
    writtenWeight: writtenWeightAt(next, now) + 1,
    lastWrittenAt: Math.max(now, next.lastWrittenAt),
  };
}

/** `kept` (or a newcomer) after `mailbox` was seen in mail loaded at `now`. */
export function afterSeeing(
  kept: Correspondent | undefined,
  mailbox: Mailbox,
  now: number,
): Correspondent {
  const next = withName(kept, mailbox);
  return { ...next, lastSeenAt: Math.max(now, next.lastSeenAt) };
}

/**
 * Which of two correspondents is more worth keeping and suggesting first: anyone written to before
 * anyone only seen; written-to by frecency, then the more recent; seen-only by recency. Negative
 * when `a` comes first (a sort comparator).
 */
export function compareUsefulness(a: Correspondent, b: Correspondent, now: number): number {
  return (
    writtenWeightAt(b, now) - writtenWeightAt(a, now) ||
    b.lastWrittenAt - a.lastWrittenAt ||
    b.lastSeenAt - a.lastSeenAt
  );
}

export interface CandidateSources {
  /** The account's correspondents kept on the device. */
  correspondents: readonly Correspondent[];
  /** People API contacts matching what is typed, in Google's order. */
  contacts: readonly Suggestion[];
  /** The user's own addresses: never suggested. */
  ownAddresses: readonly string[];
  now: number;
}

/**
 * What compose suggests from, best first: the people written to (by frecency), then People's
 * contacts (Google's order), then the addresses only seen in mail (most recent first). Each address
 * once, with the best name any source gives (a contact's first); the user's own addresses and
 * addresses failing the spec's pattern are left out. `suggest` filters this by what is typed.
 */
export function rankCandidates({
  correspondents,
  contacts,
  ownAddresses,
  now,
}: CandidateSources): Suggestion[] {
  const own = new Set(ownAddresses.map(addressKey));
  const contactNames = new Map<string, string>();
  for (const { name, email } of contacts) {
    const key = addressKey(email);
    if (name && !contactNames.has(key)) contactNames.set(key, name);
  }
  const ranked = [...correspondents].sort((a, b) => compareUsefulness(a, b, now));
  const writtenTo = ranked.filter((correspondent) => correspondent.timesWrittenTo > 0);
  const seenOnly = ranked.filter((correspondent) => correspondent.timesWrittenTo === 0);
  const keptNames = new Map(
    correspondents.filter(({ name }) => name).map(({ email, name }) => [email, name]),
  );
  const named = ({ name, email }: Suggestion): Suggestion => {
    const key = addressKey(email);
    return { name: contactNames.get(key) || name || keptNames.get(key) || '', email };
  };
  return [...writtenTo, ...contacts, ...seenOnly]
    .filter(({ email }) => isValidAddress(email) && !own.has(addressKey(email)))
    .map(named);
}
