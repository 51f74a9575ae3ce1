/**
 * Reads until `done` holds, for up to `timeoutMs` (default 15 s; the Gmail Drafts sync runs at
 * most every 3 s): for state the browser does not show, such as what the stand-in now holds.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
