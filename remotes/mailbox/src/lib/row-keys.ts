/** Which row of the list (its React key) shows which conversation: thread id → key. */
export type RowKeys = ReadonlyMap<string, string>;

/**
 * The rows for the conversations `threadIds`, after `previous`. A conversation still listed keeps
 * its row, so focus and the reader's place stay with it through a refresh. A conversation new to
 * the list takes, in order, a row whose conversation left: showing another page updates the rows in
 * place instead of replacing every one (on a slow phone the new rows' style, layout and paint were
 * most of a page change). Past those, a new row.
 */
export function nextRowKeys(previous: RowKeys, threadIds: readonly string[]): RowKeys {
  const listed = new Set(threadIds);
  const freed = [...previous].filter(([threadId]) => !listed.has(threadId)).map(([, key]) => key);
  const used = new Set(previous.values());
  let unused = 0;
  const newKey = () => {
    while (used.has(String(unused))) unused += 1;
    used.add(String(unused));
    return String(unused);
  };
  return new Map(
    threadIds.map((threadId) => [threadId, previous.get(threadId) ?? freed.shift() ?? newKey()]),
  );
}
