import { invalidArgument } from '../server/api-error';
import { partitionPoint } from './partition-point';
import { compareNewestFirst, type StoredMessage } from './stored-message';

type Position = Pick<StoredMessage, 'internalDate' | 'id'>;

/**
 * Page tokens are cursors (the last item's internalDate and id), so paging stays consistent while
 * messages arrive or change. Written as digits, like Gmail's tokens.
 */
function encode(position: Position): string {
  return `${String(position.internalDate).padStart(15, '0')}${BigInt(`0x${position.id}`).toString().padStart(20, '0')}`;
}

function decode(token: string): Position {
  if (!/^\d{35}$/.test(token)) throw invalidArgument('Invalid pageToken');
  return {
    internalDate: Number(token.slice(0, 15)),
    id: BigInt(token.slice(15)).toString(16).padStart(16, '0'),
  };
}

/**
 * One page of `items` (sorted newest first by their position) after `pageToken`, and the token of the
 * next page when there is one.
 */
export function pageAfter<T>(
  items: readonly T[],
  positionOf: (item: T) => Position,
  pageToken: string | null,
  size: number,
): { page: T[]; nextPageToken?: string } {
  const cursor = pageToken ? decode(pageToken) : undefined;
  const start = cursor
    ? partitionPoint(items, (item) => compareNewestFirst(positionOf(item), cursor) <= 0)
    : 0;
  const page = items.slice(start, start + size);
  const last = page[page.length - 1];
  return start + size < items.length && last !== undefined
    ? { page, nextPageToken: encode(positionOf(last)) }
    : { page };
}
