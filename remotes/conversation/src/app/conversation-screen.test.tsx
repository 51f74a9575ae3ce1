import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AFTER_TRIAGE_KEY } from '@mail/contracts';
import { events$, publish, publishListOrder, type MailEvent } from '@mail/event-bus';
import { GoogleApiError } from '@mail/gmail-client';
import type { ConversationThread, ThreadMessage } from '@mail/gmail-client/thread';
import { ConversationScreen } from './conversation-screen';

const mockClient = {
  getAttachment: jest.fn<Promise<Uint8Array>, [string, string, string]>(),
  getThread: jest.fn<Promise<ConversationThread>, [string, { signal?: AbortSignal }?]>(),
  markThreadRead: jest.fn(() => Promise.resolve()),
  setMessageStarred: jest.fn<Promise<void>, [ThreadMessage, boolean]>(() => Promise.resolve()),
  markMessageUnread: jest.fn<Promise<void>, [ThreadMessage]>(() => Promise.resolve()),
  takePrefetchedThread: jest.fn<ConversationThread | undefined, [string]>(() => undefined),
  getProfile: jest.fn(() =>
    Promise.resolve({ name: 'Demo', email: 'demo@example.com', picture: '' }),
  ),
  // labels.list, for the header's label chips.
  requestGmail: jest.fn(() =>
    Promise.resolve({
      labels: [
        { id: 'INBOX', name: 'INBOX', type: 'system' },
        { id: 'Label_1', name: 'Work', type: 'user' },
      ],
    }),
  ),
};
const mockLoadDraft = jest.fn<Promise<{ mode: string } | undefined>, [string, string]>(() =>
  Promise.resolve(undefined),
);
jest.mock('@mail/drafts', () => ({
  ...jest.requireActual('@mail/drafts'),
  loadDraft: (key: string, account: string) => mockLoadDraft(key, account),
}));
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => mockClient,
}));
// The triage core (one request, alert with Undo, roll-back) is tested on its own: here, what it is asked.
const mockTriage = jest.fn<Promise<boolean>, [unknown, unknown]>(() => Promise.resolve(true));
const mockUndoLastTriage = jest.fn(() => Promise.resolve(true));
jest.mock('@mail/gmail-client/triage', () => ({
  triage: (action: unknown, targets: unknown) => mockTriage(action, targets),
  undoLastTriage: () => mockUndoLastTriage(),
}));
// The fake client answers with conversations already parsed (parsing is gmail-client's, tested there).
jest.mock('@mail/gmail-client/thread', () => ({
  ...jest.requireActual('@mail/gmail-client/thread'),
  toConversationThread: (thread: unknown) => thread,
}));
// The editor remote is loaded at run time; here its slot only records what it was given.
jest.mock('@mail/federation', () => ({
  RemoteSlot: ({
    id,
    props,
  }: {
    id: string;
    props: {
      mode: string;
      gmailDraft?: { messageId: string };
      replyContext: { gmailMessageId: string };
    };
  }) => (
    <div
      data-slot={id}
      data-mode={props.mode}
      data-draft={props.gmailDraft?.messageId}
      data-answers={props.replyContext.gmailMessageId}
    />
  ),
}));

// jsdom lays nothing out: the screen's scrolling and frame sizing have nothing to do here.
Element.prototype.scrollIntoView = jest.fn();
globalThis.ResizeObserver = class {
  observe() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const published: MailEvent[] = [];
const subscription = events$.subscribe((event) => published.push(event));
afterAll(() => subscription.unsubscribe());

function threadMessage(id: string, overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id,
    threadId: 't1',
    from: { name: `Sender ${id}`, email: `${id}@example.org` },
    fromHeader: `Sender ${id} <${id}@example.org>`,
    to: [{ name: '', email: 'demo@example.com' }],
    cc: [],
    bcc: [],
    subject: `Subject of ${id}`,
    date: '',
    internalDate: 1_700_000_000_000,
    messageIdHeader: `<${id}@example.org>`,
    referencesHeader: '',
    replyToHeader: '',
    labelIds: ['INBOX'],
    isUnread: false,
    isStarred: false,
    snippet: `Snippet of ${id}`,
    html: `<p>Body of ${id}</p>`,
    textVersionHtml: `<p>Body of ${id}</p>`,
    partsNotShown: false,
    partsTooLarge: false,
    attachments: [],
    inlineParts: [],
    senderAuthenticated: true,
    ...overrides,
  };
}

const onBack = jest.fn();
const onOpenThread = jest.fn();
const renderScreen = (messageId = 'm2') =>
  render(
    <ConversationScreen
      threadId="t1"
      messageId={messageId}
      onBack={onBack}
      onOpenThread={onOpenThread}
    />,
  );

async function openWith(...messages: ThreadMessage[]) {
  mockClient.getThread.mockResolvedValue({ id: 't1', messages });
  renderScreen();
  await screen.findAllByRole('article');
}

beforeEach(() => {
  published.length = 0;
  jest.clearAllMocks();
  localStorage.clear();
  publishListOrder([]);
});

it('shows the first subject as its heading and the messages in order', async () => {
  await openWith(threadMessage('m1'), threadMessage('m2', { subject: 'Re: x' }));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Subject of m1');
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-message-id'))).toEqual([
    'm1',
    'm2',
  ]);
  expect(mockClient.getThread).toHaveBeenCalledTimes(1);
});

it('l opens Label as… for the conversation; a label is one undoable triage of it', async () => {
  await openWith(threadMessage('m1', { labelIds: ['INBOX'] }));
  fireEvent.keyDown(document.body, { key: 'l' });
  const picker = await screen.findByRole('dialog', { name: 'Label as' });
  fireEvent.click(await within(picker).findByRole('checkbox', { name: 'Work' }));
  expect(mockTriage).toHaveBeenCalledWith({ type: 'add-label', labelId: 'Label_1' }, [
    { threadId: 't1', labels: ['INBOX'] },
  ]);
  fireEvent.keyDown(picker, { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Label as' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Label as…' })).toHaveFocus();
});

it("shows the thread's user labels as chips beside the heading, never system labels", async () => {
  await openWith(threadMessage('m1', { labelIds: ['INBOX', 'Label_1'] }), threadMessage('m2'));
  const chip = await screen.findByText('Work');
  expect(chip).toHaveAttribute('data-label-id', 'Label_1');
  expect(screen.getByRole('heading', { level: 1 })).not.toContainElement(chip);
  expect(screen.queryByText('INBOX')).toBeNull();
});

it('shows a thread whose prefetch has arrived on its first render, with no request', () => {
  mockClient.takePrefetchedThread.mockReturnValueOnce({
    id: 't1',
    messages: [threadMessage('m2')],
  });
  renderScreen();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(mockClient.getThread).not.toHaveBeenCalled();
});

it('says "Conversation" when the first message has no subject', async () => {
  await openWith(threadMessage('m1', { subject: '  ' }));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Conversation');
});

it('marks an unread thread read once, then tells the mailbox; a read one makes no request', async () => {
  await openWith(threadMessage('m1'), threadMessage('m2', { isUnread: true }));
  await act(async () => undefined);
  expect(mockClient.markThreadRead).toHaveBeenCalledTimes(1);
  expect(published).toContainEqual({ type: 'thread/read', threadId: 't1' });

  jest.clearAllMocks();
  await openWith(threadMessage('m1'));
  expect(mockClient.markThreadRead).not.toHaveBeenCalled();
});

it('a thread that is gone says so and offers the way back', async () => {
  mockClient.getThread.mockRejectedValue(new GoogleApiError(404, 'notFound', 'Not Found'));
  renderScreen();
  await screen.findByText('This conversation no longer exists.');
  fireEvent.click(screen.getByRole('button', { name: 'Back to the mailbox' }));
  expect(onBack).toHaveBeenCalled();
});

it('a failed load says why, and Retry loads again', async () => {
  mockClient.getThread.mockRejectedValueOnce(
    new GoogleApiError(400, 'invalidArgument', 'Invalid id'),
  );
  mockClient.getThread.mockResolvedValueOnce({ id: 't1', messages: [threadMessage('m1')] });
  renderScreen();
  await screen.findByText('The conversation could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await screen.findByRole('article');
  expect(mockClient.getThread).toHaveBeenCalledTimes(2);
});

it('a load failing for a passing reason waits without an error and loads when Google is back', async () => {
  mockClient.getThread.mockRejectedValueOnce(new GoogleApiError(429, 'rateLimitExceeded', 'x'));
  mockClient.getThread.mockResolvedValueOnce({ id: 't1', messages: [threadMessage('m1')] });
  renderScreen();
  await act(async () => {});
  expect(mockClient.getThread).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('The conversation could not be loaded.')).toBeNull();
  act(() => publish({ type: 'connection/resumed', reason: 'reconnected' }));
  await screen.findByRole('article');
  expect(mockClient.getThread).toHaveBeenCalledTimes(2);
});

it("e and w archive through the triage core with the thread's labels and go back; not while typing", async () => {
  await openWith(threadMessage('m1', { labelIds: ['INBOX', 'IMPORTANT'] }), threadMessage('m2'));
  const field = document.body.appendChild(document.createElement('input'));
  fireEvent.keyDown(field, { key: 'e' });
  expect(mockTriage).not.toHaveBeenCalled();
  field.remove();

  fireEvent.keyDown(document.body, { key: 'e' });
  expect(mockTriage).toHaveBeenCalledWith('archive', [
    { threadId: 't1', labels: ['INBOX', 'IMPORTANT'] },
  ]);
  expect(onBack).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(document.body, { key: 'w' });
  expect(mockTriage).toHaveBeenCalledTimes(2);
});

it('z undoes the last triage', async () => {
  await openWith(threadMessage('m1'));
  fireEvent.keyDown(document.body, { key: 'z' });
  expect(mockUndoLastTriage).toHaveBeenCalledTimes(1);
});

it('# deletes and ! reports spam, each leaving for the list', async () => {
  await openWith(threadMessage('m1'));
  fireEvent.keyDown(document.body, { key: '#', shiftKey: true });
  fireEvent.keyDown(document.body, { key: '!', shiftKey: true });
  expect(mockTriage.mock.calls.map(([action]) => action)).toEqual(['trash', 'spam']);
  expect(onBack).toHaveBeenCalledTimes(2);
});

it("an archived thread offers Move to Inbox, which stays; e is that button's key there", async () => {
  await openWith(threadMessage('m1', { labelIds: ['IMPORTANT'] }));
  expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  fireEvent.keyDown(document.body, { key: 'e' });
  fireEvent.click(screen.getByRole('button', { name: 'Move to Inbox' }));
  expect(mockTriage.mock.calls).toEqual([
    ['move-to-inbox', [{ threadId: 't1', labels: ['IMPORTANT'] }]],
    ['move-to-inbox', [{ threadId: 't1', labels: ['IMPORTANT'] }]],
  ]);
  expect(onBack).not.toHaveBeenCalled();
});

it('the header follows the labels changed elsewhere (an undo, the list)', async () => {
  await openWith(threadMessage('m1'));
  act(() =>
    publish({ type: 'threads/labels-changed', threads: [{ threadId: 't1', labels: ['SPAM'] }] }),
  );
  expect(screen.getByRole('button', { name: 'Move to Inbox' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Not spam' }));
  expect(mockTriage).toHaveBeenCalledWith('not-spam', [{ threadId: 't1', labels: ['SPAM'] }]);
  act(() =>
    publish({ type: 'threads/labels-changed', threads: [{ threadId: 't1', labels: ['INBOX'] }] }),
  );
  expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Report spam' })).toBeInTheDocument();
});

it('Shift+I marks an unread thread read; a read one is left alone', async () => {
  mockClient.markThreadRead.mockReturnValueOnce(new Promise(() => undefined));
  await openWith(threadMessage('m1', { labelIds: ['INBOX', 'UNREAD'], isUnread: true }));
  fireEvent.keyDown(document.body, { key: 'I', shiftKey: true });
  expect(mockTriage).toHaveBeenCalledWith('read', [
    { threadId: 't1', labels: ['INBOX', 'UNREAD'] },
  ]);
  act(() => publish({ type: 'thread/read', threadId: 't1' }));
  fireEvent.keyDown(document.body, { key: 'I', shiftKey: true });
  expect(mockTriage).toHaveBeenCalledTimes(1);
});

const listShown = [
  { threadId: 'newer', messageId: 'n1' },
  { threadId: 't1', messageId: 'm1' },
  { threadId: 'older', messageId: 'o1' },
];

it('j and k open the older and newer conversation of the list', async () => {
  publishListOrder(listShown);
  await openWith(threadMessage('m1'));
  fireEvent.keyDown(document.body, { key: 'j' });
  expect(onOpenThread).toHaveBeenLastCalledWith('older', 'o1');
  fireEvent.keyDown(document.body, { key: 'k' });
  expect(onOpenThread).toHaveBeenLastCalledWith('newer', 'n1');
});

it('after an archive, opens the conversation the setting names', async () => {
  publishListOrder(listShown);
  localStorage.setItem(AFTER_TRIAGE_KEY, 'older');
  await openWith(threadMessage('m1'));
  fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
  expect(onOpenThread).toHaveBeenCalledWith('older', 'o1');
  expect(onBack).not.toHaveBeenCalled();
});

it('r, a and f open the editor in that mode, never replacing one already open', async () => {
  await openWith(threadMessage('m1'));
  fireEvent.keyDown(document.body, { key: 'a' });
  expect(document.querySelector('[data-slot]')).toHaveAttribute('data-mode', 'replyAll');
  fireEvent.keyDown(document.body, { key: 'f' });
  expect(document.querySelector('[data-slot]')).toHaveAttribute('data-mode', 'replyAll');
});

it("each message's star toggles it with one request at once, and the mailbox row follows", async () => {
  await openWith(threadMessage('m1', { isStarred: true }), threadMessage('m2'));
  const [first, second] = screen.getAllByRole('button', { name: 'Star' });
  expect(first).toHaveAttribute('aria-pressed', 'true');
  await act(async () => fireEvent.click(second!));
  expect(second).toHaveAttribute('aria-pressed', 'true');
  expect(mockClient.setMessageStarred).toHaveBeenCalledTimes(1);
  expect(mockClient.setMessageStarred).toHaveBeenCalledWith(
    expect.objectContaining({ id: 'm2' }),
    true,
  );
  expect(published).toContainEqual({ type: 'thread/starred', threadId: 't1', starred: true });

  await act(async () => fireEvent.click(first!));
  await act(async () => fireEvent.click(second!));
  expect(published.at(-1)).toEqual({ type: 'thread/starred', threadId: 't1', starred: false });
});

it('a failed star request puts the star back and says so', async () => {
  mockClient.setMessageStarred.mockRejectedValueOnce(new GoogleApiError(500, 'backendError', 'x'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await openWith(threadMessage('m1'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Star' })));
  expect(screen.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'false');
  expect(published.find((event) => event.type === 'alert/show')).toMatchObject({
    kind: 'error',
    message: expect.stringMatching(/^Could not star the message\./),
  });
  expect(published.some((event) => event.type === 'thread/starred')).toBe(false);
  jest.mocked(console.error).mockRestore();
});

it('Shift+U and the button mark the newest message unread with one request, tell the mailbox and go back', async () => {
  await openWith(threadMessage('m1'), threadMessage('m2'), threadMessage('m3'));
  // i without Shift is no shortcut here (u, back to the list, is tested with the keys).
  await act(async () => fireEvent.keyDown(document.body, { key: 'i' }));
  expect(mockClient.markMessageUnread).not.toHaveBeenCalled();
  await act(async () => fireEvent.keyDown(document.body, { key: 'U', shiftKey: true }));
  expect(mockClient.markMessageUnread).toHaveBeenCalledTimes(1);
  expect(mockClient.markMessageUnread).toHaveBeenCalledWith(expect.objectContaining({ id: 'm3' }));
  expect(published).toContainEqual({ type: 'thread/unread', threadId: 't1' });
  expect(onBack).toHaveBeenCalledTimes(1);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' })));
  expect(mockClient.markMessageUnread).toHaveBeenCalledTimes(2);
});

it('marking unread waits for the marking read of this opening, so the row ends unread', async () => {
  let read: () => void = () => undefined;
  mockClient.markThreadRead.mockReturnValueOnce(new Promise<void>((resolve) => (read = resolve)));
  await openWith(threadMessage('m1', { isUnread: true }));
  await act(async () => fireEvent.keyDown(document.body, { key: 'U', shiftKey: true }));
  expect(mockClient.markMessageUnread).not.toHaveBeenCalled();
  await act(async () => read());
  const readState = published.filter(
    (event) => event.type === 'thread/read' || event.type === 'thread/unread',
  );
  expect(readState.map((event) => event.type)).toEqual(['thread/read', 'thread/unread']);
  expect(mockClient.markMessageUnread).toHaveBeenCalledTimes(1);
});

it('a failed mark-unread turns the row read again and says so', async () => {
  mockClient.markMessageUnread.mockRejectedValueOnce(new GoogleApiError(500, 'backendError', 'x'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await openWith(threadMessage('m1'));
  await act(async () => fireEvent.keyDown(document.body, { key: 'U', shiftKey: true }));
  expect(published.map((event) => event.type)).toEqual([
    'thread/unread',
    'thread/read',
    'alert/show',
  ]);
  expect(published.at(-1)).toMatchObject({ kind: 'error' });
  jest.mocked(console.error).mockRestore();
});

it('focuses the target message; ↑/↓ move between messages and ~ goes back', async () => {
  await openWith(threadMessage('m1'), threadMessage('m2'), threadMessage('m3'));
  const focused = () => document.activeElement?.closest('article')?.getAttribute('data-message-id');
  expect(focused()).toBe('m2');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(focused()).toBe('m3');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(focused()).toBe('m3');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  expect(focused()).toBe('m1');
  fireEvent.keyDown(document.activeElement!, { key: '~' });
  expect(onBack).toHaveBeenCalled();
});

it('a collapsed message shows its snippet; its header toggles it', async () => {
  await openWith(threadMessage('m1'), threadMessage('m2'));
  // The first message's header (the header's "Label as…" is a collapsed button too).
  const first = within(screen.getAllByRole('article')[0]!).getByRole('button', { expanded: false });
  expect(first.textContent).toContain('Snippet of m1');
  fireEvent.click(first);
  expect(first.getAttribute('aria-expanded')).toBe('true');
  expect(first.textContent).not.toContain('Snippet of m1');
});

it('Reply, Reply All and Forward open the compose remote’s editor in a slot, for the last message', async () => {
  await openWith(threadMessage('m1'), threadMessage('m2'));
  fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
  const slot = document.querySelector('[data-slot="compose/ReplyEditor"]');
  expect(slot?.getAttribute('data-mode')).toBe('forward');
  expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
});

it('opens the reply editor again when a reply to this thread was being written', async () => {
  mockLoadDraft.mockResolvedValueOnce({ mode: 'replyAll' });
  await openWith(threadMessage('m1'));
  await screen.findByText((_, element) => element?.getAttribute('data-mode') === 'replyAll');
  expect(mockLoadDraft).toHaveBeenCalledWith('reply:t1', 'demo@example.com');
});

it("a reply's draft is not shown as a message: it opens in the editor, which answers the last real message", async () => {
  await openWith(
    threadMessage('m1'),
    threadMessage('m2'),
    threadMessage('d1', { labelIds: ['DRAFT'], subject: 'Re: Subject of m2' }),
  );
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.queryByText('Sender d1')).toBeNull();
  const slot = await screen.findByText(
    (_, element) => element?.getAttribute('data-slot') === 'compose/ReplyEditor',
  );
  expect(slot.getAttribute('data-mode')).toBe('reply');
  expect(slot.getAttribute('data-draft')).toBe('d1');
  expect(slot.getAttribute('data-answers')).toBe('m2');
});

it('a reply that was not sent after all (Undo) opens its editor again; a reply sent to this thread reloads it', async () => {
  await openWith(threadMessage('m1'));
  expect(document.querySelector('[data-slot]')).toBeNull();
  mockLoadDraft.mockResolvedValueOnce({ mode: 'reply' });
  act(() => publish({ type: 'compose/reply-returned', threadId: 'other' }));
  act(() => publish({ type: 'compose/reply-returned', threadId: 't1' }));
  const slot = await screen.findByText(
    (_, element) => element?.getAttribute('data-slot') === 'compose/ReplyEditor',
  );
  expect(slot.getAttribute('data-mode')).toBe('reply');

  const loads = mockClient.getThread.mock.calls.length;
  act(() => publish({ type: 'mail/sent', id: 'x', threadId: 'other' }));
  act(() => publish({ type: 'mail/sent', id: 'm2', threadId: 't1' }));
  await act(async () => {});
  expect(mockClient.getThread.mock.calls.length).toBe(loads + 1);
});

it('a thread of drafts only shows them as messages, with nothing to answer', async () => {
  await openWith(threadMessage('d1', { labelIds: ['DRAFT'] }));
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(document.querySelector('[data-draft]')).toBeNull();
});

it('a failed download is logged and shown as an error alert', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockClient.getAttachment.mockRejectedValueOnce(new GoogleApiError(500, 'backendError', 'x'));
  const attachment = {
    partId: '1',
    filename: 'data.zip',
    mimeType: 'application/zip',
    size: 3,
    attachmentId: 'a1',
  };
  await openWith(threadMessage('m2', { attachments: [attachment] }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /data\.zip/ })));
  expect(published.find((event) => event.type === 'alert/show')).toMatchObject({
    kind: 'error',
    message: expect.stringContaining('Could not download data.zip.'),
  });
  expect(error).toHaveBeenCalledWith('Could not download data.zip', expect.anything());
  error.mockRestore();
});

it('names, subjects, snippets and file names sit in <bdi>, and bidi controls in names show as markers', async () => {
  const spoofed = 'invoice\u202efdp.exe';
  await openWith(
    threadMessage('m1', { subject: 'Pay \u202eeciovni', snippet: 'Overdue \u202efdp.exe' }),
    threadMessage('m2', {
      from: { name: 'Support\u202emoc.lapyap', email: 'evil@example.org' },
      attachments: [
        {
          partId: '1',
          filename: spoofed,
          mimeType: 'application/x-msdownload',
          size: 1,
          attachmentId: 'a',
        },
      ],
    }),
  );
  const inBdi = (text: string) =>
    [...document.querySelectorAll('bdi')].some((element) => element.textContent === text);
  expect(inBdi('Pay \u202eeciovni')).toBe(true);
  expect(inBdi('Overdue \u202efdp.exe')).toBe(true);
  expect(inBdi('Support[U+202E]moc.lapyap')).toBe(true);
  expect(inBdi('invoice[U+202E]fdp.exe')).toBe(true);
  expect(
    screen.getByRole('article', { name: 'Message from Support[U+202E]moc.lapyap' }),
  ).toBeTruthy();
  const chip = screen.getByRole('button', { name: /invoice\[U\+202E\]fdp\.exe/ });
  expect(chip.title).toBe('invoice[U+202E]fdp.exe (application/x-msdownload)');
  expect(document.body.textContent).not.toContain(spoofed);
});
