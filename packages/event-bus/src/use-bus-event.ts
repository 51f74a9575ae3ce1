import { useEffect, useEffectEvent } from 'react';
import { on } from './bus';
import type { MailEventOf, MailEventType } from './events';

/**
 * Calls `handler` for each event of `type` while the component is mounted. The latest `handler` is
 * always the one called; changing it does not resubscribe.
 */
export function useBusEvent<T extends MailEventType>(
  type: T,
  handler: (event: MailEventOf<T>) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const subscription = on(type).subscribe((event) => onEvent(event));
    return () => subscription.unsubscribe();
  }, [type]);
}
