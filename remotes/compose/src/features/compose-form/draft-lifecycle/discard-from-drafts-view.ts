import { isClosedDraftKey, loadDrafts } from '@mail/drafts';
import { on, publish } from '@mail/event-bus';
import { getGoogleClient } from '@mail/gmail-client';
import { draftCalls } from '@mail/gmail-client/drafts';
import { DRAFTS_LOOKED_AT, gmailDraftToOpen } from '../utils/gmail-draft-to-open';
import { signedInUser } from '../utils/sender';
import { discardWithUndo } from './discard-draft';
import { reopenEditor } from './reopen-editor';

/**
 * Discard draft on a Drafts row: the conversation's draft goes from Gmail Drafts and, when this
 * device keeps it (an editor's copy), from here too; Undo brings it back and opens it.
 */
async function discardFromDraftsView(threadId: string): Promise<void> {
  const client = getGoogleClient();
  const { drafts } = await draftCalls(client).listDrafts({ maxResults: DRAFTS_LOOKED_AT });
  const ref = drafts.find((draft) => draft.threadId === threadId);
  const inGmail = ref && (await gmailDraftToOpen({ draftId: ref.id }));
  if (!ref || !inGmail) return;
  const account = (await signedInUser())?.email ?? '';
  const onDevice = (await loadDrafts(account).catch(() => [])).find(
    (stored) => stored.gmailDraftId === ref.id && !isClosedDraftKey(stored.key),
  );
  discardWithUndo(
    {
      draft: onDevice?.draft ?? inGmail.draft,
      gmailDraftId: ref.id,
      ...(onDevice ? { onDevice } : {}),
    },
    (restored) => {
      if (onDevice) reopenEditor(onDevice.key, onDevice.mode, onDevice.replyContext);
      else if (restored)
        publish({
          type: 'compose/open',
          mode: 'new',
          gmailDraft: { messageId: restored.messageId },
        });
    },
  );
}

/** Listens for Drafts rows' Discard draft (once compose is loaded, at idle after the first rows). */
export function handleDraftsViewDiscards(): void {
  on('drafts/discard').subscribe(({ threadId }) => {
    discardFromDraftsView(threadId).catch((error: unknown) => {
      console.error('Could not discard the draft', error);
      publish({ type: 'alert/show', kind: 'error', message: 'This draft could not be discarded.' });
    });
  });
}
