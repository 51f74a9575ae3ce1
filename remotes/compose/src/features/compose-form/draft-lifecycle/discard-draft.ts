import {
  deleteDraft,
  loadDraft,
  saveDraft,
  type ComposeDraft,
  type StoredDraft,
} from '@mail/drafts';
import { on, publish } from '@mail/event-bus';
import { getGoogleClient, GoogleApiError } from '@mail/gmail-client';
import { draftCalls, type DraftRef } from '@mail/gmail-client/drafts';
import { saveToGmailDrafts } from '../utils/gmail-draft-sync';
import { warnStorageFailed } from '../utils/storage-warning';

/** How long "Draft discarded." offers Undo. */
export const DISCARD_UNDO_MS = 10_000;

/** A draft being discarded: what it holds, its device copy (if any) and its Gmail draft (if any). */
export interface DiscardedDraft {
  draft: ComposeDraft;
  onDevice?: StoredDraft;
  gmailDraftId?: string;
}

let nextId = 0;

/**
 * Discards a draft at once, on the device and in Gmail Drafts (drafts.delete, for good), behind an
 * alert with Undo. Undo puts it back in both (a new Gmail draft with the same message) and opens it
 * again with `reopen` (given the new Gmail draft, unless Google refused it).
 */
export function discardWithUndo(
  discarded: DiscardedDraft,
  reopen: (inGmail: DraftRef | undefined) => void,
): void {
  const { onDevice, gmailDraftId } = discarded;
  const deleted = Promise.all([
    onDevice && deleteDraft(onDevice.key).catch(warnStorageFailed),
    gmailDraftId &&
      draftCalls(getGoogleClient())
        .deleteDraft(gmailDraftId)
        .catch((error: unknown) => console.error('Could not delete the Gmail draft', error)),
  ]);
  nextId += 1;
  const id = `discard-draft-${nextId}`;
  const expiry = setTimeout(() => subscription.unsubscribe(), DISCARD_UNDO_MS);
  const subscription = on('alert/action').subscribe((event) => {
    if (event.id !== id) return;
    clearTimeout(expiry);
    subscription.unsubscribe();
    void deleted.then(() => restore(discarded)).then(reopen);
  });
  publish({
    type: 'alert/show',
    kind: 'info',
    message: 'Draft discarded.',
    durationMs: DISCARD_UNDO_MS,
    action: { label: 'Undo', id },
  });
}

/** Undo: the draft in Gmail Drafts again, and on the device where nothing new took its place. */
async function restore({ draft, onDevice }: DiscardedDraft): Promise<DraftRef | undefined> {
  // A conversation that held only the draft went with it (Gmail answers 404 for its threadId): the
  // draft comes back as a conversation of its own.
  const inGmail = await saveToGmailDrafts(draft)
    .catch((error: unknown) => {
      if (draft.threadId && error instanceof GoogleApiError && error.status === 404)
        return saveToGmailDrafts({ ...draft, threadId: undefined });
      throw error;
    })
    .catch((error: unknown) => {
      console.error('Could not put the draft back in Gmail Drafts', error);
      return undefined;
    });
  if (!onDevice) return inGmail;
  const taken = await loadDraft(onDevice.key, onDevice.account).catch(() => undefined);
  if (taken) return inGmail;
  const updatedAt = Date.now();
  await saveDraft({
    key: onDevice.key,
    account: onDevice.account,
    mode: onDevice.mode,
    ...(onDevice.replyContext ? { replyContext: onDevice.replyContext } : {}),
    draft,
    updatedAt,
    ...(inGmail ? { gmailDraftId: inGmail.id, savedToGmailAt: updatedAt } : {}),
  }).catch(warnStorageFailed);
  return inGmail;
}
