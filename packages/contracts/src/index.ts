export type { OriginalAttachment, OriginalInlineImage, ReplyContext } from './reply-context';
export type { ApiOrigins, RemoteLocation, RemoteName, RuntimeConfig } from './runtime-config';
export {
  INLINE_RUNTIME_CONFIG_ID,
  parseRuntimeConfig,
  REMOTE_NAMES,
  RuntimeConfigError,
} from './runtime-config';
export { SKIP_TARGET_ATTRIBUTE } from './remote-modules';
export type {
  CalendarEmbedMount,
  CalendarEmbedOptions,
  ComposeMode,
  ComposePopupProps,
  ComposeRequest,
  ConversationProps,
  DayCalendarProps,
  MailboxLocation,
  MailboxProps,
  MailboxUrlView,
  MonthCalendarProps,
  RemoteFunctions,
  RemoteModules,
  ReplyEditorProps,
  StartFirstScreenList,
} from './remote-modules';
export type { AfterTriage } from './after-triage';
export {
  AFTER_TRIAGE_CHOICES,
  AFTER_TRIAGE_KEY,
  afterTriage,
  setAfterTriage,
} from './after-triage';
export {
  isTrustedSender,
  trustedSenders,
  trustSender,
  TRUSTED_SENDERS_KEY,
  untrustSender,
} from './trusted-senders';
