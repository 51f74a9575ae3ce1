import { EMPTY_DRAFT } from '@mail/drafts';
import { MessageTooLargeError } from '@mail/gmail-client/drafts';
import { GmailDraftSync, GMAIL_SYNC_INTERVAL_MS, type CreateOnce } from './gmail-draft-sync';

const mockClient = {
  createDraft: jest.fn(() => Promise.resolve({ id: 'r1', messageId: 'm1', threadId: 't1' })),
  updateDraft: jest.fn(() => Promise.resolve({ id: 'r1', messageId: 'm2', threadId: 't1' })),
  getProfile: jest.fn(() =>
    Promise.resolve({ name: 'Ann', email: 'ann@example.com', picture: '' }),
  ),
};
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => mockClient,
}));
jest.mock('@mail/gmail-client/drafts', () => ({
  ...jest.requireActual('@mail/gmail-client/drafts'),
  draftCalls: () => mockClient,
}));

/** No other tab: this one creates. */
const createHere: CreateOnce = async (create) => ({ id: await create(), created: true });

const draft = (subject: string) => ({ ...EMPTY_DRAFT, to: ['bob@example.org'], subject });
/** Lets the timers and the promises they start run. */
async function pass(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
});
afterEach(() => jest.useRealTimers());

describe('GmailDraftSync', () => {
  it('creates one draft, then updates it at most every 3 s however fast the text changes', async () => {
    const created = jest.fn();
    const sync = new GmailDraftSync(undefined, created, createHere);
    sync.update(draft('a'), 1);
    await pass(0);
    expect(mockClient.createDraft).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledWith('r1', 1);
    for (const [version, subject] of ['ab', 'abc', 'abcd'].entries()) {
      sync.update(draft(subject), version + 2);
      await pass(500);
    }
    expect(mockClient.updateDraft).not.toHaveBeenCalled();
    await pass(GMAIL_SYNC_INTERVAL_MS);
    expect(mockClient.createDraft).toHaveBeenCalledTimes(1);
    expect(mockClient.updateDraft).toHaveBeenCalledTimes(1);
    const [id, { raw }] = mockClient.updateDraft.mock.calls[0] as unknown as [
      string,
      { raw: Uint8Array },
    ];
    expect(id).toBe('r1');
    expect(new TextDecoder().decode(raw)).toMatch(/^Subject: abcd\r$/m);
  });

  it('goes on with the draft it was given (after a reload) and makes nothing for an empty one', async () => {
    const sync = new GmailDraftSync('r7', jest.fn(), createHere);
    sync.update(EMPTY_DRAFT, 1);
    await pass(GMAIL_SYNC_INTERVAL_MS);
    expect(mockClient.updateDraft).not.toHaveBeenCalled();
    sync.update(draft('x'), 2);
    await pass(GMAIL_SYNC_INTERVAL_MS);
    expect(mockClient.createDraft).not.toHaveBeenCalled();
    expect(mockClient.updateDraft).toHaveBeenCalledWith('r7', expect.anything());
  });

  it("uses the draft another tab made first, and puts this tab's text in it", async () => {
    const saved = jest.fn();
    const sync = new GmailDraftSync(undefined, saved, () =>
      Promise.resolve({ id: 'other-tab', created: false }),
    );
    sync.update(draft('from this tab'), 1);
    await pass(0);
    expect(mockClient.createDraft).not.toHaveBeenCalled();
    expect(mockClient.updateDraft).toHaveBeenCalledWith('other-tab', expect.anything());
    expect(saved).toHaveBeenCalledWith('other-tab', 1);
  });

  it('tries a failed save again, but a draft too large for Gmail only once its next change comes', async () => {
    const failed = jest.fn();
    const sync = new GmailDraftSync('r1', jest.fn(), createHere, failed);
    mockClient.updateDraft.mockRejectedValueOnce(new Error('offline'));
    sync.update(draft('a'), 1);
    await pass(0);
    await pass(GMAIL_SYNC_INTERVAL_MS);
    expect(mockClient.updateDraft).toHaveBeenCalledTimes(2);

    mockClient.updateDraft.mockRejectedValueOnce(new MessageTooLargeError(40_000_000));
    sync.update(draft('huge'), 2);
    await pass(GMAIL_SYNC_INTERVAL_MS);
    expect(mockClient.updateDraft).toHaveBeenCalledTimes(3);
    expect(failed).toHaveBeenLastCalledWith(expect.any(MessageTooLargeError));
    await pass(GMAIL_SYNC_INTERVAL_MS * 3);
    expect(mockClient.updateDraft).toHaveBeenCalledTimes(3);

    sync.update(draft('smaller'), 3);
    await pass(GMAIL_SYNC_INTERVAL_MS);
    expect(mockClient.updateDraft).toHaveBeenCalledTimes(4);
  });

  it('settles before a send: waits for the request under way, drops waiting updates, gives the id', async () => {
    const sync = new GmailDraftSync(undefined, jest.fn(), createHere);
    sync.update(draft('a'), 1);
    await pass(0);
    sync.update(draft('b'), 2);
    await expect(sync.settle()).resolves.toBe('r1');
    await pass(GMAIL_SYNC_INTERVAL_MS * 2);
    expect(mockClient.updateDraft).not.toHaveBeenCalled();
  });
});
