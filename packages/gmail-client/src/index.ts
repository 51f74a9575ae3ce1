// The public API of @mail/gmail-client, a shared singleton between independently deployed remotes:
// everything here is a contract. Internal modules are not exported.
export { configureGoogleClient, getGoogleClient } from './default-client';
export {
  createGoogleClient,
  isOffline,
  type CalendarEvent,
  type CallOptions,
  type ConnectionSignals,
  type GmailBatchCall,
  type GmailRequest,
  type GmailThread,
  type GoogleClient,
  type GoogleClientOptions,
  type ListEventsParams,
  type ListMailboxPageParams,
  type MessageRef,
  type UserProfile,
} from './google-client';
export {
  GoogleApiError,
  NetworkError,
  describeGoogleError,
  isAbortError,
  isPassingFailure,
  isScopeRefusal,
} from './errors';
export {
  MAILBOX_PAGE_SIZE,
  newerHistoryId,
  type MailboxPage,
  type ThreadListQuery,
  type ThreadRows,
} from './mailbox-page';
export type { MailListItem } from './mail-list-item';
export type { EmailAddress } from './address';
export type { Delivery, RetryOptions } from './retry-policy';
export type { BatchPartOutcome } from './gmail-batch';
// Reading a conversation (@mail/gmail-client/thread), the send-MIME builder (@mail/gmail-client/mime),
// the compose rules (@mail/gmail-client/rules), sending and drafts (@mail/gmail-client/drafts) and
// triage actions with their undo (@mail/gmail-client/triage) are entry points of their own, so the
// first screen does not download them.
