import { isSameLocation, locationOf, navigationForLocation } from './mailbox-location';
import { INITIAL_NAVIGATION, selectView, type MailboxNavigation } from './mailbox-navigation';

const sentOnPage = (pageIndex: number, pageTokens: string[]): MailboxNavigation => ({
  ...selectView('SENT'),
  pageIndex,
  pageTokens,
});

describe('navigationForLocation', () => {
  it('shows the view the URL names, from page 1', () => {
    expect(navigationForLocation(INITIAL_NAVIGATION, { view: 'sent' })).toEqual(selectView('SENT'));
    expect(navigationForLocation(INITIAL_NAVIGATION, { view: 'others' }).view).toBe('INBOX');
    expect(navigationForLocation(INITIAL_NAVIGATION, { view: 'archived' }).view).toBe('ARCHIVED');
  });

  it('falls back to Important for no view, an unknown one or a prototype name', () => {
    const sent = selectView('SENT');
    expect(navigationForLocation(sent, {}).view).toBe('IMPORTANT');
    expect(navigationForLocation(sent, { view: 'junk' }).view).toBe('IMPORTANT');
    expect(navigationForLocation(sent, { view: 'SENT' }).view).toBe('IMPORTANT');
    expect(navigationForLocation(sent, { view: 'constructor' }).view).toBe('IMPORTANT');
  });

  it('a term in q is a search, whatever the view says; a blank one is not', () => {
    expect(navigationForLocation(INITIAL_NAVIGATION, { q: ' from:anna ', view: 'sent' })).toEqual({
      ...INITIAL_NAVIGATION,
      view: 'SEARCH',
      searchTerm: 'from:anna',
    });
    expect(navigationForLocation(INITIAL_NAVIGATION, { q: '  ', view: 'sent' }).view).toBe('SENT');
  });

  it('goes to a page whose token is known, keeping the tokens (Back / Forward)', () => {
    const firstPage = sentOnPage(0, ['', 't2', 't3']);
    expect(navigationForLocation(firstPage, { view: 'sent', page: '3' })).toEqual(
      sentOnPage(2, ['', 't2', 't3']),
    );
    expect(navigationForLocation(sentOnPage(2, ['', 't2', 't3']), { view: 'sent' })).toEqual(
      firstPage,
    );
  });

  it('lands on page 1 for a page whose token is unknown (a reload or a link) or no page at all', () => {
    const fresh = selectView('SENT');
    expect(navigationForLocation(INITIAL_NAVIGATION, { view: 'sent', page: '2' })).toEqual(fresh);
    for (const page of ['0', '-1', '1.5', 'two', '']) {
      expect(
        navigationForLocation(sentOnPage(1, ['', 't2']), { view: 'sent', page }).pageIndex,
      ).toBe(0);
    }
  });

  it('returns the same navigation when the URL asks for what is shown', () => {
    const shown = sentOnPage(1, ['', 't2']);
    expect(navigationForLocation(shown, { view: 'sent', page: '2', utm: 'x' } as never)).toBe(
      shown,
    );
  });
});

describe('locationOf', () => {
  it('is empty for the first page of Important', () => {
    expect(locationOf(INITIAL_NAVIGATION)).toEqual({});
  });

  it('names the view, or the search term, and the page from 1', () => {
    expect(locationOf(sentOnPage(1, ['', 't2']))).toEqual({ view: 'sent', page: '2' });
    expect(locationOf(selectView('INBOX'))).toEqual({ view: 'others' });
    expect(locationOf({ ...INITIAL_NAVIGATION, view: 'SEARCH', searchTerm: 'from:anna' })).toEqual({
      q: 'from:anna',
    });
  });

  it('round-trips every view through the URL', () => {
    for (const view of [
      'IMPORTANT',
      'INBOX',
      'TEAM',
      'AI',
      'SENT',
      'DRAFTS',
      'ARCHIVED',
      'STARRED',
      'SPAM',
      'TRASH',
      'LABEL:Label_1',
    ] as const) {
      expect(navigationForLocation(INITIAL_NAVIGATION, locationOf(selectView(view))).view).toBe(
        view,
      );
    }
  });
});

describe('the views of issue 24 in the URL', () => {
  it('names Trash, Spam, Starred and a user label’s view', () => {
    expect(locationOf(selectView('TRASH'))).toEqual({ view: 'trash' });
    expect(locationOf(selectView('SPAM'))).toEqual({ view: 'spam' });
    expect(locationOf(selectView('STARRED'))).toEqual({ view: 'starred' });
    expect(locationOf(selectView('LABEL:Label_3'))).toEqual({ view: 'label:Label_3' });
  });

  it('reads a label view, and falls back to Important for a label without an id', () => {
    expect(navigationForLocation(INITIAL_NAVIGATION, { view: 'label:Label_2' }).view).toBe(
      'LABEL:Label_2',
    );
    expect(navigationForLocation(INITIAL_NAVIGATION, { view: 'label:' }).view).toBe('IMPORTANT');
  });
});

describe('isSameLocation', () => {
  it('compares view, q and page only', () => {
    expect(isSameLocation({ view: 'sent' }, { view: 'sent', other: '1' } as never)).toBe(true);
    expect(isSameLocation({ view: 'sent' }, { view: 'sent', page: '2' })).toBe(false);
    expect(isSameLocation({}, { q: '' })).toBe(false);
  });
});
