import { pagerSummary } from './pager-summary';

describe('pager text', () => {
  it('shows the range and the total', () => {
    expect(pagerSummary(0, 25, 25, 112)).toBe('Showing 1-25 of 112 mails');
    expect(pagerSummary(1, 25, 25, 112)).toBe('Showing 26-50 of 112 mails');
    expect(pagerSummary(4, 25, 12, 112)).toBe('Showing 101-112 of 112 mails');
  });

  it('leaves the total out where there is none (search, archived)', () => {
    expect(pagerSummary(2, 25, 7, undefined)).toBe('Showing 51-57');
  });

  it('says nothing for an empty page', () => {
    expect(pagerSummary(0, 25, 0, 0)).toBe('');
  });
});
