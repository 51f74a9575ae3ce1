import { render } from '@testing-library/react';
import { registeredShortcuts } from './shortcut-list';
import {
  isTypingTarget,
  registerShortcuts,
  shortcutKey,
  useShortcuts,
  type Shortcut,
} from './shortcuts';

const press = (
  key: string,
  held: Partial<Record<'ctrl' | 'meta' | 'alt' | 'shift', boolean>> = {},
) => ({
  key,
  ctrlKey: held.ctrl ?? false,
  metaKey: held.meta ?? false,
  altKey: held.alt ?? false,
  shiftKey: held.shift ?? false,
});

describe('the shortcut registry', () => {
  it('lists what is registered, grouped by area in a fixed order, until unregistered', () => {
    const unregisterCompose = registerShortcuts('Compose', [
      { keys: ['Mod+Enter'], description: 'Send' },
    ]);
    const unregisterMailbox = registerShortcuts('Mailbox', [{ keys: ['c'], description: 'New' }]);
    expect(registeredShortcuts()).toEqual([
      { area: 'Mailbox', shortcuts: [{ keys: ['c'], description: 'New' }] },
      { area: 'Compose', shortcuts: [{ keys: ['Mod+Enter'], description: 'Send' }] },
    ]);
    unregisterMailbox();
    expect(registeredShortcuts().map(({ area }) => area)).toEqual(['Compose']);
    unregisterCompose();
    expect(registeredShortcuts()).toEqual([]);
  });

  it('lists a shortcut registered twice in one area once (a popup and a reply editor both open)', () => {
    const send = { keys: ['Mod+Enter'], description: 'Send' };
    const unregister = [registerShortcuts('Compose', [send]), registerShortcuts('Compose', [send])];
    expect(registeredShortcuts()).toEqual([{ area: 'Compose', shortcuts: [send] }]);
    unregister[0]!();
    expect(registeredShortcuts()).toEqual([{ area: 'Compose', shortcuts: [send] }]);
    unregister[1]!();
    expect(registeredShortcuts()).toEqual([]);
  });

  it('is one per page: a second copy of the package shares it', () => {
    const unregister = registerShortcuts('Everywhere', [{ keys: ['?'], description: 'Help' }]);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./shortcut-list') as typeof import('./shortcut-list');
      expect(copy.registeredShortcuts()).toEqual([
        { area: 'Everywhere', shortcuts: [{ keys: ['?'], description: 'Help' }] },
      ]);
    });
    unregister();
  });

  it('useShortcuts registers while the component is mounted', () => {
    const shortcuts: Shortcut[] = [{ keys: ['w'], description: 'Archive' }];
    function Screen() {
      useShortcuts('Conversation', shortcuts);
      return null;
    }
    const { unmount } = render(<Screen />);
    expect(registeredShortcuts()).toEqual([{ area: 'Conversation', shortcuts }]);
    unmount();
    expect(registeredShortcuts()).toEqual([]);
  });
});

describe('shortcutKey', () => {
  it('names plain keys as they are', () => {
    expect(shortcutKey(press('j'))).toBe('j');
    expect(shortcutKey(press('ArrowDown'))).toBe('ArrowDown');
    expect(shortcutKey(press('/'))).toBe('/');
  });

  it('names Shift with letters and named keys, not with symbols it already made', () => {
    expect(shortcutKey(press('U', { shift: true }))).toBe('Shift+U');
    expect(shortcutKey(press('Tab', { shift: true }))).toBe('Shift+Tab');
    expect(shortcutKey(press('?', { shift: true }))).toBe('?');
    expect(shortcutKey(press('~', { shift: true }))).toBe('~');
  });

  it('names Ctrl and ⌘ alike as Mod, and the letter in capitals with Shift whatever its case', () => {
    expect(shortcutKey(press('Enter', { ctrl: true }))).toBe('Mod+Enter');
    expect(shortcutKey(press('Enter', { meta: true }))).toBe('Mod+Enter');
    expect(shortcutKey(press('t', { ctrl: true, shift: true }))).toBe('Mod+Shift+T');
    expect(shortcutKey(press('c', { ctrl: true }))).toBe('Mod+c');
    expect(shortcutKey(press('Enter', { ctrl: true, alt: true }))).toBe('Mod+Alt+Enter');
  });
});

describe('isTypingTarget', () => {
  afterEach(() => document.body.replaceChildren());

  const add = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('#target');
  };

  it('text fields, selects and editable content take the keys', () => {
    expect(isTypingTarget(add('<input id="target" type="search">'))).toBe(true);
    expect(isTypingTarget(add('<input id="target">'))).toBe(true);
    expect(isTypingTarget(add('<textarea id="target"></textarea>'))).toBe(true);
    expect(isTypingTarget(add('<select id="target"></select>'))).toBe(true);
    expect(isTypingTarget(add('<div contenteditable="true"><p id="target">x</p></div>'))).toBe(
      true,
    );
  });

  it('buttons, checkboxes, links and the page do not', () => {
    expect(isTypingTarget(add('<input id="target" type="checkbox">'))).toBe(false);
    expect(isTypingTarget(add('<button id="target">x</button>'))).toBe(false);
    expect(isTypingTarget(add('<a id="target" href="/x">x</a>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
