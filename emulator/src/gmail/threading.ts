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

/**
 * Gmail's rule: a message joins a thread when its References or In-Reply-To names a message of that
 * thread and its normalized subject matches the thread's. Undefined means a new thread.
 */
export function findThread(headers: MessageHeaders, lookup: ThreadLookup): string | undefined {
  const subject = normalizeSubject(headers.subject);
  const referenced = [headers.inReplyTo, ...[...headers.references].reverse()].filter(Boolean);
  for (const rfc822Id of new Set(referenced)) {
    for (const candidate of lookup.withRfc822Id(rfc822Id)) {
      const sameSubject = lookup
        .threadMessages(candidate.threadId)
        .some((message) => message.threadSubject === subject);
      if (sameSubject) return candidate.threadId;
    }
  }
  return undefined;
}
