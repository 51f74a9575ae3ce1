import { useState, type ReactNode } from 'react';
import type { ComposeMode, ReplyContext } from '@mail/contracts';
import { loadDraft, type DraftKey } from '@mail/drafts';
import { publish } from '@mail/event-bus';
import type { GmailDraftRef } from '../utils/gmail-draft-to-open';
import { useDraftSession, type DraftSession, type OtherVersion } from './use-draft-session';

/** The other tab's Gmail draft: known when told, else from the device's copy if it is theirs. */
async function draftIdOf(theirs: OtherVersion, key: DraftKey, account: string) {
  if (theirs.gmailDraftId) return theirs.gmailDraftId;
  const kept = await loadDraft(key, account).catch(() => undefined);
  return kept?.draft.messageId === theirs.messageId ? kept.gmailDraftId : undefined;
}

/**
 * The draft behind one editor (`useDraftSession`), and what the editor says when another tab changed
 * it (docs/behaviour/drafts.md#a-drafts-life): this tab's version goes on as a separate draft, and
 * **Open the other version** puts this one in Gmail Drafts and opens the other tab's here instead.
 */
export function useEditorDraft(
  key: DraftKey,
  mode: ComposeMode,
  context: ReplyContext | undefined,
  gmailDraft?: GmailDraftRef,
): { session: DraftSession | null; notice: ReactNode } {
  // A draft to open: the editor's request, later the other tab's version.
  const [opened, setOpened] = useState(gmailDraft);
  const [theirs, setTheirs] = useState<OtherVersion>();
  const session = useDraftSession(key, mode, context, opened, setTheirs);

  const openTheirs = async () => {
    if (!session || !theirs) return;
    const draftId = await draftIdOf(theirs, key, session.account);
    if (!draftId) {
      publish({
        type: 'alert/show',
        kind: 'error',
        message: 'The other version is not in Gmail Drafts yet. Try again in a moment.',
      });
      return;
    }
    setTheirs(undefined);
    await session.close();
    setOpened({ draftId });
  };

  const notice = theirs && (
    <p className="cp-form__other-tab" role="status">
      This draft was changed in another tab. Your version is kept as a separate draft.{' '}
      <button type="button" className="cp-form__link" onClick={() => void openTheirs()}>
        Open the other version
      </button>
    </p>
  );
  return { session, notice };
}
