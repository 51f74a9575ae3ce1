/** Which row of the list (its React key) shows which conversation: thread id → key, in list order. */
export type RowKeys = ReadonlyMap<string, string>;

/**
 * The rows for the conversations `threadIds`, after `previous`. A conversation still listed keeps
 * its row, so focus, scroll anchoring and the reader's place stay with it through a refresh. A
 * conversation new to the list takes the row that stood at its place, if that row's conversation
 * left: another page or tab updates the rows in place instead of replacing every one (on a slow
 * phone the new rows' DOM, style and layout were most of a page change), and no row moves. Otherwise
 * it gets a new row.
 */
export function nextRowKeys(previous: RowKeys, threadIds: readonly string[]): RowKeys {
  const listed = new Set(threadIds);
  const previousRows = [...previous];
  const used = new Set(previous.values());
  let unused = 0;
  const newKey = () => {
    while (used.has(String(unused))) unused += 1;
    used.add(String(unused));
    return String(unused);
  };
  const rowAt = (index: number) => {
    const [leftThreadId, key] = previousRows[index] ?? [];
    return leftThreadId !== undefined && !listed.has(leftThreadId) ? key : undefined;
  };
  return new Map(
    threadIds.map((threadId, index) => [
      threadId,
      previous.get(threadId) ?? rowAt(index) ?? newKey(),
    ]),
  );
}
