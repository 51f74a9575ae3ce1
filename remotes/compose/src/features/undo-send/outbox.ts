import {
  deleteDraft,
  loadDrafts,
  POPUP_DRAFT_KEY,
  saveDraft,
  type StoredDraft,
} from '@mail/drafts';
import { on, publish } from '@mail/event-bus';
import { NetworkError } from '@mail/gmail-client';
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

/** Messages waiting for the connection, sent in the order they were sent, once it is back. */
const waitingForConnection: StoredDraft[] = [];
let nextWaitingAlert = 0;

function showWaiting() {
  const first = waitingForConnection[0];
  if (!first) return;
  nextWaitingAlert += 1;
  const id = `cancel-waiting-${nextWaitingAlert}`;
  const count = waitingForConnection.length;
  publish({
    type: 'alert/show',
    kind: 'info',
    message:
      count === 1
        ? 'Waiting to send: you are offline. It goes as soon as the connection is back.'
        : `Waiting to send ${count} messages: you are offline. They go as soon as the connection is back.`,
    // Stays up while offline; the next alert (sent, or another) replaces it.
    durationMs: 24 * 60 * 60 * 1000,
    action: { label: 'Cancel', id },
  });
  const subscription = on('alert/action').subscribe((event) => {
    if (event.id !== id) return;
    subscription.unsubscribe();
    // Cancel takes the newest waiting message back into the editor, unsent.
    const cancelled = waitingForConnection.pop();
    if (cancelled) void returnToPopup(cancelled);
    showWaiting();
  });
}

/** Sends the waiting messages one after another, in order, when the browser is online again. */
async function sendWaiting(): Promise<void> {
  while (navigator.onLine) {
    const next = waitingForConnection[0];
    if (!next) return;
    if (!(await attempt(next))) return;
    waitingForConnection.shift();
  }
}
if (typeof window !== 'undefined') window.addEventListener('online', () => void sendWaiting());

/**
 * One try at sending a message of the outbox. Offline, or when the connection fails, it waits for
 * the connection (false); any other failure brings it back into the popup. Sending is safe to repeat:
 * deliverDraft first looks for the message in Sent.
 */
async function attempt(stored: StoredDraft): Promise<boolean> {
  if (!navigator.onLine) {
    if (!waitingForConnection.includes(stored)) waitingForConnection.push(stored);
    showWaiting();
    return false;
  }
  try {
    await deliverDraft(stored.draft, stored.gmailDraftId);
    await deleteDraft(stored.key);
    return true;
  } catch (error) {
    if (error instanceof NetworkError && !navigator.onLine) return attempt(stored);
    void returnToPopup(stored);
    return true;
  }
}

/**
 * Holds a checked message back for the undo delay (none when `delayMs` is 0), then sends it; Undo,
 * or a failed send, brings it back into the popup unchanged; offline, it waits for the connection. It
 * is on the device (durably) before this resolves.
 */
export async function queueSend(stored: StoredDraft, delayMs: number): Promise<void> {
  await saveDraft(stored);
  if (delayMs === 0) {
    void attempt(stored);
    return;
  }
  sendAfterDelay({
    delayMs,
    send: () => void attempt(stored),
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
