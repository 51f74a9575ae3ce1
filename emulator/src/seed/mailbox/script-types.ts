import type { FileRef } from './attachment-files';

/**
 * A conversation written as turns. `them` is the main correspondent, `other` an optional third person
 * (copied on the first message), `me` the user. Texts may use {them}, {other}, {me} (first names) and
 * {weekday} (a weekday after the message's date); greetings and sign-offs are added when composing.
 */
export interface Turn {
  by: 'them' | 'me' | 'other';
  text: string;
  attach?: readonly FileRef[];
}

export interface Script {
  subject: string;
  turns: readonly Turn[];
  /** User label names for the whole thread. */
  labels?: readonly string[];
  important?: boolean;
  /** Copy `other` on the first message. */
  cc?: boolean;
}
