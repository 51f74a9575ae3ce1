/**
 * The pager text, e.g. 'Showing 26-50 of 112 mails' (docs/behaviour/mailbox.md#paging). Without a
 * total (Important, search and archived) the count is left out: 'Showing 26-50'. Nothing to say for
 * an empty page.
 */
export function pagerSummary(
  pageIndex: number,
  pageSize: number,
  rowCount: number,
  total: number | undefined,
): string {
  if (rowCount === 0) return '';
  const first = pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + rowCount;
  return total === undefined
    ? `Showing ${first}-${last}`
    : `Showing ${first}-${last} of ${total} mails`;
}
