/** A pager total: exact (labels.get) or Gmail's estimate (threads.list resultSizeEstimate). */
export interface PagerTotal {
  count: number;
  estimated: boolean;
}

/**
 * The pager text, e.g. 'Showing 26-50 of 112 mails', or 'of about 112 mails' for an estimate
 * (docs/behaviour/mailbox.md#paging). Without a total (search and archived) the count is left out:
 * 'Showing 26-50'. Nothing to say for an empty page.
 */
export function pagerSummary(
  pageIndex: number,
  pageSize: number,
  rowCount: number,
  total: PagerTotal | undefined,
): string {
  if (rowCount === 0) return '';
  const first = pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + rowCount;
  if (!total) return `Showing ${first}-${last}`;
  return `Showing ${first}-${last} of ${total.estimated ? 'about ' : ''}${total.count} mails`;
}
