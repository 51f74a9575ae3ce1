export {
  HISTORY_EXPIRED,
  listMailboxChanges,
  type HistoryClient,
  type MailboxChanges,
} from './mailbox-changes';
