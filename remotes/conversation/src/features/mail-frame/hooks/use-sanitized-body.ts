import { useEffect, useMemo, useState } from 'react';
import {
  sanitizeForReading,
  sanitizeForReadingInSlices,
  type MarkupCut,
  type ReadingOptions,
  type SanitizedMail,
} from '@mail/mail-html';

/** Cleaned at once below this (a few milliseconds): most mail shows in the first render. */
const CLEAN_AT_ONCE_CHARACTERS = 64 * 1024;

/**
 * The body cleaned for the mail frame: small mail at once, larger mail a slice at a time so that it
 * never blocks the page (docs/architecture.md#large-mail), only its first part when given where to
 * cut it (a body to show clipped). Undefined until the first cleaning is done; cleaning again (the
 * reader allowed remote content, or asked for the entire message) keeps the last result until the
 * new one is.
 */
export function useSanitizedBody(
  html: string,
  options: ReadingOptions,
  cut: MarkupCut | undefined,
): SanitizedMail | undefined {
  const atOnce = useMemo(
    () => (html.length <= CLEAN_AT_ONCE_CHARACTERS ? sanitizeForReading(html, options) : undefined),
    [html, options],
  );
  const [sliced, setSliced] = useState<SanitizedMail>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (atOnce) return;
    const cancel = new AbortController();
    sanitizeForReadingInSlices(html, options, cancel.signal, cut).then(
      setSliced,
      (error: unknown) => {
        if (!cancel.signal.aborted) setFailure({ error });
      },
    );
    return () => cancel.abort();
  }, [html, options, cut, atOnce]);
  // As a failure to clean at once would: the message's error boundary says so.
  if (failure) throw failure.error;
  return atOnce ?? sliced;
}
