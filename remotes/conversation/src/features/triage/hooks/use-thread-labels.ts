import { useMemo, useState } from 'react';
import { useBusEvent } from '@mail/event-bus';
import type { ConversationThread } from '@mail/gmail-client/thread';

const NO_LABELS: readonly string[] = [];

const unionOfLabels = (thread: ConversationThread): readonly string[] => [
  ...new Set(thread.messages.flatMap((message) => message.labelIds)),
];

const withLabel = (labels: readonly string[], label: string, present: boolean) =>
  present
    ? labels.includes(label)
      ? labels
      : [...labels, label]
    : labels.filter((each) => each !== label);

/**
 * The thread's labels (the union over its messages) as they are now: as loaded, then as every remote
 * changes them (a triage here or in the list, its undo or roll-back, read, unread, star), so the
 * header offers what applies and a triage starts from the labels the thread really has.
 */
export function useThreadLabels(thread: ConversationThread | undefined): readonly string[] {
  // What changed since the thread loaded; the screen is keyed by thread, so this is always its own.
  const [changed, setChanged] = useState<readonly string[] | null>(null);
  const loaded = useMemo(() => (thread ? unionOfLabels(thread) : NO_LABELS), [thread]);
  const change = (update: (labels: readonly string[]) => readonly string[]) =>
    setChanged((latest) => update(latest ?? loaded));
  const threadId = thread?.id;

  useBusEvent('threads/labels-changed', ({ threads }) => {
    const mine = threads.find((each) => each.threadId === threadId);
    if (mine) change(() => mine.labels);
  });
  useBusEvent('thread/read', (event) => {
    if (event.threadId === threadId) change((labels) => withLabel(labels, 'UNREAD', false));
  });
  useBusEvent('thread/unread', (event) => {
    if (event.threadId === threadId) change((labels) => withLabel(labels, 'UNREAD', true));
  });
  useBusEvent('thread/starred', (event) => {
    if (event.threadId === threadId)
      change((labels) => withLabel(labels, 'STARRED', event.starred));
  });
  return changed ?? loaded;
}
