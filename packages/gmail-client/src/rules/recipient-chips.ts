import { addressKey } from './address';
import { splitRecipients } from './validate-draft';

/** docs/behaviour/compose.md#recipients: suggestions shown under a recipient input. */
export const SUGGESTION_LIMIT = 5;

const keySet = (values: readonly string[]) => new Set(values.map(addressKey));

/**
 * Enter or comma in a recipient input: the typed value becomes a chip, trimmed, unless it is empty or
 * already a chip (case-insensitive). A pasted comma-separated list adds each entry. Chips are not
 * validated here; the send checks do that. Returns `chips` itself when nothing was added.
 */
export function addChip(chips: readonly string[], typed: string): readonly string[] {
  const present = keySet(chips);
  const added: string[] = [];
  for (const value of splitRecipients(typed)) {
    const key = addressKey(value);
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

/**
 * Up to `limit` known addresses containing the typed text (case-insensitive), in the order given,
 * leaving out chips already added and repeats. Nothing is suggested before anything is typed.
 */
export function suggest(
  all: readonly string[],
  typed: string,
  chips: readonly string[],
  limit = SUGGESTION_LIMIT,
): string[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const excluded = keySet(chips);
  const result: string[] = [];
  for (const address of all) {
    if (result.length >= limit) break;
    const key = addressKey(address);
    if (!key.includes(needle) || excluded.has(key)) continue;
    excluded.add(key);
    result.push(address);
  }
  return result;
}
