import {
  deleteDraft,
  loadDrafts,
  POPUP_DRAFT_KEY,
  saveDraft,
  type DraftKey,
  type StoredDraft,
} from '@mail/drafts';
import { on, publish } from '@mail/event-bus';
import { NetworkError } from '@mail/gmail-client';
import { reopenEditor } from '../draft-lifecycle/reopen-editor';
import { deliverDraft } from '../utils/deliver-draft';
import { sendAfterDelay } from './send-after-delay';

// Messages held back for Undo are kept on the device under their own key (outbox:…) until Gmail has
// them, so a closed tab or a failed send never loses one, and a new message can be written meanwhile.

/** The editors on screen, by their draft's key: a message coming back waits for its editor to close. */
const editorsOpen = new Set<DraftKey>();
const waitingForEditor: StoredDraft[] = [];

const info = (message: string) => publish({ type: 'alert/show', kind: 'info', message });

/** Where a message that was not sent goes back to: the popup, or its thread's reply editor. */
const editorOf = (stored: StoredDraft): DraftKey => stored.sentFrom ?? POPUP_DRAFT_KEY;

const openEditorWith = (stored: StoredDraft) =>
  reopenEditor(editorOf(stored), stored.mode, stored.replyContext);

/** An editor tells the outbox whether it is on screen: a message coming back waits for it to close. */
export function setEditorOpen(key: DraftKey, open: boolean): void {
  if (open) {
    editorsOpen.add(key);
    return;
  }
  editorsOpen.delete(key);
  const index = waitingForEditor.findIndex((stored) => editorOf(stored) === key);
  const [next] = index === -1 ? [] : waitingForEditor.splice(index, 1);
  if (next) void returnToEditor(next);
}

/** A message that was not sent goes back into its editor, now or once the open one is closed. */
async function returnToEditor(stored: StoredDraft, why?: string): Promise<void> {
  const key = editorOf(stored);
  if (editorsOpen.has(key)) {
    waitingForEditor.push(stored);
    info(`${why ?? 'Not sent.'} It opens again when you close the message you are writing.`);
    return;
  }
  await saveDraft({
    ...stored,
    key,
    updatedAt: Date.now(),
    sendQueuedAt: undefined,
    sentFrom: undefined,
  });
  await deleteDraft(stored.key);
  // The popup opens now: the next message coming back waits for it (it marks itself once mounted).
  if (key === POPUP_DRAFT_KEY) editorsOpen.add(key);
  openEditorWith(stored);
  if (why) info(why);
  else if (key !== POPUP_DRAFT_KEY) info('Not sent: your reply is back in its conversation.');
}

/** Messages waiting for the connection, sent in the order they were sent, once it is back. */
const waitingForConnection: StoredDraft[] = [];
const WAITING_STATUS_ID = 'outbox';
const CANCEL_WAITING_ACTION = 'outbox/cancel-waiting';

/** The shell's status line says what waits for the connection, with Cancel; nothing once none does. */
function showWaiting() {
  const count = waitingForConnection.length;
  if (count === 0) {
    publish({ type: 'status/waiting', id: WAITING_STATUS_ID, message: null });
    return;
  }
  publish({
    type: 'status/waiting',
    id: WAITING_STATUS_ID,
    message:
      count === 1
        ? 'Waiting to send: you are offline. It goes as soon as the connection is back.'
        : `Waiting to send ${count} messages: you are offline. They go as soon as the connection is back.`,
    action: { label: 'Cancel', id: CANCEL_WAITING_ACTION },
  });
}

on('alert/action').subscribe(({ id }) => {
  if (id !== CANCEL_WAITING_ACTION) return;
  // Cancel takes the newest waiting message back into the editor, unsent.
  const cancelled = waitingForConnection.pop();
  if (cancelled) void returnToEditor(cancelled);
  showWaiting();
});

/** Sends the waiting messages one after another, in order, when the browser is online again. */
async function sendWaiting(): Promise<void> {
  while (navigator.onLine) {
    const next = waitingForConnection[0];
    if (!next) return;
    if (!(await attempt(next))) return;
    waitingForConnection.shift();
    showWaiting();
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
    void returnToEditor(stored);
    return true;
  }
}

/**
 * Holds a checked message back for the undo delay (none when `delayMs` is 0), then sends it; Undo,
 * or a failed send, brings it back into the editor it was sent from (`sentFrom`) unchanged; offline,
 * it waits for the connection. It is on the device (durably) before this resolves.
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
    undo: () => void returnToEditor(stored),
  });
}

/**
 * At start: the popup that was open when the page went opens again, and a message whose undo delay
 * never ended (the tab closed) comes back into its editor, saying it was not sent.
 */
export async function reopenKeptDrafts(account: string): Promise<void> {
  const kept = await loadDrafts(account);
  const popup = kept.find((stored) => stored.key === POPUP_DRAFT_KEY);
  if (popup) {
    openEditorWith(popup);
    editorsOpen.add(POPUP_DRAFT_KEY);
  }
  const notSent = 'This message was not sent: the page closed before it went.';
  for (const stored of kept.filter((each) => each.sendQueuedAt !== undefined)) {
    await returnToEditor(stored, notSent);
  }
}
