import 'fake-indexeddb/auto';
import { EMPTY_DRAFT, originalAttachment } from './compose-draft';
import {
  countDraftsNotInGmail,
  deleteDraft,
  loadDraft,
  loadDrafts,
  POPUP_DRAFT_KEY,
  replyDraftKey,
  saveDraft,
  type StoredDraft,
} from './draft-store';

const stored = (overrides: Partial<StoredDraft> = {}): StoredDraft => ({
  key: POPUP_DRAFT_KEY,
  account: 'ann@example.com',
  mode: 'new',
  draft: { ...EMPTY_DRAFT, to: ['bob@example.org'], subject: 'Hi', html: '<p>Half a sen</p>' },
  updatedAt: 1,
  ...overrides,
});

describe('the draft store', () => {
  it('gives back exactly what was kept, attachments of the original included', async () => {
    const original = originalAttachment({
      messageId: 'm1',
      partId: '1',
      attachmentId: 'a1',
      filename: 'plan.pdf',
      mimeType: 'application/pdf',
      size: 13,
    });
    const draft = stored({
      key: replyDraftKey('t1'),
      mode: 'forward',
      draft: { ...stored().draft, attachments: [original], threadId: 't1' },
    });
    await saveDraft(draft);
    await expect(loadDraft(replyDraftKey('t1'), 'ann@example.com')).resolves.toEqual(draft);
  });

  it('keeps the latest version only', async () => {
    await saveDraft(stored({ updatedAt: 1 }));
    await saveDraft(stored({ updatedAt: 2, draft: { ...EMPTY_DRAFT, subject: 'Later' } }));
    const kept = await loadDraft(POPUP_DRAFT_KEY, 'ann@example.com');
    expect(kept?.draft.subject).toBe('Later');
  });

  it('never shows one account’s draft to another', async () => {
    await saveDraft(stored());
    await expect(loadDraft(POPUP_DRAFT_KEY, 'other@example.com')).resolves.toBeUndefined();
  });

  it('lists an account’s drafts only', async () => {
    await saveDraft(stored());
    await saveDraft(stored({ key: replyDraftKey('t9'), account: 'other@example.com' }));
    const mine = await loadDrafts('ann@example.com');
    expect(mine.map((draft) => draft.key)).toContain(POPUP_DRAFT_KEY);
    expect(mine.map((draft) => draft.key)).not.toContain(replyDraftKey('t9'));
  });

  it('counts the drafts Gmail does not have in full, and messages waiting to be sent', async () => {
    const account = 'count@example.com';
    await saveDraft(stored({ account, key: replyDraftKey('a'), updatedAt: 5, savedToGmailAt: 5 }));
    await saveDraft(stored({ account, key: replyDraftKey('b'), updatedAt: 9, savedToGmailAt: 5 }));
    await saveDraft(stored({ account, key: replyDraftKey('c'), updatedAt: 3 }));
    await saveDraft(
      stored({
        account,
        key: replyDraftKey('d'),
        updatedAt: 5,
        savedToGmailAt: 5,
        sendQueuedAt: 6,
      }),
    );
    await expect(countDraftsNotInGmail(account)).resolves.toBe(3);
  });

  it('forgets a deleted draft', async () => {
    await saveDraft(stored());
    await deleteDraft(POPUP_DRAFT_KEY);
    await expect(loadDraft(POPUP_DRAFT_KEY, 'ann@example.com')).resolves.toBeUndefined();
  });
});
