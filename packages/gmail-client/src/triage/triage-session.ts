import type { MailEvent } from '@mail/event-bus';
import { describeGoogleError } from '../errors';
import { cryptoRandomBytes, randomToken } from '../random';
import { doneText, notDoneText, notUndoneText, UNDONE_TEXT } from './alert-text';
import {
  applyLabelChange,
  changesNothing,
  labelChangeOf,
  reverseLabelChange,
  type LabelChange,
  type TriageAction,
} from './label-change';
import { sendThreadRequests, type ThreadRequest, type TriageClient } from './thread-requests';

/** A conversation and its labels now (the union over its messages, as MailListItem.labels). */
export interface TriageTarget {
  threadId: string;
  labels: readonly string[];
}

/** One conversation's labels before and after a change, and the change itself. */
interface ThreadLabelChange {
  threadId: string;
  before: readonly string[];
  after: readonly string[];
  change: LabelChange;
}

/** Long enough to read the alert and reach its Undo button (Gmail keeps it about 10 s too). */
export const UNDO_ALERT_MS = 10_000;

export interface TriageSessionOptions {
  /** The page's client, asked at each action (it is configured after this module loads). */
  client: () => TriageClient;
  publish: (event: MailEvent) => void;
}

export interface TriageSession {
  triage(action: TriageAction, targets: readonly TriageTarget[]): Promise<boolean>;
  undoLastTriage(): Promise<boolean>;
  /** An alert's action button was pressed: undoes when it is the newest action's Undo. */
  alertActionPressed(id: string): void;
}

/**
 * Triage actions and their undo. Each action shows its new labels at once ('threads/labels-changed'),
 * sends one request for every conversation, puts back the labels of those Google refused, and says
 * what was done; only the newest action that Google took is undoable, until the next one.
 */
export function createTriageSession({ client, publish }: TriageSessionOptions): TriageSession {
  let actionsStarted = 0;
  let undoable: { alertActionId: string; changes: ThreadLabelChange[] } | undefined;

  const showLabels = (threads: { threadId: string; labels: readonly string[] }[]) => {
    if (threads.length === 0) return;
    publish({
      type: 'threads/labels-changed',
      threads: threads.map(({ threadId, labels }) => ({ threadId, labels: [...labels] })),
    });
  };

  /** Shows the changes, sends them, and shows the old labels again where Google refused. */
  async function carryOut(
    changes: readonly ThreadLabelChange[],
    requestOf: (change: ThreadLabelChange) => ThreadRequest,
  ) {
    showLabels(changes.map(({ threadId, after }) => ({ threadId, labels: after })));
    const results = await sendThreadRequests(client(), changes.map(requestOf));
    const done = changes.filter((_change, index) => results[index]?.done);
    const failed = changes.filter((_change, index) => !results[index]?.done);
    showLabels(failed.map(({ threadId, before }) => ({ threadId, labels: before })));
    const firstFailure = results.find((result) => !result.done);
    const why = firstFailure && !firstFailure.done ? describeGoogleError(firstFailure.error) : '';
    return { done, failed, why };
  }

  async function triage(action: TriageAction, targets: readonly TriageTarget[]): Promise<boolean> {
    const actionNumber = ++actionsStarted;
    undoable = undefined;
    const changes = targets
      .map(({ threadId, labels }): ThreadLabelChange => {
        const change = labelChangeOf(action, labels);
        return { threadId, before: labels, after: applyLabelChange(labels, change), change };
      })
      .filter(({ change }) => !changesNothing(change));
    const { done, failed, why } = await carryOut(changes, ({ threadId, change }) => ({
      threadId,
      call: action === 'trash' ? 'trash' : change,
    }));
    const newest = actionNumber === actionsStarted;
    const alertActionId = `triage-undo-${randomToken(cryptoRandomBytes, 12)}`;
    if (newest && done.length > 0) undoable = { alertActionId, changes: done };
    if (failed.length > 0) {
      publish({
        type: 'alert/show',
        kind: 'error',
        message: notDoneText(action, failed.length, why),
        durationMs: UNDO_ALERT_MS,
      });
      return false;
    }
    publish({
      type: 'alert/show',
      kind: 'success',
      message: doneText(action, targets.length),
      durationMs: UNDO_ALERT_MS,
      ...(newest ? { action: { label: 'Undo', id: alertActionId } } : {}),
    });
    return true;
  }

  async function undoLastTriage(): Promise<boolean> {
    const last = undoable;
    if (!last) return false;
    undoable = undefined;
    const reversed = last.changes.map(({ threadId, before, after, change }) => ({
      threadId,
      before: after,
      after: before,
      change: reverseLabelChange(change),
    }));
    // A modify even after threads.trash: untrash would not put INBOX back (docs/google-api.md#triage).
    const { failed, why } = await carryOut(reversed, ({ threadId, change }) => ({
      threadId,
      call: change,
    }));
    if (failed.length > 0) {
      publish({ type: 'alert/show', kind: 'error', message: notUndoneText(failed.length, why) });
      return false;
    }
    publish({ type: 'alert/show', kind: 'success', message: UNDONE_TEXT });
    return true;
  }

  return {
    triage,
    undoLastTriage,
    alertActionPressed(id) {
      if (undoable?.alertActionId === id) void undoLastTriage();
    },
  };
}
