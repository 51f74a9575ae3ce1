/** What a search query is evaluated against: one stored message, its fields already decoded. */
export interface SearchableMessage {
  id: string;
  threadId: string;
  labelIds: readonly string[];
  /** Decoded header values as written, e.g. 'Ann Lee <ann@example.com>'. */
  from: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  filenames: readonly string[];
  hasAttachment: boolean;
  /** Epoch ms. */
  internalDate: number;
  sizeEstimate: number;
  /** Message-ID header without angle brackets. */
  rfc822MessageId: string;
  /** Decoded body text. */
  text: string;
}

export interface SearchContext {
  /** Reference time for newer_than / older_than. */
  now: Date;
  /** User label name (case-insensitive) → label id, for `label:`. System labels are known already. */
  userLabels?: ReadonlyMap<string, string>;
  /**
   * The signed-in user's address. Optional because only `from:me` / `to:me` / `cc:me` / `bcc:me` need it;
   * without it `me` is searched as the text "me".
   */
  selfAddress?: string;
}

export interface CompiledSearch {
  matches(message: SearchableMessage): boolean;
  /** True when the query itself asks for SPAM / TRASH (in:anywhere, in:spam, in:trash, label:spam …). */
  includesSpamTrash: boolean;
}
