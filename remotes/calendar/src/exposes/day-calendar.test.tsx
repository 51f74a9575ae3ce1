import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut, storeToken } from '@mail/auth';
import { on, type MailEventOf } from '@mail/event-bus';
import ExposedDayCalendar from './day-calendar';

jest.mock('../app/day-calendar', () => ({ DayCalendar: () => <p>the day calendar</p> }));

const MAIL = 'https://www.googleapis.com/auth/gmail.modify';
const CALENDAR = 'https://www.googleapis.com/auth/calendar';

afterEach(() => signOut('user'));

it('shows the calendar when its scope was granted', () => {
  storeToken({ access_token: 'tok', expires_in: 3599, scope: `${MAIL} ${CALENDAR} openid` });
  render(<ExposedDayCalendar onOpenMonth={() => undefined} />);
  expect(screen.getByText('the day calendar')).toBeInTheDocument();
});

it('says calendar access was refused and asks Google for it alone', async () => {
  storeToken({ access_token: 'tok', expires_in: 3599, scope: `${MAIL} openid` });
  const requested: MailEventOf<'auth/access-requested'>[] = [];
  const subscription = on('auth/access-requested').subscribe((event) => requested.push(event));
  render(<ExposedDayCalendar onOpenMonth={() => undefined} />);

  expect(screen.queryByText('the day calendar')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('You did not give this app access');
  await userEvent.click(screen.getByRole('button', { name: 'Allow calendar access' }));
  expect(requested).toEqual([{ type: 'auth/access-requested', area: 'calendar' }]);
  subscription.unsubscribe();
});
