import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { publish } from '@mail/event-bus';
import { ShellLayout } from './shell-layout';

/** The id of each remote slot rendered, once per render. */
const mockSlotRenders: string[] = [];
jest.mock('@mail/federation', () => ({
  RemoteSlot: ({ id }: { id: string }) => {
    mockSlotRenders.push(id);
    return <div data-slot={id} />;
  },
  loadRemoteComponent: () => Promise.resolve(),
}));
/** Unread conversations by label, as labels.get answers them. */
const mockThreadsUnread: Record<string, number> = { INBOX: 7, SPAM: 2, Label_1: 3 };
const mockClient = {
  getProfile: () => new Promise(() => undefined),
  getLabel: (id: string) => Promise.resolve({ id, threadsUnread: mockThreadsUnread[id] ?? 0 }),
  requestGmail: ({ path }: { path: string }) =>
    Promise.resolve(
      path === '/labels'
        ? {
            labels: [
              { id: 'INBOX', name: 'INBOX', type: 'system' },
              {
                id: 'Label_1',
                name: 'Travel',
                type: 'user',
                color: { backgroundColor: '#c9daf8' },
              },
              { id: 'Label_4', name: 'Family', type: 'user' },
            ],
          }
        : { resultSizeEstimate: 4 },
    ),
};
jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => mockClient,
}));

function renderLayout(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<ShellLayout revokeOrigin={undefined} />}>
          <Route
            path="/"
            element={
              <div data-skip-target="" tabIndex={-1} data-testid="mail-list">
                <a href="/email/t/m">First row</a>
              </div>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const menuButton = () => screen.getByRole('button', { name: 'Open menu' });

describe('ShellLayout keyboard', () => {
  it('"Skip to mail" comes first and moves focus to the list, from where Tab reaches a row', async () => {
    const user = renderLayout();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to mail' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('mail-list')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First row' })).toHaveFocus();
  });

  // Tab staying inside and the inert page behind are the browser's (keyboard-and-stars.e2e.ts).
  it('the drawer opens as a modal dialog with focus inside; Esc closes it and returns focus to the menu button', async () => {
    const user = renderLayout();
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(drawer).not.toHaveAttribute('open');
    expect(menuButton()).toHaveFocus();
  });

  it('the drawer shows an icon per entry and marks the view on screen as the current page', async () => {
    const user = renderLayout('/?view=sent');
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const entry = (name: string) => within(drawer).getByRole('button', { name });
    expect(entry('Sent')).toHaveAttribute('aria-current', 'page');
    expect(entry('Drafts')).not.toHaveAttribute('aria-current');
    expect(entry('Archived')).not.toHaveAttribute('aria-current');
    for (const name of ['Sent', 'Drafts', 'Archived']) {
      expect(entry(name).querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('the drawer offers the inbox views, Starred, Spam and Trash, with Gmail’s unread counts', async () => {
    const user = renderLayout('/');
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const entry = (name: string | RegExp) => within(drawer).getByRole('button', { name });
    // No view in the address is Important.
    expect(entry(/^Important/)).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(entry(/^Others/)).toHaveAccessibleName('Others 7 unread'));
    expect(entry(/^Important/)).toHaveAccessibleName('Important 4 unread');
    expect(entry(/^Spam/)).toHaveAccessibleName('Spam 2 unread');
    // Gmail counts neither Sent nor Trash.
    expect(entry(/^Trash/)).toHaveAccessibleName('Trash');
    expect(entry(/^Starred/)).toHaveAccessibleName('Starred');
  });

  it('lists the user’s labels, by name, each with its unread count and opening its view', async () => {
    const user = renderLayout('/');
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const labels = await within(drawer).findByRole('list', { name: 'Labels' });
    const entries = within(labels).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Family', 'Travel3 unread']);
    expect(entries[1]?.querySelector('path')).toHaveAttribute('fill', '#c9daf8');
    await user.click(within(labels).getByRole('button', { name: /^Travel/ }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('leaves the drawer out of the first screen: it loads when the menu is opened', async () => {
    const user = renderLayout();
    expect(document.getElementById('drawer')).toBeNull();
    await user.click(menuButton());
    await screen.findByRole('dialog', { name: 'Menu' });
  });

  it('the Calendar button opens the day calendar as a modal panel: focus moves in, Esc closes it and returns focus', async () => {
    const user = renderLayout();
    const calendarButton = screen.getByRole('button', { name: 'Calendar' });
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull();
    await user.click(calendarButton);
    const panel = screen.getByRole('dialog', { name: 'Calendar' });
    expect(calendarButton).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toContainElement(document.querySelector('[data-slot="calendar/DayCalendar"]'));
    // What makes it modal loads on the first open.
    await waitFor(() => expect(panel).toHaveAttribute('open'));
    expect(screen.getByRole('button', { name: 'Close calendar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull();
    expect(panel).not.toHaveAttribute('open');
    expect(calendarButton).toHaveFocus();
  });

  it('a drawer entry shows its view: a new address for the mailbox', async () => {
    const user = renderLayout();
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Drafts' }));
    await user.click(menuButton());
    expect(
      within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'Drafts',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

describe('ShellLayout on a new address', () => {
  function PagedScreen() {
    const navigate = useNavigate();
    const { search } = useLocation();
    return (
      <button type="button" onClick={() => navigate({ search: '?page=2' })}>
        Page {search || 'one'}
      </button>
    );
  }

  it('re-renders only the routed screen, not the day calendar: a pushed move costs the frame nothing', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<ShellLayout revokeOrigin={undefined} />}>
            <Route path="/" element={<PagedScreen />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    // The mailbox's first rows: the calendar loads.
    act(() => publish({ type: 'mailbox/rows-shown' }));
    const calendarRenders = () =>
      mockSlotRenders.filter((id) => id === 'calendar/DayCalendar').length;
    const before = calendarRenders();
    expect(before).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Page one' }));
    expect(screen.getByRole('button', { name: 'Page ?page=2' })).toBeInTheDocument();
    expect(calendarRenders()).toBe(before);
  });
});
