// @mail/gmail-client/triage: archive, delete, spam, read, star and label conversations, one request
// for any number of them, and undo the last action; an entry of its own so that the first screen
// does not download it. The calls go through the page's one client (`GoogleClient.batchGmail`).
import { on, publish } from '@mail/event-bus';
// The package's own name, not '../default-client': the page's one client lives in the shared main
// entry, which a copy bundled with this entry would not be.
import { getGoogleClient } from '@mail/gmail-client';
import type { TriageAction } from './label-change';
import { createTriageSession, type TriageTarget } from './triage-session';

export type { TriageAction, TriageTarget };

const session = createTriageSession({ client: getGoogleClient, publish });

// The Undo button of the alert a triage showed.
on('alert/action').subscribe(({ id }) => session.alertActionPressed(id));

/** Applies the action to every target with ONE request; resolves true when Google took it. */
export function triage(action: TriageAction, targets: readonly TriageTarget[]): Promise<boolean> {
  return session.triage(action, targets);
}

/** Undoes the last triage action still undoable (the `z` key); false when there is none. */
export function undoLastTriage(): Promise<boolean> {
  return session.undoLastTriage();
}
