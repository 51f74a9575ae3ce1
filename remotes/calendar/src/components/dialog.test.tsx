import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog, and something else to read behind it. */
function PageWithDialog({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>The mailbox</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      {open && (
        <Dialog
          title="Design review"
          closeLabel="Close event details"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <a href="https://example.com/notes">Notes</a>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('makes the page behind it inert while open, moves focus in and gives it back on Esc', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { container } = render(<PageWithDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Design review' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close event details' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Notes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close event details' })).toHaveFocus();
  });

  it('leaves alone what was inert before it opened', async () => {
    const user = userEvent.setup();
    const outside = document.createElement('div');
    outside.setAttribute('inert', '');
    document.body.append(outside);
    try {
      render(<PageWithDialog />);
      await user.click(screen.getByRole('button', { name: 'Open details' }));
      await user.keyboard('{Escape}');
      expect(outside).toHaveAttribute('inert');
    } finally {
      outside.remove();
    }
  });
});
