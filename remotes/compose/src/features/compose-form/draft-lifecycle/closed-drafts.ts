import {
  closedDraftKey,
  deleteDraft,
  isClosedDraftKey,
  loadDrafts,
  saveDraft,
  type StoredDraft,
} from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { saveToGmailDrafts } from '../utils/gmail-draft-sync';

// A popup closed while Gmail could not take its draft (offline, or Google failing) keeps it on the
// device under its own key (closed:…), out of the popup's way, until Gmail Drafts has it.

/**
 * Keeps a closed popup's draft on the device until Gmail has it, and says so: it goes to Gmail Drafts
 * when the connection is back (or at the next start).
 */
export async function keepUntilInGmail(stored: StoredDraft): Promise<void> {
  await saveDraft({ ...stored, key: closedDraftKey(crypto.randomUUID()) });
  publish({
    type: 'alert/show',
    kind: 'info',
    message:
      'Your draft could not reach Gmail Drafts yet. It is kept on this device and goes there when you are back online.',
    durationMs: 8000,
  });
}

let pushing: Promise<void> | null = null;

/** Puts every draft closed offline into Gmail Drafts, oldest first; stops at the first failure. */
export function pushClosedDrafts(account: string): Promise<void> {
  pushing ??= (async () => {
    const closed = (await loadDrafts(account))
      .filter((stored) => isClosedDraftKey(stored.key))
      .sort((a, b) => a.updatedAt - b.updatedAt);
    for (const stored of closed) {
      await saveToGmailDrafts(stored.draft, stored.gmailDraftId);
      await deleteDraft(stored.key);
    }
  })()
    .catch((error: unknown) => console.error('A closed draft could not reach Gmail yet', error))
    .finally(() => {
      pushing = null;
    });
  return pushing;
}
