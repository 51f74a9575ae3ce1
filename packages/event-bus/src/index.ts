export { events$, on, publish } from './bus';
export type {
  AlertKind,
  ComposeMode,
  ConnectionStatus,
  MailEvent,
  MailEventOf,
  MailEventType,
  ResumeReason,
  SignOutReason,
} from './events';
export { useBusEvent } from './use-bus-event';
