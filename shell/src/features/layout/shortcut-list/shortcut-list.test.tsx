import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerShortcuts } from '@mail/event-bus';
import { useShortcutList } from './use-shortcut-list';

function Page() {
  const { list } = useShortcutList();
  return (
    <>
      <main>
        <button type="button">A row</button>
        <input aria-label="Search mail" />
      </main>
      {list}
    </>
  );
}

function renderPage() {
  render(<Page />);
  return userEvent.setup();
}

let unregister: () => void;
beforeEach(() => {
  unregister = registerShortcuts('Mailbox', [
    { keys: ['j', 'ArrowDown'], description: 'Next mail in the list' },
    { keys: ['Escape'], description: 'Close the new message' },
  ]);
});
afterEach(() => unregister());

describe('the ? shortcut list', () => {
  it('lists every registered shortcut by area, keys as shown on a keyboard', async () => {
    const unregisterCompose = registerShortcuts('Compose', [
      { keys: ['Mod+Shift+T'], description: 'Go to To' },
    ]);
    const user = renderPage();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const areas = within(dialog).getAllByRole('heading', { level: 3 });
    expect(areas.map((heading) => heading.textContent)).toEqual([
      'Mailbox',
      'Compose',
      'Everywhere',
    ]);
    const mailbox = within(dialog).getByRole('region', { name: 'Mailbox' });
    expect(within(mailbox).getByText('Next mail in the list').previousSibling).toHaveTextContent(
      'j or ↓',
    );
    expect(within(mailbox).getByText('Close the new message').previousSibling).toHaveTextContent(
      'Esc',
    );
    const compose = within(dialog).getByRole('region', { name: 'Compose' });
    expect(within(compose).getByText('Go to To').previousSibling).toHaveTextContent(
      'Ctrl/⌘+Shift+T',
    );
    const everywhere = within(dialog).getByRole('region', { name: 'Everywhere' });
    expect(within(everywhere).getByText('Show the keyboard shortcuts')).toBeInTheDocument();
    unregisterCompose();
  });

  // Tab staying inside and the inert page are the browser's (keyboard-walks.e2e.ts).
  it('is a modal dialog with focus inside; Esc closes it and returns focus', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'A row' }));
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close keyboard shortcuts' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'A row' })).toHaveFocus();
  });

  it('the close button closes it too', async () => {
    const user = renderPage();
    await user.keyboard('?');
    await user.click(await screen.findByRole('button', { name: 'Close keyboard shortcuts' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not opened while typing: ? goes into the field', async () => {
    const user = renderPage();
    const search = screen.getByRole('textbox', { name: 'Search mail' });
    await user.click(search);
    await user.keyboard('?');
    expect(search).toHaveValue('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
