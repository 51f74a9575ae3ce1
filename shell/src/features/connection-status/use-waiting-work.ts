import { useState } from 'react';
import { useBusEvent, type MailEventOf } from '@mail/event-bus';

/** One piece of work a remote holds for the connection, as 'status/waiting' described it. */
export type WaitingWork = Omit<MailEventOf<'status/waiting'>, 'type' | 'message'> & {
  message: string;
};

/** The work waiting for the connection, in the order it was first announced. */
export function useWaitingWork(): WaitingWork[] {
  const [work, setWork] = useState<WaitingWork[]>([]);
  useBusEvent('status/waiting', ({ id, message, action }) =>
    setWork((current) => {
      const entry = message === null ? null : { id, message, ...(action ? { action } : {}) };
      const index = current.findIndex((each) => each.id === id);
      if (index === -1) return entry ? [...current, entry] : current;
      return entry
        ? current.map((each, at) => (at === index ? entry : each))
        : current.filter((each) => each.id !== id);
    }),
  );
  return work;
}
