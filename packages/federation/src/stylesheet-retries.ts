import { backoffDelay, defaultRetryPolicy, retryUrl, wait, type RetryPolicy } from './backoff';

/**
 * A `<link rel="stylesheet">` that asks for its file again with backoff (`?retry=n`) when it fails.
 * The federation runtime adds an exposed module's stylesheet itself, before the remote's own loader
 * runs, and keeps the element whatever happens; the remote's loader then takes any such link as its
 * stylesheet, loaded or not. So the link has to heal itself: a new href makes the browser load it
 * again in place.
 */
export function createRetryingStylesheet(
  url: string,
  attrs: Record<string, unknown>,
  policy: RetryPolicy = defaultRetryPolicy,
  pause: (ms: number) => Promise<void> = wait,
): HTMLLinkElement {
  const link = document.createElement('link');
  // The runtime leaves the attributes to whoever makes the element.
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
  link.href = url;
  let retries = 0;
  // A listener, not onerror: the runtime sets and then clears its own handlers on the element.
  link.addEventListener('error', () => {
    if (retries >= policy.retries) return;
    const delay = backoffDelay(policy, retries);
    retries += 1;
    const next = retryUrl(url, retries);
    void pause(delay).then(() => {
      link.href = next;
    });
  });
  return link;
}
