import type { MailCharset } from './charsets';
import type { Mailbox, WordEncoding } from './mailer-header-encoding';
import type { TransferEncoding } from './transfer-encoders';
import people from '../../seed-data/people.json';

/** How one sender's mail program writes messages. */
export interface MailStyle {
  charset: MailCharset;
  words: WordEncoding;
  transfer: TransferEncoding;
  format: 'plain' | 'html' | 'alternative';
  replyPrefix: string;
  /** X-Mailer or User-Agent value, when the program writes one. */
  mailer?: readonly [header: string, value: string];
}

export type Language =
  'en' | 'fr' | 'de' | 'es' | 'pt' | 'sv' | 'ru' | 'el' | 'zh' | 'ja' | 'ar' | 'he';

export interface Person extends Mailbox {
  language: Language;
  style: MailStyle;
  /** Minutes east of UTC of the zone in this person's Date headers; 'local' for the user's zone. */
  utcOffset: number | 'local';
}

/**
 * A person as emulator/seed-data/people.json writes them: a style by name; the offset is the user's
 * zone and the language English unless given.
 */
interface PersonData {
  name: string;
  email: string;
  style: string;
  utcOffset?: number;
  language?: string;
}

// JSON widens the charset, encoding and format names to strings; the seed tests parse what each style writes
const STYLES = people.styles as unknown as Readonly<Record<string, MailStyle>>;

function person(data: PersonData): Person {
  const style = STYLES[data.style];
  if (!style) throw new Error(`seed data: ${data.name} writes with an unknown style ${data.style}`);
  return {
    name: data.name,
    email: data.email,
    style,
    utcOffset: data.utcOffset ?? 'local',
    language: (data.language ?? 'en') as Language,
  };
}

const byKey = <K extends string>(group: Readonly<Record<K, PersonData>>): Record<K, Person> =>
  Object.fromEntries(
    Object.entries<PersonData>(group).map(([key, data]) => [key, person(data)]),
  ) as Record<K, Person>;

export const USER: Person = person(people.user);

/** Colleagues at example.com, writing English from assorted mail programs. */
export const COLLEAGUES: readonly Person[] = people.colleagues.map(person);

export const FAMILY_AND_FRIENDS: readonly Person[] = people.familyAndFriends.map(person);

/** People abroad writing in their own language and charset. */
export const ABROAD = byKey(people.abroad);

/** Senders of bulk and automated mail. */
export const SENDERS = byKey(people.senders);

export const MAILING_LIST: Mailbox = people.mailingList;

/** Senders of junk: only seen in SPAM and TRASH. */
export const SPAMMERS: readonly Person[] = people.spammers.map(person);
