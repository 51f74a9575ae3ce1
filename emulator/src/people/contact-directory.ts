import { createHash } from 'node:crypto';
import type { MailStore } from '../gmail/mail-store';
import type { StoredMessage } from '../gmail/stored-message';

/** Which of Google's two lists a contact is on. */
export type ContactSource = 'CONTACT' | 'OTHER_CONTACT';

/** One person of the user's contacts, built from the mailbox. */
export interface Contact {
  source: ContactSource;
  /** `people/c…` for a saved contact, `otherContacts/c…` for another contact. */
  resourceName: string;
  /** The id inside the resource name (Google's source id). */
  id: string;
  etag: string;
  /** '' when no message gave a display name. */
  name: string;
  /** Lower-cased. */
  email: string;
}

export interface ContactLists {
  /** People the user has written to (Google's saved contacts, people:searchContacts). */
  saved: readonly Contact[];
  /** People who wrote to the user and are not saved (otherContacts:search). */
  other: readonly Contact[];
}

/** `Name <address>`, `"Name" <address>` or a bare address, in an already decoded header value. */
const MAILBOX =
  /(?:"((?:[^"\\]|\\.)*)"|([^",<>]*?))\s*<([^<>\s@]+@[^<>\s@]+)>|([^\s<>,;"]+@[^\s<>,;"]+)/g;

/** The named mailboxes of an address header value; names unquoted, addresses lower-cased. */
export function mailboxesOf(headerValue: string): { name: string; email: string }[] {
  return [...headerValue.matchAll(MAILBOX)].map((match) => {
    const [, quoted, bare, angled, plain] = match;
    const name = (quoted?.replace(/\\(.)/g, '$1') ?? bare ?? '').trim();
    return { name, email: (angled ?? plain ?? '').toLowerCase() };
  });
}

/** Google's ids are long decimal numbers; ours are derived from the address, so they stay put. */
function contactOf(source: ContactSource, name: string, email: string): Contact {
  const digest = createHash('sha256').update(`${source}:${email}`).digest();
  const id = `c${digest.readBigUInt64BE(0).toString()}`;
  const etag = `%E${digest.subarray(8, 20).toString('base64url')}`;
  const prefix = source === 'CONTACT' ? 'people' : 'otherContacts';
  return { source, resourceName: `${prefix}/${id}`, id, etag, name, email };
}

/**
 * Every address of `headers` of the messages (newest first), first name seen kept: the most recent
 * correspondent comes first, as Google ranks by interaction.
 */
function collect(
  messages: readonly StoredMessage[],
  headers: (message: StoredMessage) => string[],
  skip: ReadonlySet<string>,
): Map<string, string> {
  const found = new Map<string, string>();
  for (const message of messages) {
    for (const { name, email } of headers(message).flatMap(mailboxesOf)) {
      if (skip.has(email)) continue;
      if (!found.has(email)) found.set(email, name);
      else if (!found.get(email) && name) found.set(email, name);
    }
  }
  return found;
}

/**
 * The user's contacts as the mailbox shows them: whoever the user has written to is a saved contact,
 * whoever wrote to the user (spam aside) and is not saved is an "other contact", the list Google fills
 * from mail. Rebuilt when the mailbox changes.
 */
export class ContactDirectory {
  private cached: { version: number; lists: ContactLists } | undefined;

  constructor(
    private readonly store: MailStore,
    private readonly ownEmail: string,
  ) {}

  lists(): ContactLists {
    if (this.cached?.version !== this.store.version) {
      this.cached = { version: this.store.version, lists: this.build() };
    }
    return this.cached.lists;
  }

  private build(): ContactLists {
    const messages = this.store.all();
    const own = new Set([this.ownEmail.toLowerCase()]);
    const written = collect(
      messages.filter((message) => message.labelIds.includes('SENT')),
      (message) => [message.to, message.cc, message.bcc],
      own,
    );
    const wrote = collect(
      messages.filter(
        (message) => !message.labelIds.includes('SENT') && !message.labelIds.includes('SPAM'),
      ),
      (message) => [message.from],
      new Set([...own, ...written.keys()]),
    );
    const toContacts = (source: ContactSource, found: Map<string, string>) =>
      [...found].map(([email, name]) => contactOf(source, name, email));
    return { saved: toContacts('CONTACT', written), other: toContacts('OTHER_CONTACT', wrote) };
  }
}
