import { conversationActionFor } from './use-conversation-shortcuts';

const press = (
  key: string,
  held: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...held,
});

describe('conversationActionFor', () => {
  it.each([
    ['e', 'archive'],
    ['w', 'archive'],
    ['z', 'undo'],
    ['s', 'star'],
    ['r', 'reply'],
    ['a', 'reply-all'],
    ['f', 'forward'],
    ['u', 'back'],
    ['~', 'back'],
    ['j', 'older'],
    ['k', 'newer'],
  ])('%s is %s', (key, action) => {
    expect(conversationActionFor(press(key))).toBe(action);
  });

  it('reads # and ! as typed, Shift being part of the character', () => {
    expect(conversationActionFor(press('#', { shiftKey: true }))).toBe('trash');
    expect(conversationActionFor(press('!', { shiftKey: true }))).toBe('spam');
  });

  it('tells Shift+I and Shift+U from i and u', () => {
    expect(conversationActionFor(press('I', { shiftKey: true }))).toBe('read');
    expect(conversationActionFor(press('U', { shiftKey: true }))).toBe('mark-unread');
    expect(conversationActionFor(press('i'))).toBeUndefined();
  });

  it('leaves keys with Ctrl, Cmd or Alt to the browser', () => {
    expect(conversationActionFor(press('r', { ctrlKey: true }))).toBeUndefined();
    expect(conversationActionFor(press('f', { metaKey: true }))).toBeUndefined();
    expect(conversationActionFor(press('e', { altKey: true }))).toBeUndefined();
  });
});
