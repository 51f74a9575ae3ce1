import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReplyContext } from '@mail/contracts';
import { EMPTY_DRAFT, type StoredDraft } from '@mail/drafts';
import { events$, publish, type MailEvent } from '@mail/event-bus';
import { useDraftSession } from './use-draft-session';
import { useEditorDraft } from './use-editor-draft';

const mockStore = {
  loadDraft: jest.fn<Promise<StoredDraft | undefined>, []>(() => Promise.resolve(undefined)),
  saveDraft: jest.fn<Promise<void>, [StoredDraft]>(() =>
    Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
  ),
  deleteDraft: jest.fn<Promise<void>, [string]>(() => Promise.resolve()),
};
jest.mock('@mail/drafts', () => ({
  ...jest.requireActual('@mail/drafts'),
  loadDraft: () => mockStore.loadDraft(),
  saveDraft: (stored: StoredDraft) => mockStore.saveDraft(stored),
  deleteDraft: (key: string) => mockStore.deleteDraft(key),
  askForPersistentStorage: () => undefined,
}));
const mockClient = {
  getProfile: () => Promise.resolve({ name: 'Ann', email: 'ann@example.com', picture: '' }),
  createDraft: jest.fn(() => Promise.resolve({ id: 'r1', messageId: 'm1', threadId: 't1' })),
  updateDraft: jest.fn((id: string) => Promise.resolve({ id, messageId: 'm2', threadId: 't1' })),
  listDrafts: jest.fn(),
  getDraft: jest.fn(),
  deleteDraft: jest.fn(() => Promise.resolve()),
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

it('writes every change to the device as it comes, never waiting for a pause', async () => {
  mockStore.saveDraft.mockClear();
  mockStore.saveDraft.mockImplementation(() => Promise.resolve());
  const { result } = renderHook(() => useDraftSession('popup', 'new', undefined));
  await waitFor(() => expect(result.current).not.toBeNull());
  const typed = 'Steady';
  act(() => {
    for (let length = 1; length <= typed.length; length += 1)
      result.current?.save({ ...EMPTY_DRAFT, text: typed.slice(0, length) });
  });
  const written = mockStore.saveDraft.mock.calls.map(([stored]) => stored.draft.text);
  expect(written).toEqual(['S', 'St', 'Ste', 'Stea', 'Stead', 'Steady']);
});

describe('closing and discarding', () => {
  const alerts = () =>
    published.flatMap((event) => (event.type === 'alert/show' ? [event.message] : []));
  const written = { ...EMPTY_DRAFT, to: ['bob@example.org'], subject: 'Plans', text: 'Friday?' };

  async function openPopupAndWrite() {
    const { result } = renderHook(() => useDraftSession('popup', 'new', undefined));
    await waitFor(() => expect(result.current).not.toBeNull());
    act(() => result.current?.save(written));
    return result.current!;
  }

  beforeEach(() => {
    published.length = 0;
    jest.clearAllMocks();
    mockStore.loadDraft.mockResolvedValue(undefined);
    mockStore.saveDraft.mockImplementation(() => Promise.resolve());
  });

  it('closing puts what waits into Gmail Drafts at once, then forgets the device copy', async () => {
    const session = await openPopupAndWrite();
    await waitFor(() => expect(mockClient.createDraft).toHaveBeenCalledTimes(1));
    act(() => session.save({ ...written, subject: 'Plans at 8' }));
    expect(mockClient.updateDraft).not.toHaveBeenCalled();
    await act(() => session.close());
    const [id, { raw }] = mockClient.updateDraft.mock.calls[0] as unknown as [
      string,
      { raw: Uint8Array },
    ];
    expect(id).toBe('r1');
    expect(new TextDecoder().decode(raw)).toMatch(/^Subject: Plans at 8\r$/m);
    expect(mockStore.deleteDraft).toHaveBeenCalledWith('popup');
    expect(mockStore.saveDraft.mock.calls.some(([stored]) => stored.key !== 'popup')).toBe(false);
  });

  it('closing while Gmail cannot take it keeps the draft on the device, out of the popup, and says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockClient.createDraft.mockRejectedValue(new TypeError('Failed to fetch'));
    const session = await openPopupAndWrite();
    await act(() => session.close());
    mockClient.createDraft.mockReset();
    mockClient.createDraft.mockResolvedValue({ id: 'r1', messageId: 'm1', threadId: 't1' });
    const kept = mockStore.saveDraft.mock.calls.map(([stored]) => stored);
    expect(kept.at(-1)).toMatchObject({ key: expect.stringMatching(/^closed:/), draft: written });
    expect(mockStore.deleteDraft).toHaveBeenCalledWith('popup');
    expect(alerts()).toContainEqual(expect.stringContaining('It is kept on this device'));
  });

  it('says once that Gmail refused to save, however often it does', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockClient.createDraft.mockRejectedValue(new Error('500'));
    const session = await openPopupAndWrite();
    await waitFor(() => expect(mockClient.createDraft).toHaveBeenCalledTimes(1));
    await act(() => session.close());
    expect(mockClient.createDraft).toHaveBeenCalledTimes(2);
    expect(
      alerts().filter((message) => message.startsWith('This draft could not be saved to Gmail')),
    ).toHaveLength(1);
    mockClient.createDraft.mockReset();
    mockClient.createDraft.mockResolvedValue({ id: 'r1', messageId: 'm1', threadId: 't1' });
  });

  it('Discard deletes both copies behind Undo; Undo puts both back and opens the popup again', async () => {
    const session = await openPopupAndWrite();
    await waitFor(() => expect(mockClient.createDraft).toHaveBeenCalledTimes(1));
    act(() => session.discard());
    await waitFor(() => expect(mockClient.deleteDraft).toHaveBeenCalledWith('r1'));
    expect(mockStore.deleteDraft).toHaveBeenCalledWith('popup');
    const offer = published.find(
      (event) => event.type === 'alert/show' && event.message === 'Draft discarded.',
    );
    expect(offer).toMatchObject({ action: { label: 'Undo' } });
    mockStore.saveDraft.mockClear();

    act(() =>
      publish({ type: 'alert/action', id: (offer as { action: { id: string } }).action.id }),
    );
    await waitFor(() => expect(published.at(-1)).toMatchObject({ type: 'compose/open' }));
    expect(mockClient.createDraft).toHaveBeenCalledTimes(2);
    expect(mockStore.saveDraft).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'popup', draft: written, gmailDraftId: 'r1' }),
    );
  });
});

describe("a reply's draft found in Gmail Drafts (opened from its thread)", () => {
  const context: ReplyContext = {
    from: 'Bob <bob@example.org>',
    toList: ['ann@example.com'],
    ccList: [],
    originalSubject: 'Plans',
    originalHtml: '<p>Shall we?</p>',
    originalSender: 'Bob',
    replyToMessageId: '<plans@example.org>',
    threadId: 't7',
    gmailMessageId: 'g-plans',
    originalDate: Date.UTC(2026, 10, 20),
  };
  const inGmail = {
    id: 'draft-message',
    threadId: 't7',
    to: [{ name: 'Bob', email: 'bob@example.org' }],
    cc: [],
    bcc: [],
    subject: 'Re: Plans',
    html: '<p>Yes, Friday</p>',
    snippet: 'Yes, Friday',
    messageIdHeader: '<reply@example.com>',
    attachments: [],
  };
  // What a Drafts row asks for: one object for the editor's life.
  const fromDraftsRow = { messageId: 'draft-message' };
  beforeEach(() => {
    mockStore.saveDraft.mockImplementation(() => Promise.resolve());
    mockClient.listDrafts.mockResolvedValue({
      drafts: [{ id: 'd7', messageId: 'draft-message', threadId: 't7' }],
    });
    mockClient.getDraft.mockClear();
    mockClient.updateDraft.mockClear();
    mockClient.createDraft.mockClear();
  });

  it("opens Gmail's version, threaded under what it answers, and goes on updating that draft", async () => {
    mockStore.loadDraft.mockResolvedValueOnce(undefined);
    mockClient.getDraft.mockResolvedValueOnce({ id: 'd7', message: inGmail });
    const { result } = renderHook(() =>
      useDraftSession('reply:t7', 'reply', context, fromDraftsRow),
    );
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.initial).toMatchObject({
      to: ['bob@example.org'],
      subject: 'Re: Plans',
      html: '<p>Yes, Friday</p>',
      messageId: '<reply@example.com>',
      inReplyTo: '<plans@example.org>',
      threadId: 't7',
    });
    await act(async () => {
      result.current?.save({ ...result.current.initial, text: 'Yes, Friday at 8' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(mockClient.updateDraft).toHaveBeenCalled());
    expect(mockClient.updateDraft.mock.calls[0]?.[0]).toBe('d7');
    expect(mockClient.createDraft).not.toHaveBeenCalled();
  });

  it("keeps the device's copy when it is that same draft: it is never older", async () => {
    const keptDraft = { ...EMPTY_DRAFT, to: ['bob@example.org'], text: 'Yes, Friday at 8 and' };
    mockStore.loadDraft.mockResolvedValueOnce({
      key: 'reply:t7',
      account: 'ann@example.com',
      mode: 'reply',
      draft: keptDraft,
      updatedAt: 1,
      gmailDraftId: 'd7',
    });
    const { result } = renderHook(() =>
      useDraftSession('reply:t7', 'reply', context, fromDraftsRow),
    );
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.initial.text).toBe('Yes, Friday at 8 and');
    expect(mockClient.getDraft).not.toHaveBeenCalled();
  });
});

describe('another tab changing the draft', () => {
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
  beforeEach(() => {
    jest.clearAllMocks();
    mockStore.loadDraft.mockResolvedValue(undefined);
    mockStore.saveDraft.mockImplementation(() => Promise.resolve());
  });

  it('told that another tab changed the draft, says so in the editor; Open the other version saves this one and opens theirs', async () => {
    mockClient.getDraft.mockResolvedValueOnce({ id: 'r1', message: theirs });
    // The draft both tabs share is r1; this tab's copy gets one of its own.
    mockClient.createDraft
      .mockResolvedValueOnce({ id: 'r1', messageId: 'm1', threadId: 't1' })
      .mockResolvedValueOnce({ id: 'copy', messageId: 'm3', threadId: 't1' });
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
    expect(mockClient.getDraft).toHaveBeenCalledWith('r1');
    expect(result.current.session?.initial).toMatchObject({
      subject: 'Plans',
      text: 'Their words',
      messageId: '<shared@example.com>',
    });
    expect(result.current.session?.id).not.toBe(mine.id);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
