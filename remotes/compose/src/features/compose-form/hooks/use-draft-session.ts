import { useEffect, useMemo, useState } from 'react';
import type { ComposeMode, ReplyContext } from '@mail/contracts';
import {
  askForPersistentStorage,
  deleteDraft,
  loadDraft,
  POPUP_DRAFT_KEY,
  saveDraft,
  type ComposeDraft,
  type DraftKey,
  type StoredDraft,
} from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { getGoogleClient, isOffline } from '@mail/gmail-client';
import { keepUntilInGmail } from '../draft-lifecycle/closed-drafts';
import { discardWithUndo } from '../draft-lifecycle/discard-draft';
import { watchOtherTabs } from '../draft-lifecycle/other-tabs';
import { reopenEditor } from '../draft-lifecycle/reopen-editor';
import { GmailDraftSync, hasContent, type CreateOnce } from '../utils/gmail-draft-sync';
import { gmailDraftToOpen, type GmailDraftRef } from '../utils/gmail-draft-to-open';
import { replyThreading } from '../utils/prefilled-draft';
import { signedNewDraft } from '../utils/signed-draft';
import { inOneTabAtATime } from '../utils/one-tab-at-a-time';
import { signedInUser } from '../utils/sender';
import { warnStorageFailed } from '../utils/storage-warning';

/** Why an editor is done with its draft and forgets it: Gmail's copy went with the message. */
export type DraftEnd = 'sent' | 'handed-to-outbox';

export interface DraftSession {
  /** Tells this session from the next behind the same editor: the form starts afresh with each. */
  id: number;
  /** What the editor opens with: the kept draft if there is one, else blank or prefilled. */
  initial: ComposeDraft;
  /** The signed-in address the draft is kept under. */
  account: string;
  /** Keeps this version on the device at once and in Gmail Drafts shortly (from the first edit). */
  save(draft: ComposeDraft): void;
  /** Before a send: no Gmail update under way; the Gmail draft's id, if there is one. */
  settleGmailDraft(): Promise<string | undefined>;
  /** The draft went (sent, or to the outbox): forget it on the device. */
  forget(end: DraftEnd): void;
  /**
   * The editor closes: Gmail Drafts gets what is there now. The popup's device copy goes once Gmail
   * has it, and waits on the device when Gmail cannot take it; a reply's stays with its thread.
   */
  close(): Promise<void>;
  /** Discard: both copies go, behind "Draft discarded." with Undo, which opens it again. */
  discard(): void;
}

/** A Message-ID in the sender's domain, fixed for the life of the draft. */
const newMessageId = (account: string) =>
  `<${crypto.randomUUID()}@${account.split('@')[1] || 'mail.invalid'}>`;

/**
 * What an editor hears when another tab changed its draft: this tab goes on with a copy, and the other
 * tab's version is `theirs` (its Gmail draft, or its Message-ID while it has none known here).
 */
export type OnChangedElsewhere = (theirs: OtherVersion) => void;
export interface OtherVersion {
  messageId: string;
  gmailDraftId?: string;
}

let sessionsOpened = 0;

interface SessionTarget {
  key: DraftKey;
  account: string;
  mode: ComposeMode;
  context?: ReplyContext;
  initial: ComposeDraft;
  gmailDraftId?: string;
  /** The device's copy it was opened from, if any. */
  kept?: StoredDraft;
  onChangedElsewhere: OnChangedElsewhere;
}

/** The saving behind one editor: the device at every change, Gmail Drafts every 3 s at most. */
function openSession(target: SessionTarget): DraftSession {
  const { key, account, mode, context, kept, onChangedElsewhere } = target;
  let latest = target.initial;
  let latestAt = kept?.updatedAt ?? Date.now();
  let savedToGmailAt = kept?.savedToGmailAt;
  // Nothing is kept, on the device or in Gmail, until the reader changes something (the form reports
  // only the reader's changes).
  let edited = false;
  let done = false;
  const record = (gmailDraftId = gmail.id): StoredDraft => ({
    key,
    account,
    mode,
    ...(context ? { replyContext: context } : {}),
    draft: latest,
    updatedAt: latestAt,
    ...(gmailDraftId ? { gmailDraftId } : {}),
    ...(savedToGmailAt === undefined ? {} : { savedToGmailAt }),
  });
  // Every version is written as it comes: IndexedDB runs the writes in order, and one is under way
  // before the next key, so a crash right after typing loses nothing.
  const write = (gmailDraftId?: string) => saveDraft(record(gmailDraftId)).catch(warnStorageFailed);
  // Two tabs on one draft (both restored it from the device) make one Gmail draft: whichever creates
  // it first keeps its id on the device before the other looks.
  const createOnce: CreateOnce = (create) =>
    inOneTabAtATime(`mail-draft:${account}:${key}`, async () => {
      const found = await loadDraft(key, account).catch(() => undefined);
      if (found?.gmailDraftId && found.draft.messageId === latest.messageId)
        return { id: found.gmailDraftId, created: false };
      const id = await create();
      await write(id);
      return { id, created: true };
    });
  let toldGmailFailed = false;
  const gmailFailed = () => {
    // Offline, the status line says so, and a closed draft waits for the connection.
    if (toldGmailFailed || isOffline(getGoogleClient().connection)) return;
    toldGmailFailed = true;
    publish({
      type: 'alert/show',
      kind: 'error',
      message:
        'This draft could not be saved to Gmail Drafts. It is kept on this device and saving goes on.',
      durationMs: 10_000,
    });
  };
  // What Gmail Drafts has (and the draft's id, new after the first save) goes with the local copy.
  const syncToGmail = (draftId: string | undefined): GmailDraftSync => {
    const sync = new GmailDraftSync(
      draftId,
      (_id, version) => {
        // A sync this tab left for a copy (see below) no longer speaks for the device's copy.
        if (sync !== gmail) return;
        savedToGmailAt = version;
        void write();
      },
      createOnce,
      gmailFailed,
    );
    return sync;
  };
  let gmail = syncToGmail(target.gmailDraftId);
  const openedAt = Date.now();
  let lastEditAt = 0;
  // Another tab changed this draft: this tab goes on with a copy of its own (a new Message-ID, a new
  // Gmail draft), so neither tab's text overwrites the other's. Edits of this tab the other opened
  // without go to the copy at once; otherwise the copy is made at this tab's next edit, and until
  // then the draft (and a Gmail draft this tab is still creating) stays the other tab's to go on with.
  let copyMessageId: string | undefined;
  let copyAtNextEdit = false;
  const goOnWithACopy = () => {
    copyAtNextEdit = false;
    copyMessageId = newMessageId(account);
    latest = { ...latest, messageId: copyMessageId };
    savedToGmailAt = undefined;
    gmail.stop();
    gmail = syncToGmail(undefined);
  };
  const tabs = watchOtherTabs(
    account,
    () => latest.messageId,
    openedAt,
    (otherOpenedAt) => {
      const theirs: OtherVersion = {
        messageId: latest.messageId ?? '',
        ...(gmail.id ? { gmailDraftId: gmail.id } : {}),
      };
      if (lastEditAt > otherOpenedAt) {
        goOnWithACopy();
        gmail.update(latest, latestAt);
      } else {
        copyAtNextEdit = true;
      }
      onChangedElsewhere(theirs);
    },
  );
  const finish = () => {
    done = true;
    tabs.stop();
    gmail.stop();
  };
  // A kept draft Gmail does not have in full (closed offline, a crash) goes there now.
  if (kept && hasContent(kept.draft) && (savedToGmailAt ?? -1) < kept.updatedAt) {
    edited = true;
    gmail.update(latest, latestAt);
  }
  return {
    id: ++sessionsOpened,
    initial: target.initial,
    account,
    save(draft) {
      if (done) return;
      edited = true;
      if (copyAtNextEdit) goOnWithACopy();
      latest = copyMessageId ? { ...draft, messageId: copyMessageId } : draft;
      latestAt = Date.now();
      lastEditAt = latestAt;
      void write();
      gmail.update(latest, latestAt);
      tabs.announce();
    },
    settleGmailDraft: () => gmail.settle(),
    forget() {
      finish();
      void deleteDraft(key).catch(warnStorageFailed);
    },
    async close() {
      if (done) return;
      const inGmail = await gmail.flush();
      finish();
      if (key !== POPUP_DRAFT_KEY) return;
      if (!inGmail) await keepUntilInGmail(record()).catch(warnStorageFailed);
      await deleteDraft(key).catch(warnStorageFailed);
    },
    discard() {
      if (done) return;
      finish();
      if (!edited && !kept && !gmail.id) return;
      void gmail.settle().then((gmailDraftId) =>
        discardWithUndo(
          {
            draft: latest,
            onDevice: record(gmailDraftId),
            ...(gmailDraftId ? { gmailDraftId } : {}),
          },
          () => reopenEditor(key, mode, context),
        ),
      );
    },
  };
}

/**
 * The draft behind one editor, kept in IndexedDB under `key` for the signed-in account: restored on
 * opening (after a reload, a crash or a sign-in again), written at every change from the reader's
 * first, forgotten when sent or discarded. It is also kept in the account's Gmail Drafts (one draft,
 * updated at most every 3 s, and at once when the editor closes). `gmailDraft` opens a draft of Gmail
 * Drafts instead; another one given later opens a new session on it (keep the object the same
 * between renders otherwise). `onChangedElsewhere` hears when another tab changed the draft.
 */
export function useDraftSession(
  key: DraftKey,
  mode: ComposeMode,
  context: ReplyContext | undefined,
  gmailDraft?: GmailDraftRef,
  onChangedElsewhere: OnChangedElsewhere = () => undefined,
): DraftSession | null {
  const [start, setStart] = useState<{
    initial: ComposeDraft;
    account: string;
    gmailDraftId?: string;
    kept?: StoredDraft;
  } | null>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      const account = (await signedInUser())?.email ?? '';
      const kept = await loadDraft(key, account).catch((error: unknown) => {
        warnStorageFailed(error);
        return undefined;
      });
      const fromGmail = gmailDraft
        ? await gmailDraftToOpen(gmailDraft, kept?.gmailDraftId).catch((error: unknown) => {
            console.error('Could not open the draft', error);
            publish({
              type: 'alert/show',
              kind: 'error',
              message: 'This draft could not be opened.',
            });
            return undefined;
          })
        : undefined;
      const reply = mode !== 'new' && context ? { mode, context } : undefined;
      const started = fromGmail
        ? // Gmail keeps a reply's text, not how it is threaded: that comes from what it answers.
          {
            ...fromGmail.draft,
            ...(reply ? replyThreading(reply.mode, reply.context, account) : {}),
          }
        : (kept?.draft ?? (await signedNewDraft(reply, account)));
      const initial = {
        ...started,
        messageId: started.messageId ?? newMessageId(account),
        // A draft kept from before startedAt existed, or opened from Gmail Drafts, starts now:
        // a send of it from elsewhere went by drafts.send, which removes it from Drafts.
        startedAt: started.startedAt ?? Date.now(),
      };
      const gmailDraftId = fromGmail?.gmailDraftId ?? kept?.gmailDraftId;
      if (current)
        setStart({
          initial,
          account,
          ...(gmailDraftId ? { gmailDraftId } : {}),
          ...(kept && !fromGmail ? { kept } : {}),
        });
    })();
    askForPersistentStorage();
    return () => {
      current = false;
    };
    // One session per draft opened: later renders pass equal but new objects of the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, gmailDraft]);

  const session = useMemo(
    () =>
      start
        ? openSession({
            key,
            mode,
            ...(context ? { context } : {}),
            ...start,
            onChangedElsewhere,
          })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [start, key],
  );

  return session;
}
