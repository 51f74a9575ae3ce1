import type { Shortcut } from '@mail/event-bus';

/** The key that starts Gmail's two-key moves. */
export const GO_TO_KEY = 'g';

/** How long a `g` waits for its second key before it is forgotten, as in Gmail. */
export const GO_TO_WAIT_MS = 1500;

/** Where `g` then a key goes (docs/behaviour/keyboard.md#everywhere). */
const DESTINATIONS: readonly (Shortcut & { secondKey: string; path: string })[] = [
  { secondKey: 'i', path: '/', keys: ['g i'], description: 'Go to Important' },
  { secondKey: 't', path: '/?view=sent', keys: ['g t'], description: 'Go to Sent' },
  { secondKey: 'd', path: '/?view=drafts', keys: ['g d'], description: 'Go to Drafts' },
  { secondKey: 's', path: '/?view=starred', keys: ['g s'], description: 'Go to Starred' },
];

/** As the `?` list shows them. */
export const GO_TO_SHORTCUTS: readonly Shortcut[] = DESTINATIONS;

/** The path the key pressed right after a `g` goes to; none for any other key. */
export function goToPath(secondKey: string): string | undefined {
  return DESTINATIONS.find((destination) => destination.secondKey === secondKey)?.path;
}
