import { act, renderHook } from '@testing-library/react';
import { events$, type MailEvent } from '@mail/event-bus';
import { EMPTY_DRAFT, fileAttachment, type ComposeDraft } from '@mail/drafts';
import {
  MessageTooLargeError,
  type SentMessage,
  type SentMessageMatch,
} from '@mail/gmail-client/drafts';
import { GoogleApiError, NetworkError } from '@mail/gmail-client';
import { useSendDraft } from './use-send-draft';

const mockClient = {
  sendMessage: jest.fn(),
  updateDraft: jest.fn(() => Promise.resolve({ id: 'r-1', messageId: 'm2', threadId: 't1' })),
  sendDraft: jest.fn(() => Promise.resolve({ id: 's2', threadId: 't1', labelIds: ['SENT'] })),
  deleteDraft: jest.fn(() => Promise.resolve()),
  draftExists: jest.fn<Promise<boolean>, [string]>(() => Promise.resolve(true)),
  findSentMessage: jest.fn<Promise<SentMessage | undefined>, [SentMessageMatch]>(() =>
    Promise.resolve(undefined),
  ),
  getProfile: jest.fn(() =>
    Promise.resolve({ name: 'Lee, Ann', email: 'ann@example.com', picture: '' }),
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

const published: MailEvent[] = [];
const subscription = events$.subscribe((event) => published.push(event));
afterAll(() => subscription.unsubscribe());
beforeEach(() => {
  published.length = 0;
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const alerts = () =>
  published.flatMap((event) =>
    event.type === 'alert/show' ? [`${event.kind}: ${event.message}`] : [],
  );

async function sendWith(draft: ComposeDraft, gmailDraftId?: string) {
  const onSent = jest.fn();
  const { result } = renderHook(() => useSendDraft(onSent, () => Promise.resolve(gmailDraftId)));
  await act(() => result.current.send(draft));
  return onSent;
}

const ready: ComposeDraft = { ...EMPTY_DRAFT, to: ['bob@example.org'], subject: 'Hi' };

describe('useSendDraft', () => {
  it.each([
    [{ ...EMPTY_DRAFT, subject: 'x' }, 'Recipient email is required.'],
    [{ ...EMPTY_DRAFT, to: ['bob@example.org'], cc: ['no way'] }, 'Invalid email address: no way'],
    [{ ...EMPTY_DRAFT, to: ['bob@example.org'], text: '  ' }, 'Subject or body is required.'],
    [
      {
        ...ready,
        attachments: [fileAttachment(new File([new Uint8Array(26 * 1024 * 1024)], 'big'))],
      },
      'Attachments can add up to 25 MB at most; these are 26 MB. Remove some, or share them by link.',
    ],
  ])('refuses %#, saying why, and sends nothing', async (draft, message) => {
    const onSent = await sendWith(draft);
    expect(alerts()).toEqual([`error: ${message}`]);
    expect(mockClient.sendMessage).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the MIME message from the signed-in user into the reply’s thread, then says so', async () => {
    mockClient.sendMessage.mockResolvedValue({ id: 's1', threadId: 't1', labelIds: ['SENT'] });
    const onSent = await sendWith({
      ...ready,
      threadId: 't1',
      inReplyTo: '<a@x>',
      references: ['<a@x>'],
    });
    const [{ raw, threadId }] = mockClient.sendMessage.mock.calls[0] as [
      { raw: Uint8Array; threadId: string },
    ];
    const text = new TextDecoder().decode(raw);
    expect(threadId).toBe('t1');
    expect(text).toMatch(/^From: "Lee, Ann" <ann@example\.com>\r$/m);
    expect(text).toMatch(/^In-Reply-To: <a@x>\r$/m);
    expect(alerts()).toEqual(['success: Email sent successfully.']);
    expect(published).toContainEqual({ type: 'mail/sent', id: 's1', threadId: 't1' });
    expect(onSent).toHaveBeenCalledWith({ id: 's1', threadId: 't1', labelIds: ['SENT'] });
  });

  it('looks in Sent by subject, recipients and the draft’s start, never by its Message-ID', async () => {
    mockClient.sendMessage.mockResolvedValue({ id: 's1', threadId: 't1', labelIds: ['SENT'] });
    const draft = {
      ...ready,
      cc: ['carl@example.org'],
      messageId: '<ours@x>',
      startedAt: 5,
    };
    await sendWith(draft);
    expect(mockClient.findSentMessage).toHaveBeenCalledWith({
      subject: 'Hi',
      to: ['bob@example.org'],
      cc: ['carl@example.org'],
      since: 5,
    });
    expect(JSON.stringify(mockClient.findSentMessage.mock.calls)).not.toContain('ours@x');
    expect(mockClient.sendMessage).toHaveBeenCalledTimes(1);
  });

  it('never sends twice: a messages.send that went (found in Sent) counts as sent', async () => {
    // Gmail gave it a Message-ID of its own: only what Gmail keeps can find it.
    mockClient.findSentMessage.mockResolvedValueOnce({ id: 's9', threadId: 't9', labelIds: [] });
    const onSent = await sendWith({ ...ready, messageId: '<fixed@example.com>', startedAt: 5 });
    expect(mockClient.sendMessage).not.toHaveBeenCalled();
    expect(alerts()).toEqual(['success: Email sent successfully.']);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 's9' }));
  });

  it('never sends twice: a Gmail draft that is gone was sent by drafts.send', async () => {
    mockClient.draftExists.mockResolvedValueOnce(false);
    const onSent = await sendWith({ ...ready, threadId: 't1', startedAt: 5 }, 'r-1');
    expect(mockClient.draftExists).toHaveBeenCalledWith('r-1');
    expect(mockClient.updateDraft).not.toHaveBeenCalled();
    expect(mockClient.sendDraft).not.toHaveBeenCalled();
    expect(mockClient.sendMessage).not.toHaveBeenCalled();
    expect(alerts()).toEqual(['success: Email sent successfully.']);
    expect(onSent).toHaveBeenCalledWith({ id: '', threadId: 't1', labelIds: ['SENT'] });
  });

  it('sends a Gmail draft that is still there, and not found in Sent, with drafts.send', async () => {
    const onSent = await sendWith({ ...ready, startedAt: 5 }, 'r-1');
    expect(mockClient.updateDraft).toHaveBeenCalledWith('r-1', { raw: expect.anything() });
    expect(mockClient.sendDraft).toHaveBeenCalledWith('r-1');
    expect(mockClient.sendMessage).not.toHaveBeenCalled();
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 's2' }));
  });

  it('a draft found in Sent is not sent again and its Gmail draft is removed', async () => {
    mockClient.findSentMessage.mockResolvedValueOnce({ id: 's9', threadId: 't9', labelIds: [] });
    await sendWith({ ...ready, startedAt: 5 }, 'r-1');
    expect(mockClient.deleteDraft).toHaveBeenCalledWith('r-1');
    expect(mockClient.sendDraft).not.toHaveBeenCalled();
  });

  it('says how large a message over Gmail’s 35 MB is, and hands nothing on', async () => {
    mockClient.sendMessage.mockRejectedValue(new MessageTooLargeError(40 * 1024 * 1024));
    const onSent = await sendWith(ready);
    expect(alerts()).toEqual([
      'error: With its attachments and images this message is 40 MB; Gmail sends 35 MB at most. Remove some, or share them by link.',
    ]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says "Failed to send email." and why when sending fails, and hands nothing on', async () => {
    mockClient.sendMessage.mockRejectedValue(new Error('offline'));
    const onSent = await sendWith(ready);
    expect(alerts()).toEqual(['error: Failed to send email. (offline)']);
    expect(onSent).not.toHaveBeenCalled();
  });

  describe('a send whose answer is lost: what Gmail holds decides', () => {
    const answerLost = () => new NetworkError('Request failed: connection reset');

    it('found in Sent: "Sent", never "Failed"', async () => {
      mockClient.sendMessage.mockRejectedValue(answerLost());
      mockClient.findSentMessage
        .mockResolvedValueOnce(undefined)
        .mockResolvedValueOnce({ id: 's9', threadId: 't9', labelIds: ['SENT'] });
      const onSent = await sendWith({ ...ready, startedAt: 5 });
      expect(alerts()).toEqual([
        'info: Checking whether the message went…',
        'success: Email sent successfully.',
      ]);
      expect(mockClient.sendMessage).toHaveBeenCalledTimes(1);
      expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ id: 's9' }));
    });

    it('its Gmail draft gone: sent by drafts.send', async () => {
      mockClient.sendDraft.mockRejectedValueOnce(answerLost());
      mockClient.draftExists.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
      const onSent = await sendWith({ ...ready, startedAt: 5 }, 'r-1');
      expect(alerts()).toEqual([
        'info: Checking whether the message went…',
        'success: Email sent successfully.',
      ]);
      expect(onSent).toHaveBeenCalled();
    });

    it('drafts.send finding no draft (the browser sent the dropped request again): sent', async () => {
      mockClient.sendDraft.mockRejectedValueOnce(new GoogleApiError(404, 'notFound', 'Not Found'));
      mockClient.draftExists.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
      await sendWith({ ...ready, startedAt: 5 }, 'r-1');
      expect(alerts()).toEqual([
        'info: Checking whether the message went…',
        'success: Email sent successfully.',
      ]);
    });

    it('not in Gmail: "Not sent", and the draft stays', async () => {
      mockClient.sendMessage.mockRejectedValue(answerLost());
      const onSent = await sendWith({ ...ready, startedAt: 5 });
      expect(alerts()).toEqual([
        'info: Checking whether the message went…',
        'error: Not sent: the connection was lost before Gmail took the message.',
      ]);
      expect(onSent).not.toHaveBeenCalled();
    });

    it('Gmail cannot be asked: not known, never "Failed"', async () => {
      mockClient.sendMessage.mockRejectedValue(answerLost());
      mockClient.findSentMessage
        .mockResolvedValueOnce(undefined)
        .mockRejectedValueOnce(answerLost());
      await sendWith({ ...ready, startedAt: 5 });
      expect(alerts()).toEqual([
        'info: Checking whether the message went…',
        'error: Not known whether the message went: Gmail cannot be reached to ask. Sending it again never sends it twice.',
      ]);
    });
  });

  it('words Google’s refusal as the client does', async () => {
    const refusal = Object.assign(new Error('Invalid To header'), {
      userMessage: 'Google could not carry out this request.',
    });
    mockClient.sendMessage.mockRejectedValue(refusal);
    await sendWith(ready);
    expect(alerts()).toEqual([
      'error: Failed to send email. Google could not carry out this request.',
    ]);
  });
});
