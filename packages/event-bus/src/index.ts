export { events$, on, publish } from './bus';
export type {
  AlertKind,
  ComposeMode,
  MailEvent,
  MailEventOf,
  MailEventType,
  SignOutReason,
} from './events';
export { useBusEvent } from './use-bus-event';
