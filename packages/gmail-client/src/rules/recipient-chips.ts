import { addressKey } from './address';
import { recipientKey } from './recipients';

/** docs/behaviour/compose.md#recipients: suggestions shown under a recipient input. */
export const SUGGESTION_LIMIT = 5;

const keySet = (entries: readonly string[]) => new Set(entries.map(recipientKey));

/**
 * Enter, comma or semicolon in a recipient input: each entry typed or pasted (`Name <address>` or
 * bare) becomes a chip with its name, trimmed, unless it is empty or its address is already a chip
 * (case-insensitive). Chips are not validated here; the send checks do that. Returns `chips` itself
 * when nothing was added.
 */
export function addChip(chips: readonly string[], entries: readonly string[]): readonly string[] {
  const present = keySet(chips);
  const added: string[] = [];
  for (const value of entries.map((entry) => entry.trim()).filter((entry) => entry !== '')) {
    const key = recipientKey(value);
    if (present.has(key)) continue;
    present.add(key);
    added.push(value);
  }
  return added.length === 0 ? chips : [...chips, ...added];
}

/**
 * Backspace: removes the last chip only when the input is empty (''), otherwise the key edits the
 * text. Returns `chips` itself when nothing was removed.
 */
export function removeLastChip(chips: readonly string[], inputValue: string): readonly string[] {
  return inputValue === '' && chips.length > 0 ? chips.slice(0, -1) : chips;
}

/** A recipient to suggest: an address, and the person's name when a contact gives one ('' if not). */
export interface Suggestion {
  name: string;
  email: string;
}

/**
 * Up to `limit` candidates whose address or name contains the typed text (case-insensitive), in the
 * order given, leaving out chips already added and repeated addresses (the first one is kept).
 * Nothing is suggested before anything is typed.
 */
export function suggest(
  candidates: readonly Suggestion[],
  typed: string,
  chips: readonly string[],
  limit = SUGGESTION_LIMIT,
): Suggestion[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const excluded = keySet(chips);
  const result: Suggestion[] = [];
  for (const candidate of candidates) {
    if (result.length >= limit) break;
    const key = addressKey(candidate.email);
    const matches = key.includes(needle) || candidate.name.toLowerCase().includes(needle);
    if (!matches || excluded.has(key)) continue;
    excluded.add(key);
    result.push(candidate);
  }
  return result;
}
