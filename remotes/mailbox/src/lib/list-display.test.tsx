import { mailItems } from '../testing/mail-items';
import { IDLE, listDisplay, rowsOnScreenFirst, WAITING, type LoadStatus } from './list-display';

const rows = { items: mailItems('t', 2) };
const loading = (mode: 'normal' | 'forced' | 'silent'): LoadStatus => ({ phase: 'loading', mode });
const failed: LoadStatus = { phase: 'failed', message: 'Could not load your messages.' };

describe('what the list shows', () => {
  it('a spinner only when the list is empty or the load is forced', () => {
    expect(listDisplay(undefined, loading('normal'), true).kind).toBe('spinner');
    expect(listDisplay(rows, loading('forced'), true).kind).toBe('spinner');
    expect(listDisplay(rows, loading('normal'), true)).toMatchObject({ kind: 'rows', busy: true });
  });

  it('a silent refresh keeps the rows as they are', () => {
    expect(listDisplay(rows, IDLE, true)).toEqual({ kind: 'rows', items: rows.items, busy: false });
  });

  it('"No messages found" for an answered empty page, and for Team and AI', () => {
    expect(listDisplay({ items: [] }, IDLE, true).kind).toBe('empty');
    expect(listDisplay(undefined, IDLE, false).kind).toBe('empty');
  });

  it('a view about to load its first page shows the spinner, not "No messages found"', () => {
    expect(listDisplay(undefined, IDLE, true).kind).toBe('spinner');
  });

  it('a failure replaces an empty list, and sits above rows that stay', () => {
    expect(listDisplay(undefined, failed, true)).toEqual({
      kind: 'failed',
      message: failed.message,
    });
    expect(listDisplay(rows, failed, true)).toEqual({
      kind: 'rows',
      items: rows.items,
      busy: false,
      failure: failed.message,
    });
  });

  it('a load waiting for Google to come back keeps the rows, with no failure of its own', () => {
    expect(listDisplay(rows, WAITING, true)).toEqual({
      kind: 'rows',
      items: rows.items,
      busy: false,
    });
    expect(listDisplay(undefined, WAITING, true).kind).toBe('spinner');
  });

  it('conversations left out of a page are counted under the rows that loaded', () => {
    expect(listDisplay({ ...rows, notLoadedCount: 1 }, IDLE, true)).toMatchObject({
      kind: 'rows',
      items: rows.items,
      notLoaded: '1 conversation could not be loaded',
    });
    expect(listDisplay({ items: [], notLoadedCount: 25 }, IDLE, true)).toEqual({
      kind: 'failed',
      message: '25 conversations could not be loaded',
    });
  });
});

describe('the rows on screen first', () => {
  const pageOne = mailItems('a', 6);
  const pageTwo = mailItems('b', 6);
  const settled = (items: typeof pageOne) => ({ items, shown: items });
  const ids = (items: readonly { threadId: string }[]) => items.map((item) => item.threadId);

  it('another page shows in the rows on screen; the others keep their conversation for a frame', () => {
    const rows = rowsOnScreenFirst(settled(pageOne), pageTwo, { first: 1, last: 2 });
    expect(ids(rows)).toEqual(['a0', 'b1', 'b2', 'a3', 'a4', 'a5']);
  });

  it('a longer page waits with its last rows; a shorter one loses them at once', () => {
    const longer = mailItems('b', 8);
    expect(ids(rowsOnScreenFirst(settled(pageOne), longer, { first: 0, last: 2 }))).toEqual([
      'b0',
      'b1',
      'b2',
      'a3',
      'a4',
      'a5',
    ]);
    const shorter = mailItems('b', 4);
    expect(ids(rowsOnScreenFirst(settled(pageOne), shorter, { first: 0, last: 1 }))).toEqual([
      'b0',
      'b1',
      'a2',
      'a3',
    ]);
  });

  it('a refresh of the same list, or no rows known to be on screen, shows the list at once', () => {
    const refreshed = [mailItems('new', 1)[0]!, ...pageOne.slice(0, 5)];
    expect(rowsOnScreenFirst(settled(pageOne), refreshed, { first: 0, last: 1 })).toBe(refreshed);
    expect(rowsOnScreenFirst(settled(pageOne), pageTwo, undefined)).toBe(pageTwo);
  });

  it('every row on screen: nothing waits', () => {
    expect(rowsOnScreenFirst(settled(pageOne), pageTwo, { first: 0, last: 5 })).toBe(pageTwo);
  });

  it('back before the last change finished: the rows off screen show that page still, in place', () => {
    const waiting = {
      items: pageTwo,
      shown: rowsOnScreenFirst(settled(pageOne), pageTwo, { first: 0, last: 1 }),
    };
    expect(rowsOnScreenFirst(waiting, pageOne, { first: 0, last: 1 })).toBe(pageOne);
    // Never one conversation in two rows.
    const third = [pageOne[3]!, ...mailItems('c', 5)];
    expect(ids(rowsOnScreenFirst(waiting, third, { first: 0, last: 1 }))).toEqual(ids(third));
  });
});
