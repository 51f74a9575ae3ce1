import {
  deleteDraft,
  loadDraft,
  loadDrafts,
  POPUP_DRAFT_KEY,
  saveDraft,
  type DraftKey,
  type StoredDraft,
} from '@mail/drafts';
import { on, publish } from '@mail/event-bus';
import { getGoogleClient, isOffline, NetworkError } from '@mail/gmail-client';
import { reopenEditor } from '../draft-lifecycle/reopen-editor';
import { deliverDraft } from '../utils/deliver-draft';
import { inOneTabAtATime } from '../utils/one-tab-at-a-time';
import { warnStorageFailed } from '../utils/storage-warning';
import { sendAfterDelay } from './send-after-delay';

// Messages held back for Undo are kept on the device under their own key (outbox:…) until Gmail has
// them, so a closed tab or a failed send never loses one, and a new message can be written meanwhile.
// Whether Gmail can be reached is what requests find, never `navigator.onLine` alone.

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

/**
 * Messages whose Send stands (their undo delay is over), sent one after another in the order they
 * were sent; the first stays first while Gmail cannot be reached.
 */
const due: StoredDraft[] = [];
/** A send found no connection: the status line says what waits, until all have gone. */
let waitingForConnection = false;
let draining = false;
const WAITING_STATUS_ID = 'outbox';
const CANCEL_WAITING_ACTION = 'outbox/cancel-waiting';

/** The shell's status line says what waits for the connection, with Cancel; nothing once none does. */
function showWaiting() {
  const count = waitingForConnection ? due.length : 0;
  if (count === 0) {
    publish({ type: 'status/waiting', id: WAITING_STATUS_ID, message: null });
    return;
  }
  publish({
    type: 'status/waiting',
    id: WAITING_STATUS_ID,
    message:
      count === 1
        ? 'Waiting to send: Gmail cannot be reached. It goes as soon as the connection is back.'
        : `Waiting to send ${count} messages: Gmail cannot be reached. They go as soon as the connection is back.`,
    action: { label: 'Cancel', id: CANCEL_WAITING_ACTION },
  });
}

on('alert/action').subscribe(({ id }) => {
  if (id !== CANCEL_WAITING_ACTION) return;
  // Cancel takes the newest waiting message back into the editor, unsent (not one being sent).
  if (due.length <= (draining ? 1 : 0)) return;
  const cancelled = due.pop();
  if (cancelled) void returnToEditor(cancelled);
  showWaiting();
});

/**
 * One try at sending a message of the outbox, in one tab at a time: only a message still on the
 * device goes (another tab may have sent it meanwhile), and sending is safe to repeat (deliverDraft
 * first looks for it in Gmail). Answers false when Gmail could not be reached (it waits); any other
 * failure brings it back into its editor.
 */
async function attempt(stored: StoredDraft): Promise<boolean> {
  if (isOffline(getGoogleClient().connection)) return false;
  try {
    await inOneTabAtATime(`mail-outbox:${stored.account}`, async () => {
      if (!(await loadDraft(stored.key, stored.account))) return;
      await deliverDraft(stored.draft, stored.gmailDraftId, { waitsForConnection: true });
      await deleteDraft(stored.key);
    });
  } catch (error) {
    if (error instanceof NetworkError) return false;
    void returnToEditor(stored);
  }
  return true;
}

/** Sends the due messages in order; stops, saying so, at one that finds no connection. */
async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (let next = due[0]; next; next = due[0]) {
      if (!(await attempt(next))) {
        waitingForConnection = true;
        return;
      }
      due.shift();
      if (due.length === 0) waitingForConnection = false;
      showWaiting();
    }
  } finally {
    draining = false;
    showWaiting();
  }
}
// Google answers again (a probe or any call): what waits goes. The browser's 'online' is only a hint.
on('connection/resumed').subscribe(() => void drain());

/** The undo delay is over: the message is marked due on the device (a reload still sends it), then goes. */
async function sendWhenDue(stored: StoredDraft): Promise<void> {
  const marked = { ...stored, sendDueAt: Date.now() };
  await saveDraft(marked);
  due.push(marked);
  showWaiting();
  await drain();
}

/**
 * Holds a checked message back for the undo delay (none when `delayMs` is 0), then sends it; Undo,
 * or a failed send, brings it back into the editor it was sent from (`sentFrom`) unchanged; without a
 * connection, it waits for it. It is on the device (durably) before this resolves.
 */
export async function queueSend(stored: StoredDraft, delayMs: number): Promise<void> {
  await saveDraft(stored);
  const send = () => void sendWhenDue(stored).catch(warnStorageFailed);
  if (delayMs === 0) {
    send();
    return;
  }
  sendAfterDelay({ delayMs, send, undo: () => void returnToEditor(stored) });
}

/**
 * At start: the popup that was open when the page went opens again, a message whose undo delay
 * never ended (the tab closed) comes back into its editor, saying it was not sent, and those whose
 * delay was over (still waiting for Gmail) are sent, in order.
 */
export async function reopenKeptDrafts(account: string): Promise<void> {
  const kept = await loadDrafts(account);
  const popup = kept.find((stored) => stored.key === POPUP_DRAFT_KEY);
  if (popup) {
    openEditorWith(popup);
    editorsOpen.add(POPUP_DRAFT_KEY);
  }
  const queued = kept
    .filter((each) => each.sendQueuedAt !== undefined)
    .sort((a, b) => (a.sendQueuedAt ?? 0) - (b.sendQueuedAt ?? 0));
  const notSent = 'This message was not sent: the page closed before it went.';
  for (const stored of queued.filter((each) => each.sendDueAt === undefined)) {
    await returnToEditor(stored, notSent);
  }
  // Those whose Send stood wait, and are said to, until they go (at once when Gmail answers).
  due.push(...queued.filter((each) => each.sendDueAt !== undefined));
  waitingForConnection = due.length > 0;
  showWaiting();
  void drain();
}
