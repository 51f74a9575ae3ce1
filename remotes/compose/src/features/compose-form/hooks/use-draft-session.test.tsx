import { act, renderHook, waitFor } from '@testing-library/react';
import { EMPTY_DRAFT, type StoredDraft } from '@mail/drafts';
import { events$, type MailEvent } from '@mail/event-bus';
import { useDraftSession } from './use-draft-session';

const mockStore = {
  loadDraft: jest.fn(() => Promise.resolve(undefined)),
  saveDraft: jest.fn<Promise<void>, [StoredDraft]>(() =>
    Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
  ),
  deleteDraft: jest.fn(() => Promise.resolve()),
};
jest.mock('@mail/drafts', () => ({
  ...jest.requireActual('@mail/drafts'),
  loadDraft: () => mockStore.loadDraft(),
  saveDraft: (stored: StoredDraft) => mockStore.saveDraft(stored),
  deleteDraft: () => mockStore.deleteDraft(),
  askForPersistentStorage: () => undefined,
}));
const mockClient = {
  getProfile: () => Promise.resolve({ name: 'Ann', email: 'ann@example.com', picture: '' }),
  createDraft: jest.fn(() => Promise.resolve({ id: 'r1', messageId: 'm1', threadId: 't1' })),
  updateDraft: jest.fn(() => Promise.resolve({ id: 'r1', messageId: 'm2', threadId: 't1' })),
};
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => mockClient,
}));

const published: MailEvent[] = [];
const subscription = events$.subscribe((event) => published.push(event));
afterAll(() => subscription.unsubscribe());

it('when the device refuses drafts: one clear warning, and the draft still goes to Gmail Drafts', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { result } = renderHook(() => useDraftSession('popup', 'new', undefined));
  await waitFor(() => expect(result.current).not.toBeNull());
  const draft = { ...EMPTY_DRAFT, to: ['bob@example.org'], subject: 'Kept somewhere' };
  await act(async () => {
    result.current?.save(draft);
    await new Promise((resolve) => setTimeout(resolve, 400));
    result.current?.save({ ...draft, subject: 'Kept somewhere else' });
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
  const warnings = published.filter(
    (event) => event.type === 'alert/show' && event.message.startsWith('Drafts cannot be saved'),
  );
  expect(warnings).toHaveLength(1);
  expect(mockStore.saveDraft.mock.calls.length).toBeGreaterThanOrEqual(2);
  expect(mockClient.createDraft).toHaveBeenCalledTimes(1);
});

it('writes steady typing to the device at least every 300 ms, never waiting for a pause', async () => {
  mockStore.saveDraft.mockClear();
  mockStore.saveDraft.mockImplementation(() => Promise.resolve());
  const { result } = renderHook(() => useDraftSession('popup', 'new', undefined));
  await waitFor(() => expect(result.current).not.toBeNull());
  const typed = 'Steady typing';
  await act(async () => {
    for (let length = 1; length <= typed.length; length += 1) {
      result.current?.save({ ...EMPTY_DRAFT, text: typed.slice(0, length) });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  // 13 keys over about 780 ms: a trailing debounce would have written nothing yet.
  const written = mockStore.saveDraft.mock.calls.map(([stored]) => stored.draft.text);
  expect(written.length).toBeGreaterThanOrEqual(2);
  expect(typed.startsWith(written.at(-1) ?? '')).toBe(true);
});
