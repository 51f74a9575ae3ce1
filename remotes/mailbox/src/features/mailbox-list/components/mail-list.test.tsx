import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { mailItems } from '../../../testing/mail-items';
import {
  createMailboxStore,
  navigationAtom,
  nextPageAtom,
  pageLoadedAtom,
  previousPageAtom,
  type MailboxStore,
} from '../../../stores/mailbox-store';
import { MailList } from './mail-list';

let connectionState: 'online' | 'offline' = 'online';
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual<object>('@mail/gmail-client'),
  getGoogleClient: () => ({ connection: { status: () => ({ state: connectionState }) } }),
}));

/** Stands in for the browser's IntersectionObserver: the test says which rows the viewport shows. */
class ViewportStandIn {
  static latest: ViewportStandIn | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportStandIn.latest = this;
  }
  observe(row: Element) {
    this.observed.add(row);
  }
  unobserve(row: Element) {
    this.observed.delete(row);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports the rows from `first` to `last` (by position) on screen, the others off. */
  show(first: number, last: number) {
    const entries = [...this.observed].map((row) => {
      const index = [...row.parentElement!.children].indexOf(row);
      return { target: row, isIntersecting: index >= first && index <= last };
    });
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

const pageOne = mailItems('a', 6);
const pageTwo = mailItems('b', 6);

/** A store on page one of Important with page two kept. */
function storeWithTwoPages(): MailboxStore {
  const store = createMailboxStore([]);
  store.set(pageLoadedAtom, {
    navigation: store.get(navigationAtom),
    page: { items: pageOne, nextPageToken: 'p2' },
  });
  store.set(nextPageAtom);
  store.set(pageLoadedAtom, { navigation: store.get(navigationAtom), page: { items: pageTwo } });
  store.set(previousPageAtom);
  return store;
}

const rowThreadIds = () =>
  [...document.querySelectorAll('[data-mail-row]')].map((row) =>
    row.getAttribute('data-thread-id'),
  );

describe('MailList on another page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ViewportStandIn;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  function renderList(store: MailboxStore) {
    render(
      <Provider store={store}>
        <MailList listRef={createRef()} onOpenThread={jest.fn()} onRetry={jest.fn()} />
      </Provider>,
    );
  }

  it('shows the new page in the rows on screen first, in the others once that has painted', () => {
    const store = storeWithTwoPages();
    renderList(store);
    expect(rowThreadIds()).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    act(() => ViewportStandIn.latest!.show(0, 1));

    act(() => store.set(nextPageAtom));
    expect(rowThreadIds()).toEqual(['b0', 'b1', 'a2', 'a3', 'a4', 'a5']);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');

    act(() => jest.advanceTimersByTime(100));
    expect(rowThreadIds()).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps each row element: the rows off screen are updated in place after the paint', () => {
    const store = storeWithTwoPages();
    renderList(store);
    act(() => ViewportStandIn.latest!.show(0, 2));
    const rowsBefore = [...document.querySelectorAll('[data-mail-row]')];
    act(() => store.set(nextPageAtom));
    act(() => jest.advanceTimersByTime(100));
    const rowsAfter = [...document.querySelectorAll('[data-mail-row]')];
    rowsAfter.forEach((row, index) => expect(row).toBe(rowsBefore[index]));
  });

  it('with no rows known to be on screen, shows the whole page at once', () => {
    const store = storeWithTwoPages();
    renderList(store);
    act(() => store.set(nextPageAtom));
    expect(rowThreadIds()).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
  });
});

describe('MailList waiting for a view with nothing saved', () => {
  afterEach(() => {
    connectionState = 'online';
  });

  function renderLoadingOthers() {
    const store = createMailboxStore([]);
    store.set(navigationAtom, { ...store.get(navigationAtom), view: 'INBOX' });
    render(
      <Provider store={store}>
        <MailList listRef={createRef()} onOpenThread={jest.fn()} onRetry={jest.fn()} />
      </Provider>,
    );
  }

  it('shows the spinner online', () => {
    renderLoadingOthers();
    expect(screen.getByText('Loading messages…')).toBeInTheDocument();
  });

  it("says offline that the view isn't kept, instead of a spinner", () => {
    connectionState = 'offline';
    renderLoadingOthers();
    expect(
      screen.getByText(
        "Others isn't kept for offline reading; it will load when you're back online",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading messages…')).toBeNull();
  });
});
