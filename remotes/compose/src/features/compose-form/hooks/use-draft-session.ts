import { useEffect, useMemo, useState } from 'react';
import type { ComposeMode, ReplyContext } from '@mail/contracts';
import {
  askForPersistentStorage,
  deleteDraft,
  loadDraft,
  saveDraft,
  type ComposeDraft,
  type DraftKey,
} from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { getGoogleClient } from '@mail/gmail-client';
import { draftCalls } from '@mail/gmail-client/drafts';
import { GmailDraftSync, type CreateOnce } from '../utils/gmail-draft-sync';
import { gmailDraftToOpen } from '../utils/gmail-draft-to-open';
import { replyThreading } from '../utils/prefilled-draft';
import { signedNewDraft } from '../utils/signed-draft';
import { signedInUser } from '../utils/sender';

/** Every change reaches the device within this time and a write (issue 12: 300 ms). */
const SAVE_DELAY_MS = 250;

/** Why an editor is done with its draft; only a cancelled reply leaves nothing in Gmail Drafts. */
export type DraftEnd = 'sent' | 'closed' | 'cancelled' | 'handed-to-outbox';

export interface DraftSession {
  /** What the editor opens with: the kept draft if there is one, else blank or prefilled. */
  initial: ComposeDraft;
  /** The signed-in address the draft is kept under. */
  account: string;
  /** Keeps this version on the device shortly (coalescing quick changes) and in Gmail Drafts. */
  save(draft: ComposeDraft): void;
  /** Before a send: no Gmail update under way; the Gmail draft's id, if there is one. */
  settleGmailDraft(): Promise<string | undefined>;
  /** The draft is done with: forget it on the device (and in Gmail for a cancelled reply). */
  discard(end: DraftEnd): void;
}

/**
 * Runs `task` while holding the named Web Lock, so no other tab of the origin runs a task of that
 * name meanwhile; where the browser has no Web Locks, at once.
 */
async function inOneTabAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  // jsdom and old browsers have no Web Locks, whatever the DOM types say.
  const locks = navigator.locks as LockManager | undefined;
  return locks ? await locks.request(name, task) : task();
}

/** A Message-ID in the sender's domain, fixed for the life of the draft. */
const newMessageId = (account: string) =>
  `<${crypto.randomUUID()}@${account.split('@')[1] || 'mail.invalid'}>`;

let warnedAboutStorage = false;

/** One clear warning per page when the device refuses drafts; the editor keeps working. */
export function warnStorageFailed(error: unknown) {
  console.error('A draft could not be kept on this device', error);
  if (warnedAboutStorage) return;
  warnedAboutStorage = true;
  publish({
    type: 'alert/show',
    kind: 'error',
    message: 'Drafts cannot be saved on this device right now. Keep this tab open until you send.',
    durationMs: 8000,
  });
}

interface SessionTarget {
  key: DraftKey;
  account: string;
  mode: ComposeMode;
  context?: ReplyContext;
  initial: ComposeDraft;
  gmailDraftId?: string;
}

/** The saving behind one editor: the device within 300 ms, Gmail Drafts every 3 s at most. */
function openSession(target: SessionTarget): DraftSession & { flush(): void } {
  const { key, account, mode, context } = target;
  let latest = target.initial;
  let latestAt = Date.now();
  let savedToGmailAt: number | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const write = (draft: ComposeDraft, updatedAt: number, gmailDraftId = gmail.id) =>
    saveDraft({
      key,
      account,
      mode,
      ...(context ? { replyContext: context } : {}),
      draft,
      updatedAt,
      ...(gmailDraftId ? { gmailDraftId } : {}),
      ...(savedToGmailAt === undefined ? {} : { savedToGmailAt }),
    }).catch(warnStorageFailed);
  // Two tabs on one draft (both restored it from the device) make one Gmail draft: whichever creates
  // it first keeps its id on the device before the other looks.
  const createOnce: CreateOnce = (create) =>
    inOneTabAtATime(`mail-draft:${account}:${key}`, async () => {
      const kept = await loadDraft(key, account).catch(() => undefined);
      if (kept?.gmailDraftId) return { id: kept.gmailDraftId, created: false };
      const id = await create();
      await write(latest, latestAt, id);
      return { id, created: true };
    });
  // What Gmail Drafts has (and the draft's id, new after the first save) goes with the local copy.
  const gmail = new GmailDraftSync(
    target.gmailDraftId,
    (_id, version) => {
      savedToGmailAt = version;
      void write(latest, latestAt);
    },
    createOnce,
  );
  const flush = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    void write(latest, latestAt);
  };
  return {
    initial: target.initial,
    account,
    flush,
    save(draft) {
      latest = draft;
      latestAt = Date.now();
      // A write at most SAVE_DELAY_MS after the first change it carries, however steady the typing:
      // the timer is never pushed back, each write takes the newest version.
      pending ??= setTimeout(flush, SAVE_DELAY_MS);
      gmail.update(draft, latestAt);
    },
    settleGmailDraft: () => gmail.settle(),
    discard(end) {
      clearTimeout(pending);
      pending = undefined;
      gmail.stop();
      void deleteDraft(key).catch(warnStorageFailed);
      if (end === 'cancelled' && gmail.id) {
        draftCalls(getGoogleClient())
          .deleteDraft(gmail.id)
          .catch((error: unknown) => console.error('Could not delete the Gmail draft', error));
      }
    },
  };
}

/**
 * The draft behind one editor, kept in IndexedDB under `key` for the signed-in account: restored on
 * opening (after a reload, a crash or a sign-in again), saved within 300 ms of every change and on
 * leaving the page, forgotten when discarded. It is also kept in the account's Gmail Drafts (one
 * draft, updated at most every 3 s).
 */
export function useDraftSession(
  key: DraftKey,
  mode: ComposeMode,
  context: ReplyContext | undefined,
  gmailDraft?: { messageId: string },
): DraftSession | null {
  const [start, setStart] = useState<{
    initial: ComposeDraft;
    account: string;
    gmailDraftId?: string;
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
        ? await gmailDraftToOpen(gmailDraft.messageId, kept?.gmailDraftId).catch(
            (error: unknown) => {
              console.error('Could not open the draft', error);
              publish({
                type: 'alert/show',
                kind: 'error',
                message: 'This draft could not be opened.',
              });
              return undefined;
            },
          )
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
      if (current) setStart({ initial, account, ...(gmailDraftId ? { gmailDraftId } : {}) });
    })();
    askForPersistentStorage();
    return () => {
      current = false;
    };
    // One session per editor: later renders pass equal but new objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const session = useMemo(
    () => (start ? openSession({ key, mode, ...(context ? { context } : {}), ...start }) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [start, key],
  );

  // Leaving the page (reload, closing the tab) writes what is still waiting.
  useEffect(() => {
    if (!session) return;
    const onLeave = () => session.flush();
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [session]);

  return session;
}
