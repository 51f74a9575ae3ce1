import { renderHook } from '@testing-library/react';
import { contactSearch, type ContactSearch } from '@mail/gmail-client/contacts';
import { useSearchContacts } from './use-contact-search';

jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => ({}),
}));
jest.mock('@mail/gmail-client/contacts', () => ({ contactSearch: jest.fn() }));

const search: jest.Mocked<ContactSearch> = { warmUp: jest.fn(), search: jest.fn() };
beforeEach(() => {
  jest.mocked(contactSearch).mockReset().mockReturnValue(search);
  search.warmUp.mockReset();
  search.search.mockReset().mockResolvedValue([]);
});

test('without access to the contacts: no search, no warm-up, nothing asked of People', () => {
  const { result } = renderHook(() => useSearchContacts(false));
  expect(result.current).toBeUndefined();
  expect(contactSearch).not.toHaveBeenCalled();
});

test('with access: warms up once as the form opens, and searches with the signal given', async () => {
  const { result, rerender } = renderHook(() => useSearchContacts(true));
  rerender();
  expect(search.warmUp).toHaveBeenCalledTimes(1);
  const signal = new AbortController().signal;
  await result.current?.('ken', signal);
  expect(search.search).toHaveBeenCalledWith('ken', { signal });
});

test('access granted later: the search starts then', () => {
  const { result, rerender } = renderHook(({ allowed }) => useSearchContacts(allowed), {
    initialProps: { allowed: false },
  });
  expect(result.current).toBeUndefined();
  rerender({ allowed: true });
  expect(result.current).toEqual(expect.any(Function));
  expect(search.warmUp).toHaveBeenCalledTimes(1);
});
