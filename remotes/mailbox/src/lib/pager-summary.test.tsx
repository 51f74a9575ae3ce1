import { pagerSummary } from './pager-summary';

const exact = { count: 112, estimated: false };

describe('pager text', () => {
  it('shows the range and the total', () => {
    expect(pagerSummary(0, 25, 25, exact)).toBe('Showing 1-25 of 112 mails');
    expect(pagerSummary(1, 25, 25, exact)).toBe('Showing 26-50 of 112 mails');
    expect(pagerSummary(4, 25, 12, exact)).toBe('Showing 101-112 of 112 mails');
  });

  it('says "about" for Gmail’s estimate (Important)', () => {
    expect(pagerSummary(0, 25, 25, { count: 201, estimated: true })).toBe(
      'Showing 1-25 of about 201 mails',
    );
  });

  it('leaves the total out where there is none (search, archived)', () => {
    expect(pagerSummary(2, 25, 7, undefined)).toBe('Showing 51-57');
  });

  it('says nothing for an empty page', () => {
    expect(pagerSummary(0, 25, 0, exact)).toBe('');
  });
});
