import { fireEvent, render, screen } from '@testing-library/react';
import { ComposeWindow } from './compose-window';

function renderWindow(openRequest: object = {}, onClose = jest.fn()) {
  const view = render(
    <ComposeWindow title="New Message" onClose={onClose} openRequest={openRequest}>
      <input aria-label="Subject" />
    </ComposeWindow>,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'New Message' });
  return { ...view, dialog, onClose };
}

describe('ComposeWindow', () => {
  it('opens normal, goes full screen and back', () => {
    const { dialog } = renderWindow();
    expect(dialog().dataset.windowState).toBe('normal');
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(dialog().dataset.windowState).toBe('expanded');
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(dialog().dataset.windowState).toBe('normal');
  });

  it('minimises to its title bar, keeping its content, and restores', () => {
    const { dialog } = renderWindow();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'kept' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(dialog().dataset.windowState).toBe('minimised');
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Subject' }).value).toBe('kept');
  });

  it('comes back from its title bar when asked for again', () => {
    const { dialog, rerender } = renderWindow({});
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    rerender(
      <ComposeWindow title="New Message" onClose={jest.fn()} openRequest={{}}>
        <input aria-label="Subject" />
      </ComposeWindow>,
    );
    expect(dialog().dataset.windowState).toBe('normal');
  });

  it('closes with its button and with Escape, also one the editor marked handled', () => {
    const { onClose } = renderWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    fireEvent.keyDown(subject, { key: 'Escape' });
    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    handled.preventDefault();
    subject.dispatchEvent(handled);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
