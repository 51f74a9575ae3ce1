import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logOut } from '@mail/auth';
import { countDraftsNotInGmail } from '@mail/drafts';
import { ProfileMenu } from './profile-menu';

jest.mock('@mail/auth', () => ({ logOut: jest.fn(() => Promise.resolve()) }));
jest.mock('@mail/drafts', () => ({ countDraftsNotInGmail: jest.fn(() => Promise.resolve(0)) }));

jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => ({
    getProfile: async () => ({ name: 'سارة \u202eelpmaxe', email: 'sara@example.com' }),
  }),
}));

afterEach(() => jest.clearAllMocks());

describe('ProfileMenu', () => {
  it('shows the name and e-mail each in its own direction, isolated from the page', async () => {
    render(<ProfileMenu revokeOrigin={undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Account: / }));
    expect(screen.getByText('سارة \u202eelpmaxe')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('sara@example.com')).toHaveAttribute('dir', 'auto');
  });

  it('LOGOUT revokes at the configured origin and clears the device', async () => {
    render(<ProfileMenu revokeOrigin="https://oauth2.googleapis.com" />);
    await userEvent.click(await screen.findByRole('button', { name: /^Account: / }));
    await userEvent.click(screen.getByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(logOut).toHaveBeenCalledWith('https://oauth2.googleapis.com'));
  });

  it('LOGOUT with unsaved drafts asks first, and a reader who stays keeps everything', async () => {
    jest.mocked(countDraftsNotInGmail).mockResolvedValueOnce(2);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    render(<ProfileMenu revokeOrigin="https://oauth2.googleapis.com" />);
    await userEvent.click(await screen.findByRole('button', { name: /^Account: / }));
    await userEvent.click(screen.getByRole('button', { name: 'LOGOUT' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^2 messages/)));
    expect(logOut).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
