import type { DocSet } from './doc-set';

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
  /** The store's indexes: with them a query also gets a `plan` that looks words and labels up. */
  index?: SearchIndex;
}

/** Document sets of the store's messages, by word and by label (see plan.ts). */
export interface SearchIndex {
  /** One more than the highest document number given so far. */
  readonly size: number;
  docNumber(message: SearchableMessage): number;
  /** The messages with this whole word (as wordsOf gives it) in From, To, Cc, Subject or the text. */
  withWord(word: string): DocSet;
  /** The messages with this whole word in the Subject. */
  withSubjectWord(word: string): DocSet;
  withLabel(labelId: string): DocSet;
}

export interface CompiledSearch {
  matches(message: SearchableMessage): boolean;
  /** True when the query itself asks for SPAM / TRASH (in:anywhere, in:spam, in:trash, label:spam …). */
  includesSpamTrash: boolean;
  /** Given `context.index`: the matches as index look-ups, exactly what `matches` accepts. */
  plan?: SearchPlan;
}

/** A query answered from the indexes: the messages of `docs` that also pass `residual`. */
export interface SearchPlan {
  /** A superset of the matches, or null for every message. */
  docs: DocSet | null;
  /** What a message of `docs` must also pass, or null when `docs` is exactly the matches. */
  residual: ((message: SearchableMessage) => boolean) | null;
}
