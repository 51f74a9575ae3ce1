import { handleFormShortcut, isFormShortcut } from './form-shortcuts';

const key = (init: Partial<KeyboardEvent>) =>
  ({
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    preventDefault: jest.fn(),
    ...init,
  }) as unknown as KeyboardEvent;

function targets() {
  return { send: jest.fn(), focusTo: jest.fn(), focusCc: jest.fn(), focusSubject: jest.fn() };
}

describe('form shortcuts', () => {
  it('Ctrl or Cmd+Enter sends', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      const on = targets();
      handleFormShortcut(key({ key: 'Enter', ...modifier }), on);
      expect(on.send).toHaveBeenCalledTimes(1);
    }
  });

  it('Ctrl+Shift+T, C and S focus To, Cc and Subject, whatever the case of the key', () => {
    const on = targets();
    handleFormShortcut(key({ key: 'T', ctrlKey: true, shiftKey: true }), on);
    handleFormShortcut(key({ key: 'c', ctrlKey: true, shiftKey: true }), on);
    handleFormShortcut(key({ key: 'S', metaKey: true, shiftKey: true }), on);
    expect([on.focusTo, on.focusCc, on.focusSubject].map((f) => f.mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('discard and Bcc only log', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const on = targets();
    handleFormShortcut(key({ key: 'd', ctrlKey: true, shiftKey: true }), on);
    handleFormShortcut(key({ key: 'b', ctrlKey: true, shiftKey: true }), on);
    expect(info).toHaveBeenCalledTimes(2);
    expect(Object.values(on).every((f) => f.mock.calls.length === 0)).toBe(true);
    info.mockRestore();
  });

  it('leaves every other key alone, and says which keys are the form’s', () => {
    const on = targets();
    const plainEnter = key({ key: 'Enter' });
    handleFormShortcut(plainEnter, on);
    handleFormShortcut(key({ key: 'b', ctrlKey: true }), on);
    handleFormShortcut(key({ key: 'Enter', ctrlKey: true, altKey: true }), on);
    expect(on.send).not.toHaveBeenCalled();
    expect(plainEnter.preventDefault).not.toHaveBeenCalled();
    expect(isFormShortcut(key({ key: 'Enter', ctrlKey: true }))).toBe(true);
    expect(isFormShortcut(key({ key: 'B', ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isFormShortcut(key({ key: 'b', ctrlKey: true }))).toBe(false);
  });
});
