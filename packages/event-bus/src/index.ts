export { events$, on, publish } from './bus';
export type {
  AccessArea,
  AlertKind,
  ComposeMode,
  ConnectionStatus,
  MailEvent,
  MailEventOf,
  MailEventType,
  ResumeReason,
  SignOutReason,
} from './events';
export { listOrder, publishListOrder } from './list-order';
export type { ListedThread } from './list-order';
export { isTypingTarget, registerShortcuts, shortcutKey, useShortcuts } from './shortcuts';
export type { Shortcut, ShortcutArea } from './shortcuts';
export { useBusEvent } from './use-bus-event';
