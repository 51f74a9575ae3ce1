import { useEffect, useMemo, useRef } from 'react';
import { getGoogleClient } from '@mail/gmail-client';

/** How long a row must stay hovered or focused before its thread loads: passing over it costs nothing. */
const INTENT_DELAY_MS = 80;

/**
 * Handlers for a row: when the reader rests on it (mouse or j/k focus), its conversation is loaded
 * ahead, so Enter or a click opens it with no request.
 */
export function usePrefetchIntent(threadId: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const start = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => getGoogleClient().prefetchThread(threadId), INTENT_DELAY_MS);
    };
    const cancel = () => clearTimeout(timer.current);
    return { onMouseEnter: start, onFocus: start, onMouseLeave: cancel, onBlur: cancel };
  }, [threadId]);
}
