import type { ComposeMode, ReplyContext } from '@mail/contracts';

export type { ComposeMode };

/** The look of an alert banner: info is blue, success green, error red. */
export type AlertKind = 'info' | 'success' | 'error';

/** Why a session ended: the user logged out, an API call answered 401, or the token's lifetime ran out. */
export type SignOutReason = 'user' | 'unauthorized' | 'expired';

/** A part of the product that needs its own scope, which Google lets the user refuse. */
export type AccessArea = 'mail' | 'calendar' | 'contacts';

/**
 * How the page reaches Google, as gmail-client sees it; the shell's status line says it in words.
 * `retryAt` (epoch ms) is when the next try goes out, for a countdown.
 */
export type ConnectionStatus =
  | { state: 'online' }
  /** The browser is offline. */
  | { state: 'offline' }
  /** Google answered 429 or a 403 rate limit. */
  | { state: 'rate-limited'; retryAt: number }
  /** Google answered 403 dailyLimitExceeded or quotaExceeded; `retryAt` is the next probe. */
  | { state: 'daily-limit'; retryAt: number }
  /** Google answered 5xx. */
  | { state: 'server-error'; retryAt: number }
  /** Requests got no answer (refused, dropped, timed out), or the browser is back and being checked. */
  | { state: 'reconnecting' };

/**
 * Why what is on screen should load again: Google answers again after a passing fault
 * ('reconnected'), the tab is shown again after a long time ('visible'), or the user granted a
 * scope they had refused ('granted').
 */
export type ResumeReason = 'reconnected' | 'visible' | 'granted';

/**
 * Every event that crosses a remote boundary, keyed by `type`. Adding a member is a minor change;
 * renaming or removing one, or changing a field, is a new major version of this package.
 */
export type MailEvent =
  /**
   * Show the shell's alert banner; it closes itself after `durationMs` (default 3000). With an
   * `action`, it shows a button that publishes 'alert/action' with the action's id (e.g. Undo).
   */
  | {
      type: 'alert/show';
      kind: AlertKind;
      message: string;
      durationMs?: number;
      action?: { label: string; id: string };
    }
  /** The reader pressed the action button of an alert. */
  | { type: 'alert/action'; id: string }
  /**
   * Open the editor; `replyContext` is required for reply, replyAll and forward; `gmailDraft` opens a
   * draft from the account's Gmail Drafts (by its message id).
   */
  | {
      type: 'compose/open';
      mode: ComposeMode;
      replyContext?: ReplyContext;
      gmailDraft?: { messageId: string };
    }
  | { type: 'compose/close' }
  /**
   * Discard draft on a row of the Drafts view: compose deletes the conversation's draft (Gmail and
   * this device) behind "Draft discarded." with Undo.
   */
  | { type: 'drafts/discard'; threadId: string }
  /**
   * A reply that was not sent (Undo, a failed send, the page closed during its undo delay) is the
   * thread's reply draft again: the conversation showing that thread opens its editor.
   */
  | { type: 'compose/reply-returned'; threadId: string }
  /** A message was sent; ids as Gmail answered them. */
  | { type: 'mail/sent'; id: string; threadId: string }
  /**
   * @deprecated Published only by conversation builds from before `threads/labels-changed`; the
   * mailbox still follows it so such a build, deployed on its own, keeps working. Goes in version 2.
   */
  | { type: 'thread/archived'; threadId: string }
  /**
   * Conversations' labels changed (a triage action, its undo, or its roll-back when Google refused):
   * each thread's `labels` are now these, the union over its messages. Published as the change is
   * shown, before Google answers, so every remote shows the same state at once.
   */
  | { type: 'threads/labels-changed'; threads: { threadId: string; labels: string[] }[] }
  | { type: 'thread/read'; threadId: string }
  /** The reader marked the conversation unread (its newest message): its row shows unread. */
  | { type: 'thread/unread'; threadId: string }
  /** A star was set or taken off in the conversation; `starred`: whether any of its messages has one now. */
  | { type: 'thread/starred'; threadId: string; starred: boolean }
  | { type: 'auth/signed-out'; reason: SignOutReason }
  /**
   * An area without its scope asks for it (a click on its "Allow" button): the shell's sign-in client
   * asks Google for that scope, keeping those granted. Published from the click, so the popup opens.
   */
  | { type: 'auth/access-requested'; area: AccessArea }
  /** The mailbox showed its first rows: what the reader may open next can now load at idle. */
  | { type: 'mailbox/rows-shown' }
  /** The connection to Google changed (published by the page-wide gmail-client). */
  | { type: 'connection/status'; status: ConnectionStatus }
  /**
   * Load what is on screen again now (published by the page-wide gmail-client): calls that failed for
   * a passing reason would succeed, or the tab was hidden for long.
   */
  | { type: 'connection/resumed'; reason: ResumeReason }
  /**
   * Work a remote holds until the connection is back (compose's outbox), shown in the shell's status
   * line under its `id`; `message: null` takes it away. With an `action`, the line shows a button
   * that publishes 'alert/action' with the action's id (e.g. Cancel).
   */
  | {
      type: 'status/waiting';
      id: string;
      message: string | null;
      action?: { label: string; id: string };
    };

export type MailEventType = MailEvent['type'];

/** The event whose `type` is `T`. */
export type MailEventOf<T extends MailEventType> = Extract<MailEvent, { type: T }>;
