import { useEffect, useMemo, useRef, useState } from 'react';
import type { ComposeMode, ReplyContext } from '@mail/contracts';
import {
  askForPersistentStorage,
  deleteDraft,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  type ComposeDraft,
  type DraftKey,
} from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { prefilledDraft } from '../utils/prefilled-draft';
import { signedInUser } from '../utils/sender';

/** Every change reaches the device within this time (issue 12: 300 ms). */
const SAVE_DELAY_MS = 250;

export interface DraftSession {
  /** What the editor opens with: the kept draft if there is one, else blank or prefilled. */
  initial: ComposeDraft;
  /** The signed-in address the draft is kept under. */
  account: string;
  /** Keeps this version on the device shortly (coalescing quick changes). */
  save(draft: ComposeDraft): void;
  /** The draft is done with (sent, cancelled, closed): forget it on the device. */
  discard(): void;
}

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

/**
 * The draft behind one editor, kept in IndexedDB under `key` for the signed-in account: restored on
 * opening (after a reload, a crash or a sign-in again), saved within 300 ms of every change and on
 * leaving the page, forgotten when discarded.
 */
export function useDraftSession(
  key: DraftKey,
  mode: ComposeMode,
  context: ReplyContext | undefined,
): DraftSession | null {
  const [start, setStart] = useState<{ initial: ComposeDraft; account: string } | null>(null);
  const pending = useRef<{ draft: ComposeDraft; timer: ReturnType<typeof setTimeout> } | null>(
    null,
  );

  useEffect(() => {
    let current = true;
    void (async () => {
      const account = (await signedInUser())?.email ?? '';
      const kept = await loadDraft(key, account).catch((error: unknown) => {
        warnStorageFailed(error);
        return undefined;
      });
      const initial =
        kept?.draft ??
        (mode === 'new' || !context ? EMPTY_DRAFT : await prefilledDraft(mode, context, account));
      if (current) setStart({ initial, account });
    })();
    askForPersistentStorage();
    return () => {
      current = false;
    };
    // One session per editor: later renders pass equal but new objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const session = useMemo(() => {
    if (!start) return null;
    const write = (draft: ComposeDraft) =>
      saveDraft({
        key,
        account: start.account,
        mode,
        ...(context ? { replyContext: context } : {}),
        draft,
        updatedAt: Date.now(),
      }).catch(warnStorageFailed);
    const flush = () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      pending.current = null;
      void write(waiting.draft);
    };
    return {
      initial: start.initial,
      account: start.account,
      flush,
      save(draft: ComposeDraft) {
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = { draft, timer: setTimeout(flush, SAVE_DELAY_MS) };
      },
      discard() {
        if (pending.current) clearTimeout(pending.current.timer);
        pending.current = null;
        void deleteDraft(key).catch(warnStorageFailed);
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, key]);

  // Leaving the page (reload, closing the tab) writes what is still waiting.
  useEffect(() => {
    if (!session) return;
    const onLeave = () => session.flush();
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [session]);

  return session;
}
