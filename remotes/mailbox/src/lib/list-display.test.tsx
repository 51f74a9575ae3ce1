import { mailItems } from '../testing/mail-items';
import { IDLE, listDisplay, WAITING, type LoadStatus } from './list-display';

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
