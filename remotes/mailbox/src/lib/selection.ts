/** The selection with `threadId` added, or taken out when it was in. */
export function withToggled(selected: ReadonlySet<string>, threadId: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(threadId)) next.add(threadId);
  return next;
}

/**
 * Shift+click: the rows from the last one clicked (`anchorId`) to `threadId` take the state
 * `threadId` takes, as in Gmail; without an anchor on the page, only `threadId` toggles.
 */
export function withRange(
  selected: ReadonlySet<string>,
  pageThreadIds: readonly string[],
  anchorId: string | undefined,
  threadId: string,
): Set<string> {
  const from = anchorId === undefined ? -1 : pageThreadIds.indexOf(anchorId);
  const to = pageThreadIds.indexOf(threadId);
  if (from === -1 || to === -1) return withToggled(selected, threadId);
  const select = !selected.has(threadId);
  const next = new Set(selected);
  for (const id of pageThreadIds.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}
