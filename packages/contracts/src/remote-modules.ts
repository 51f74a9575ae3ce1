import type { ReplyContext } from './reply-context';
import type { ApiOrigins } from './runtime-config';

/**
 * The props of every module a remote exposes. Both sides import these types, so a change breaks the
 * type check rather than the user. Each exposed module's default export is a component taking them.
 */
/**
 * The attribute a screen puts on the element where its mail starts (focusable, `tabIndex={-1}`): the
 * shell's "Skip to mail" link focuses it, or the main area when the screen has none.
 */
export const SKIP_TARGET_ATTRIBUTE = 'data-skip-target';

/**
 * The mailbox's names for its views in the URL (`/?view=sent`, `/?view=label:Label_1` for a user
 * label's); a search is `q` instead.
 */
export type MailboxUrlView =
  | 'important'
  | 'others'
  | 'team'
  | 'ai'
  | 'sent'
  | 'drafts'
  | 'archived'
  | 'starred'
  | 'spam'
  | 'trash'
  | `label:${string}`;

/**
 * The mailbox's part of the URL, as the shell reads it from the query (`/?view=sent&page=2`,
 * `/?q=from:anna`). Values are as the URL has them: a view that is no `MailboxUrlView` means Important,
 * `page` counts from 1, and other parameters are ignored.
 */
export interface MailboxLocation {
  view?: string;
  q?: string;
  page?: string;
}

export interface MailboxProps {
  /** Opens a conversation (the shell owns routing). */
  onOpenThread(threadId: string, messageId: string): void;
  /** The view, search and page to show (the URL's). Without it the mailbox keeps them to itself. */
  location?: MailboxLocation;
  /**
   * The reader went to another view, search or page (`replace: false`, a new history entry), or the
   * mailbox shows something other than `location` asked for (a bad view, a page it cannot reach).
   */
  onLocationChange?(next: MailboxLocation, options: { replace: boolean }): void;
  /** What the screen shows, for the document title: 'Important', 'Sent Emails', 'Search: from:anna'. */
  onTitleChange?(title: string): void;
}

/**
 * The default export of the mailbox's ./FirstScreenList: starts loading the list the mailbox will
 * show first for `location` (the URL's, as `MailboxProps.location` has it), so that its rows are on
 * their way while the mailbox's screen loads; nothing for a view that makes no call, or offline.
 * Only the mailbox knows its views' queries: the shell calls this instead.
 */
export type StartFirstScreenList = (location: MailboxLocation) => void;

export interface ConversationProps {
  threadId: string;
  messageId: string;
  /** Back to the mailbox. */
  onBack(): void;
  /**
   * Open another conversation of the list in place of this one (`j` / `k`, what follows an archive):
   * Back still returns to the list.
   */
  onOpenThread(threadId: string, messageId: string): void;
  /** The conversation's subject once it has loaded, for the document title. */
  onTitleChange?(title: string): void;
}

/** How the editor opens: a blank message, or prefilled from a `ReplyContext`. */
export type ComposeMode = 'new' | 'reply' | 'replyAll' | 'forward';

/** What the compose popup was asked to open with (from a 'compose/open' event on the bus). */
export interface ComposeRequest {
  mode: ComposeMode;
  replyContext?: ReplyContext;
  /** A draft of the account's Gmail Drafts to go on with (the Drafts view), by its message id. */
  gmailDraft?: { messageId: string };
}

export interface ComposePopupProps {
  /** The latest open request; the shell mounts the popup on the first one. */
  request: ComposeRequest;
  /** The popup was closed (sent or discarded). */
  onClose(): void;
}

/** The conversation's Reply, Reply All and Forward: the editor inline under the thread's last message. */
export interface ReplyEditorProps {
  mode: Exclude<ComposeMode, 'new'>;
  /** What is answered or forwarded (docs/behaviour/compose.md#reply-context). */
  replyContext: ReplyContext;
  /** The thread's draft in Gmail Drafts, by its message id: the editor goes on with it. */
  gmailDraft?: { messageId: string };
  /** The message was sent; the conversation reloads to show it in the thread. */
  onSent(sent: { id: string; threadId: string }): void;
  /** Discard draft: the editor is cleared and closed (an alert offers Undo). */
  onCancel(): void;
  /** It opens by itself with a kept draft: the keys stay with the thread until the reader clicks in. */
  restored?: boolean;
  /**
   * Send took the message to go after the undo delay (or when the connection is back): the editor
   * closes; `compose/reply-returned` brings it back if it is not sent. Without it the reply goes at once.
   */
  onSendQueued?(): void;
}

export interface DayCalendarProps {
  /** Opens the month calendar full screen. */
  onOpenMonth(): void;
}

export interface MonthCalendarProps {
  onClose(): void;
}

/** ./embed: mounts the calendar into any element of any page, no React or router needed there. */
export interface CalendarEmbedOptions {
  /** Returns the current access token, or null when signed out. */
  getAccessToken(): string | null;
  /** Where the calendar API lives (the emulator or https://www.googleapis.com). */
  api: Pick<ApiOrigins, 'calendar'>;
  /** The view shown first (default 'day'); the month view covers the viewport, as in the shell. */
  view?: 'day' | 'month';
  /** The day to open on, as YYYY-MM-DD in the page's time zone (default today). */
  date?: string;
  /** Called once per rejected token when the calendar API answers 401, e.g. to sign in again. */
  onUnauthorized?(): void;
}

export type CalendarEmbedMount = (
  element: HTMLElement,
  options: CalendarEmbedOptions,
) => () => void;

/** What a remote's exposed module path maps to, checked by the shell's loader. */
export interface RemoteModules {
  'mailbox/Mailbox': MailboxProps;
  'conversation/Conversation': ConversationProps;
  'compose/ComposePopup': ComposePopupProps;
  'compose/ReplyEditor': ReplyEditorProps;
  'calendar/DayCalendar': DayCalendarProps;
  'calendar/MonthCalendar': MonthCalendarProps;
}

/** What an exposed module that is no component exports by default, by its path. */
export interface RemoteFunctions {
  'mailbox/FirstScreenList': StartFirstScreenList;
}
