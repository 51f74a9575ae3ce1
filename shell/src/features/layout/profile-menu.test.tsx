import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileMenu } from './profile-menu';

jest.mock('@mail/gmail-client', () => ({
  ...jest.requireActual('@mail/gmail-client'),
  getGoogleClient: () => ({
    getProfile: async () => ({ name: 'سارة \u202eelpmaxe', email: 'sara@example.com' }),
  }),
}));

describe('ProfileMenu', () => {
  it('shows the name and e-mail each in its own direction, isolated from the page', async () => {
    render(<ProfileMenu />);
    await userEvent.click(await screen.findByRole('button', { name: /^Account: / }));
    expect(screen.getByText('سارة \u202eelpmaxe')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('sara@example.com')).toHaveAttribute('dir', 'auto');
  });
});
