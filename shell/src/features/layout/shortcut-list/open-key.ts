/** The key that shows the shortcut list (its own module: the list and the hook both read it). */
export const OPEN_KEY = '?';
