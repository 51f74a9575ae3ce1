import {
  deleteDraft,
  loadDrafts,
  POPUP_DRAFT_KEY,
  saveDraft,
  type StoredDraft,
} from '@mail/drafts';
import { publish } from '@mail/event-bus';
import { deliverDraft } from '../compose-form/utils/deliver-draft';
import { sendAfterDelay } from './send-after-delay';

// Messages held back for Undo are kept on the device under their own key (outbox:…) until Gmail has
// them, so a closed tab or a failed send never loses one, and a new message can be written meanwhile.

let popupOpen = false;
const waitingForPopup: StoredDraft[] = [];

const info = (message: string) => publish({ type: 'alert/show', kind: 'info', message });

function openPopupWith(stored: StoredDraft) {
  publish({
    type: 'compose/open',
    mode: stored.mode,
    ...(stored.replyContext ? { replyContext: stored.replyContext } : {}),
  });
}

/** The popup tells the outbox whether it is on screen: a message coming back waits for it to close. */
export function setPopupOpen(open: boolean): void {
  popupOpen = open;
  const next = open ? undefined : waitingForPopup.shift();
  if (next) void returnToPopup(next);
}

/** A message that was not sent goes back into the popup, now or once the open one is closed. */
async function returnToPopup(stored: StoredDraft, why?: string): Promise<void> {
  if (popupOpen) {
    waitingForPopup.push(stored);
    info(`${why ?? 'Not sent.'} It opens again when you close the message you are writing.`);
    return;
  }
  await saveDraft({
    ...stored,
    key: POPUP_DRAFT_KEY,
    updatedAt: Date.now(),
    sendQueuedAt: undefined,
  });
  await deleteDraft(stored.key);
  openPopupWith(stored);
  if (why) info(why);
}

/**
 * Holds a checked message back for the undo delay, then sends it; Undo, or a failed send, brings it
 * back into the popup unchanged. It is on the device (durably) before this resolves.
 */
export async function queueSend(stored: StoredDraft, delayMs: number): Promise<void> {
  await saveDraft(stored);
  sendAfterDelay({
    delayMs,
    send: () =>
      void deliverDraft(stored.draft, stored.gmailDraftId).then(
        () => deleteDraft(stored.key),
        () => returnToPopup(stored),
      ),
    undo: () => void returnToPopup(stored),
  });
}

/**
 * At start: the popup that was open when the page went opens again, and a message whose undo delay
 * never ended (the tab closed) comes back into it, saying it was not sent.
 */
export async function reopenKeptDrafts(account: string): Promise<void> {
  const kept = await loadDrafts(account);
  const popup = kept.find((stored) => stored.key === POPUP_DRAFT_KEY);
  const unsent = kept.filter((stored) => stored.sendQueuedAt !== undefined);
  if (popup) {
    openPopupWith(popup);
    waitingForPopup.push(...unsent);
    return;
  }
  const [first, ...rest] = unsent;
  waitingForPopup.push(...rest);
  if (first)
    await returnToPopup(first, 'This message was not sent: the page closed before it went.');
}
