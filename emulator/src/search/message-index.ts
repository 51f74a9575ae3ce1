import type { SearchableMessage } from './types';

/** The header and body fields a query compares as lower-cased text. */
export type TextField = 'from' | 'to' | 'cc' | 'bcc' | 'subject' | 'text';

/**
 * The lower-cased forms of one message that searches compare against, each computed the first time a
 * query needs it and then kept. Assumes a stored message's headers, body and filenames never change
 * (only its labelIds do, and those are read live from the message).
 */
export class IndexedMessage {
  private readonly lowerFields: Partial<Record<TextField, string>> = {};
  private lowerFilenames: readonly string[] | undefined;
  private lowerMessageId: string | undefined;

  constructor(readonly message: SearchableMessage) {}

  lower(field: TextField): string {
    return (this.lowerFields[field] ??= this.message[field].toLowerCase());
  }

  get filenames(): readonly string[] {
    return (this.lowerFilenames ??= this.message.filenames.map((name) => name.toLowerCase()));
  }

  get messageId(): string {
    return (this.lowerMessageId ??= this.message.rfc822MessageId.toLowerCase());
  }
}

const cache = new WeakMap<SearchableMessage, IndexedMessage>();

/** Keyed by the message object: the store hands out the same objects, so the cache outlives a query. */
export function indexMessage(message: SearchableMessage): IndexedMessage {
  let indexed = cache.get(message);
  if (!indexed) {
    indexed = new IndexedMessage(message);
    cache.set(message, indexed);
  }
  return indexed;
}
