import type { MessageHeaders } from '../mime/types';
import { findThread, mayJoinThread, normalizeSubject, type ThreadCandidate } from './threading';

const headers = (subject: string, inReplyTo = '', references: string[] = []): MessageHeaders => ({
  subject,
  from: '',
  to: '',
  cc: '',
  bcc: '',
  date: undefined,
  messageId: '',
  inReplyTo,
  references,
});

describe('normalizeSubject', () => {
  it.each([
    ['Re: Plans', 'plans'],
    ['RE: re: Fwd: Plans ', 'plans'],
    ['Fw: AW: SV: Plans', 'plans'],
    ['Re[2]: Plans', 'plans'],
    ['  Quarterly   report ', 'quarterly report'],
    ['Regarding plans', 'regarding plans'],
  ])('%s → %s', (subject, expected) => {
    expect(normalizeSubject(subject)).toBe(expected);
  });
});

const byRfcId: Record<string, ThreadCandidate[]> = {
  'root@x': [{ threadId: 'T1', threadSubject: 'plans' }],
  'other@x': [{ threadId: 'T2', threadSubject: 'budget' }],
};
const threads: Record<string, ThreadCandidate[]> = {
  T1: [{ threadId: 'T1', threadSubject: 'plans' }],
  T2: [{ threadId: 'T2', threadSubject: 'budget' }],
};
const lookup = {
  withRfc822Id: (id: string) => byRfcId[id] ?? [],
  threadMessages: (id: string) => threads[id] ?? [],
};

describe('findThread', () => {
  it('joins the thread named by In-Reply-To when the subject matches', () => {
    expect(findThread(headers('Re: Plans', 'root@x'), lookup)).toBe('T1');
  });

  it('joins through References too', () => {
    expect(findThread(headers('RE: plans', '', ['nobody@x', 'root@x']), lookup)).toBe('T1');
  });

  it('starts a new thread when the subject differs', () => {
    expect(findThread(headers('Re: Something else', 'root@x'), lookup)).toBeUndefined();
  });

  it('starts a new thread when no reference is known', () => {
    expect(findThread(headers('Re: Plans', 'unknown@x'), lookup)).toBeUndefined();
  });
});

describe('mayJoinThread', () => {
  it('lets a reply into the thread it names when it refers to a message there with the same subject', () => {
    expect(mayJoinThread(headers('Re: Plans', 'root@x'), 'T1', lookup)).toBe(true);
    expect(mayJoinThread(headers('Plans', '', ['root@x']), 'T1', lookup)).toBe(true);
  });

  it('keeps out a message without a reference into that thread, or with another subject', () => {
    expect(mayJoinThread(headers('Re: Plans'), 'T1', lookup)).toBe(false);
    expect(mayJoinThread(headers('Re: Plans', 'other@x'), 'T1', lookup)).toBe(false);
    expect(mayJoinThread(headers('Re: Budget', 'root@x'), 'T1', lookup)).toBe(false);
  });
});
