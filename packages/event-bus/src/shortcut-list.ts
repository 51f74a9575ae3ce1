import { shortcutRegistry, type Shortcut, type ShortcutArea } from './shortcuts';

/**
 * What the `?` dialog reads, apart from the registry itself so that it stays out of the code every
 * screen loads first (`@mail/event-bus/shortcut-list`).
 */

/** The order of the areas in the list. */
const AREAS: readonly ShortcutArea[] = ['Mailbox', 'Conversation', 'Compose', 'Everywhere'];

/** Every shortcut registered now, by area (areas with none left out), each listed once. */
export function registeredShortcuts(): { area: ShortcutArea; shortcuts: Shortcut[] }[] {
  return AREAS.map((area) => {
    const byDescription = new Map<string, Shortcut>();
    for (const registration of shortcutRegistry) {
      if (registration.area !== area) continue;
      for (const shortcut of registration.shortcuts) {
        byDescription.set(shortcut.description, shortcut);
      }
    }
    return { area, shortcuts: [...byDescription.values()] };
  }).filter(({ shortcuts }) => shortcuts.length > 0);
}
