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

// Tab staying inside and the inert page behind are the browser's (calendar-a11y.e2e.ts).
describe('Dialog', () => {
  it('opens as a modal dialog, moves focus in and gives it back on Esc', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<PageWithDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Design review' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close event details' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('stays open after a press that starts in its panel and ends on the overlay', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<PageWithDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Design review' });
    const title = screen.getByRole('heading', { name: 'Design review' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: title },
      { target: dialog },
      '[/MouseLeft]',
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
