import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_DRAFT, type StoredDraft } from '@mail/drafts';
import { useEditorDraft } from './use-editor-draft';

const mockStore = {
  loadDraft: jest.fn<Promise<StoredDraft | undefined>, []>(() => Promise.resolve(undefined)),
  saveDraft: jest.fn(() => Promise.resolve()),
  deleteDraft: jest.fn(() => Promise.resolve()),
};
jest.mock('@mail/drafts', () => ({
  ...jest.requireActual('@mail/drafts'),
  loadDraft: () => mockStore.loadDraft(),
  saveDraft: () => mockStore.saveDraft(),
  deleteDraft: () => mockStore.deleteDraft(),
  askForPersistentStorage: () => undefined,
}));
const theirs = {
  id: 'their-message',
  threadId: 't1',
  to: [{ name: 'Bob', email: 'bob@example.org' }],
  cc: [],
  bcc: [],
  subject: 'Plans',
  html: '<p>Their words</p>',
  snippet: 'Their words',
  messageIdHeader: '<shared@example.com>',
  attachments: [],
};
const mockClient = {
  getProfile: () => Promise.resolve({ name: 'Ann', email: 'ann@example.com', picture: '' }),
  createDraft: jest.fn(() =>
    Promise.resolve({ id: 'shared-draft', messageId: 'm1', threadId: 't1' }),
  ),
  updateDraft: jest.fn((id: string) => Promise.resolve({ id, messageId: 'm2', threadId: 't1' })),
  listDrafts: jest.fn(),
  getDraft: jest.fn(() => Promise.resolve({ id: 'shared-draft', message: theirs })),
  connection: { status: () => ({ state: 'online' }) },
};
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => mockClient,
}));
jest.mock('@mail/gmail-client/drafts', () => ({
  ...jest.requireActual('@mail/gmail-client/drafts'),
  draftCalls: () => mockClient,
}));
// The other tab: tells this one it changed the draft (other-tabs.ts does it over a BroadcastChannel).
let mockTellChanged: ((otherOpenedAt: number) => void) | undefined;
jest.mock('../draft-lifecycle/other-tabs', () => ({
  watchOtherTabs: (
    _account: string,
    _messageId: () => string,
    _openedAt: number,
    onChangedElsewhere: (otherOpenedAt: number) => void,
  ) => {
    mockTellChanged = onChangedElsewhere;
    return { announce: () => undefined, stop: () => undefined };
  },
}));
jest.mock('../utils/one-tab-at-a-time', () => ({
  inOneTabAtATime: (_name: string, run: () => Promise<unknown>) => run(),
}));

it('told that another tab changed the draft, says so in the editor; Open the other version saves this one and opens theirs', async () => {
  const { result } = renderHook(() => useEditorDraft('popup', 'new', undefined));
  // The notice as the editor shows it, at the hook's latest render.
  const editor = render(<>{result.current.notice}</>);
  const showNotice = () => editor.rerender(<>{result.current.notice}</>);
  await waitFor(() => expect(result.current.session).not.toBeNull());
  const mine = result.current.session!;
  act(() => mine.save({ ...EMPTY_DRAFT, subject: 'Plans', text: 'My words' }));
  await waitFor(() => expect(mockClient.createDraft).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('status')).toBeNull();

  act(() => mockTellChanged?.(0));
  showNotice();
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent(
    'This draft was changed in another tab. Your version is kept as a separate draft.',
  );
  // This tab's words went to a draft of their own, not over the other tab's.
  await waitFor(() => expect(mockClient.createDraft).toHaveBeenCalledTimes(2));

  await userEvent.click(screen.getByRole('button', { name: 'Open the other version' }));
  await waitFor(() => expect(result.current.session).not.toBe(mine));
  showNotice();
  expect(mockClient.getDraft).toHaveBeenCalledWith('shared-draft');
  expect(result.current.session?.initial).toMatchObject({
    subject: 'Plans',
    text: 'Their words',
    messageId: '<shared@example.com>',
  });
  expect(result.current.session?.id).not.toBe(mine.id);
  expect(screen.queryByRole('status')).toBeNull();
});
