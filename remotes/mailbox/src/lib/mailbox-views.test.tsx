import { cycleTab, isTabView, listLabel, screenName, viewTitle } from './mailbox-views';

describe('views', () => {
  it('Tab cycles Important, Others, Team, AI and wraps around', () => {
    expect(cycleTab('IMPORTANT', 1)).toBe('INBOX');
    expect(cycleTab('INBOX', 1)).toBe('TEAM');
    expect(cycleTab('TEAM', 1)).toBe('AI');
    expect(cycleTab('AI', 1)).toBe('IMPORTANT');
    expect(cycleTab('IMPORTANT', -1)).toBe('AI');
    expect(cycleTab('TEAM', -1)).toBe('INBOX');
  });

  it('from a titled view, forward starts at the first tab and backward at the last', () => {
    expect(cycleTab('SENT', 1)).toBe('IMPORTANT');
    expect(cycleTab('SEARCH', -1)).toBe('AI');
  });

  it('titled views carry the spec titles; tab views have none', () => {
    expect(viewTitle('SENT')).toBe('Sent Emails');
    expect(viewTitle('ARCHIVED')).toBe('Archived Emails');
    expect(viewTitle('SEARCH')).toBe('Search Results');
    expect(viewTitle('INBOX')).toBeUndefined();
    expect(isTabView('AI')).toBe(true);
    expect(isTabView('SENT')).toBe(false);
  });

  it('each list has its own accessible name', () => {
    const names = ['IMPORTANT', 'INBOX', 'TEAM', 'AI', 'SENT', 'ARCHIVED', 'SEARCH'] as const;
    expect(new Set(names.map(listLabel)).size).toBe(names.length);
  });
});

describe('screenName', () => {
  it('names the tab, the view or the search, for the document title', () => {
    expect(screenName('IMPORTANT', '')).toBe('Important');
    expect(screenName('INBOX', '')).toBe('Others');
    expect(screenName('SENT', '')).toBe('Sent Emails');
    expect(screenName('ARCHIVED', '')).toBe('Archived Emails');
    expect(screenName('SEARCH', 'from:anna')).toBe('Search: from:anna');
  });
});
