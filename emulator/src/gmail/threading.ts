import type { MessageHeaders } from '../mime/types';

const REPLY_PREFIX = /^\s*(?:re|fwd?|aw|sv)\s*(?:\[\d+\])?\s*:\s*/i;

/** A subject with reply and forward prefixes (Re:, Fwd:, Fw:, AW:, SV:) stripped, trimmed, lower-cased. */
export function normalizeSubject(subject: string): string {
  let rest = subject;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(REPLY_PREFIX, '');
  }
  return rest.replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface ThreadCandidate {
  threadId: string;
  threadSubject: string;
}

export interface ThreadLookup {
  /** Stored messages whose Message-ID is `rfc822Id`. */
  withRfc822Id(rfc822Id: string): readonly ThreadCandidate[];
  /** The messages of a thread. */
  threadMessages(threadId: string): readonly ThreadCandidate[];
}

/** What threading reads of a message's headers. */
export type ThreadingHeaders = Pick<MessageHeaders, 'subject' | 'inReplyTo'> & {
  references: readonly string[];
};

/** The Message-IDs a message refers to, the most direct first: In-Reply-To, then References backwards. */
function referencedIds(headers: ThreadingHeaders): string[] {
  return [...new Set([headers.inReplyTo, ...[...headers.references].reverse()].filter(Boolean))];
}

function subjectMatches(threadId: string, subject: string, lookup: ThreadLookup): boolean {
  return lookup.threadMessages(threadId).some((message) => message.threadSubject === subject);
}

/**
 * Gmail's rule: a message joins a thread when its References or In-Reply-To names a message of that
 * thread and its normalized subject matches the thread's. Undefined means a new thread.
 */
export function findThread(headers: ThreadingHeaders, lookup: ThreadLookup): string | undefined {
  const subject = normalizeSubject(headers.subject);
  for (const rfc822Id of referencedIds(headers)) {
    for (const candidate of lookup.withRfc822Id(rfc822Id)) {
      if (subjectMatches(candidate.threadId, subject, lookup)) return candidate.threadId;
    }
  }
  return undefined;
}

/**
 * Whether a message may go into the thread a request names (messages.send / insert `threadId`): Gmail
 * also wants In-Reply-To or References naming a message of that thread, and a matching subject. A
 * request that falls short gets a new thread, not an error.
 */
export function mayJoinThread(
  headers: ThreadingHeaders,
  threadId: string,
  lookup: ThreadLookup,
): boolean {
  const inThread = new Set(
    referencedIds(headers).flatMap((rfc822Id) =>
      lookup.withRfc822Id(rfc822Id).map((candidate) => candidate.threadId),
    ),
  );
  return (
    inThread.has(threadId) && subjectMatches(threadId, normalizeSubject(headers.subject), lookup)
  );
}
