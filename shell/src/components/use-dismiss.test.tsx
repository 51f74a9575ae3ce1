import { useRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDismiss } from './use-dismiss';

const elsewhereClicked = jest.fn();

function Popup() {
  const [open, setOpen] = useState(true);
  const containerRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), containerRef, openerRef);
  return (
    <>
      <button ref={openerRef} type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open && (
        <div ref={containerRef} role="menu">
          <button type="button">Inside</button>
        </div>
      )}
      <p>Plain text</p>
      <button type="button" onClick={() => elsewhereClicked()}>
        Elsewhere
      </button>
    </>
  );
}

async function openWithFocusInside() {
  const user = userEvent.setup();
  render(<Popup />);
  screen.getByRole('button', { name: 'Inside' }).focus();
  return user;
}

describe('useDismiss', () => {
  it('closes on Escape and puts focus back on the opener', async () => {
    const user = await openWithFocusInside();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('closes on a click on something that takes no focus, and puts focus back on the opener', async () => {
    const user = await openWithFocusInside();
    await user.click(screen.getByText('Plain text'));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus());
  });

  it('closes on a click on another control, which the click does not also press, and leaves focus there', async () => {
    elsewhereClicked.mockClear();
    const user = await openWithFocusInside();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(elsewhereClicked).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(elsewhere).toHaveFocus();
  });

  it('stays open on a click inside', async () => {
    const user = await openWithFocusInside();
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
