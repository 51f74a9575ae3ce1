import { classifyKeyTarget } from './key-target';
import { MAILBOX_SHORTCUT_LIST, nextRowIndex, resolveShortcut, type KeyPress } from './shortcuts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('resolveShortcut', () => {
  it('maps the spec keys and j / k', () => {
    expect(resolveShortcut(press('/'), 'none', true)).toBe('focus-search');
    expect(resolveShortcut(press('c'), 'control', true)).toBe('open-compose');
    expect(resolveShortcut(press('Escape'), 'none', true)).toBe('close-compose');
    expect(resolveShortcut(press('j'), 'control', true)).toBe('next-row');
    expect(resolveShortcut(press('k'), 'none', true)).toBe('previous-row');
    expect(resolveShortcut(press('x'), 'none', true)).toBeNull();
  });

  it('never fires while typing', () => {
    for (const key of ['/', 'c', 'j', 'k', 'Tab', 'Escape']) {
      expect(resolveShortcut(press(key), 'typing', true)).toBeNull();
    }
  });

  it('leaves modified keys alone (Ctrl+C copies, Shift+C is not c)', () => {
    expect(resolveShortcut(press('c', { ctrlKey: true }), 'none', true)).toBeNull();
    expect(resolveShortcut(press('c', { metaKey: true }), 'none', true)).toBeNull();
    expect(resolveShortcut(press('C', { shiftKey: true }), 'none', true)).toBeNull();
    expect(resolveShortcut(press('Tab', { altKey: true }), 'none', true)).toBeNull();
  });

  it('Tab / Shift+Tab cycle the tabs only from a row, with the strip shown', () => {
    expect(resolveShortcut(press('Tab'), 'row', true)).toBe('next-tab');
    expect(resolveShortcut(press('Tab', { shiftKey: true }), 'row', true)).toBe('previous-tab');
    expect(resolveShortcut(press('Tab'), 'row', false)).toBeNull();
    // A freshly loaded page, the tab strip, a button: Tab moves focus.
    expect(resolveShortcut(press('Tab'), 'none', true)).toBeNull();
    expect(resolveShortcut(press('Tab'), 'control', true)).toBeNull();
  });

  it('on a row, ↓ / ↑ move and s stars; elsewhere they are left alone', () => {
    expect(resolveShortcut(press('ArrowDown'), 'row', true)).toBe('next-row');
    expect(resolveShortcut(press('ArrowUp'), 'row', true)).toBe('previous-row');
    expect(resolveShortcut(press('s'), 'row', true)).toBe('toggle-star');
    expect(resolveShortcut(press('ArrowDown'), 'none', true)).toBeNull();
    expect(resolveShortcut(press('s'), 'control', true)).toBeNull();
  });

  it("Gmail's triage keys act anywhere but while typing; x only on a row", () => {
    expect(resolveShortcut(press('e'), 'none', true)).toEqual({ triage: 'archive' });
    expect(resolveShortcut(press('#'), 'row', true)).toEqual({ triage: 'trash' });
    expect(resolveShortcut(press('!'), 'control', true)).toEqual({ triage: 'spam' });
    expect(resolveShortcut(press('I', { shiftKey: true }), 'row', true)).toEqual({
      triage: 'read',
    });
    expect(resolveShortcut(press('U', { shiftKey: true }), 'row', true)).toEqual({
      triage: 'unread',
    });
    expect(resolveShortcut(press('z'), 'none', true)).toBe('undo');
    expect(resolveShortcut(press('x'), 'row', true)).toBe('toggle-select');
    expect(resolveShortcut(press('x'), 'none', true)).toBeNull();
    expect(resolveShortcut(press('i'), 'row', true)).toBeNull();
    for (const key of ['e', '#', '!', 'z', 'x']) {
      expect(resolveShortcut(press(key), 'typing', true)).toBeNull();
    }
  });

  it('inside a dialog only Escape applies', () => {
    expect(resolveShortcut(press('Escape'), 'dialog', true)).toBe('close-compose');
    expect(resolveShortcut(press('c'), 'dialog', true)).toBeNull();
    expect(resolveShortcut(press('j'), 'dialog', true)).toBeNull();
  });
});

describe('MAILBOX_SHORTCUT_LIST', () => {
  it('lists the keys the handler acts on, and each listed key acts (on a row)', () => {
    const listed = MAILBOX_SHORTCUT_LIST.flatMap(({ keys }) => keys);
    expect(listed.sort()).toEqual(
      [
        ...['/', 'c', 'Escape', 'j', 'ArrowDown', 'k', 'ArrowUp', 's', 'Tab', 'Shift+Tab'],
        ...['x', 'e', '#', '!', 'Shift+I', 'Shift+U', 'z', 'l'],
      ].sort(),
    );
    for (const name of listed) {
      const shifted = name.startsWith('Shift+');
      const key = shifted ? name.slice('Shift+'.length) : name;
      expect(resolveShortcut(press(key, { shiftKey: shifted }), 'row', true)).not.toBeNull();
    }
  });
});

describe('classifyKeyTarget', () => {
  afterEach(() => document.body.replaceChildren());

  const add = (html: string, selector: string): Element => {
    document.body.insertAdjacentHTML('beforeend', html);
    return document.body.querySelector(selector)!;
  };

  it('text fields and editable content are typing', () => {
    expect(classifyKeyTarget(add('<input id="a" type="search">', '#a'))).toBe('typing');
    expect(classifyKeyTarget(add('<input id="b">', '#b'))).toBe('typing');
    expect(classifyKeyTarget(add('<textarea id="c"></textarea>', '#c'))).toBe('typing');
    expect(
      classifyKeyTarget(add('<div contenteditable="true"><p id="d">text</p></div>', '#d')),
    ).toBe('typing');
  });

  it('a row of the list is a row', () => {
    expect(classifyKeyTarget(add('<a id="r" href="/email/t/m" data-mail-row="">x</a>', '#r'))).toBe(
      'row',
    );
  });

  it('buttons, links and checkboxes are controls', () => {
    expect(classifyKeyTarget(add('<button id="a">x</button>', '#a'))).toBe('control');
    expect(classifyKeyTarget(add('<a id="b" href="/x">x</a>', '#b'))).toBe('control');
    expect(classifyKeyTarget(add('<input id="c" type="checkbox">', '#c'))).toBe('control');
  });

  it('the page itself and plain text are no control', () => {
    expect(classifyKeyTarget(document.body)).toBe('none');
    expect(classifyKeyTarget(add('<p id="a">text</p>', '#a'))).toBe('none');
    expect(classifyKeyTarget(null)).toBe('none');
  });

  it('anything inside a dialog is the dialog, its text fields included', () => {
    add('<div role="dialog"><button id="a">x</button><input id="b"></div>', '#a');
    expect(classifyKeyTarget(document.getElementById('a'))).toBe('dialog');
    expect(classifyKeyTarget(document.getElementById('b'))).toBe('dialog');
  });
});

describe('nextRowIndex', () => {
  it('starts at the first row and stays within the list', () => {
    expect(nextRowIndex(-1, 1, 3)).toBe(0);
    expect(nextRowIndex(-1, -1, 3)).toBe(0);
    expect(nextRowIndex(0, 1, 3)).toBe(1);
    expect(nextRowIndex(2, 1, 3)).toBe(2);
    expect(nextRowIndex(0, -1, 3)).toBe(0);
    expect(nextRowIndex(-1, 1, 0)).toBe(-1);
  });
});
