import { calendarApiOrigin } from './calendar-api-origin';

describe('calendarApiOrigin', () => {
  it.each([
    ['https://www.googleapis.com', 'https://www.googleapis.com'],
    ['https://www.googleapis.com/', 'https://www.googleapis.com'],
    ['HTTPS://WWW.GOOGLEAPIS.COM', 'https://www.googleapis.com'],
    ['http://localhost:3100', 'http://localhost:3100'],
    ['http://localhost:3100/', 'http://localhost:3100'],
    ['http://127.0.0.1:41234', 'http://127.0.0.1:41234'],
    ['https://localhost:8443', 'https://localhost:8443'],
    ['http://[::1]:3100', 'http://[::1]:3100'],
  ])('accepts %j as %j', (value, origin) => {
    expect(calendarApiOrigin(value)).toBe(origin);
  });

  it.each([
    ['javascript:alert(document.domain)//'],
    ['JavaScript://localhost/%0aalert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://other-origin.test'],
    ['https://evil.test'],
    ['http://www.googleapis.com'],
    ['https://www.googleapis.com.evil.test'],
    ['https://www.googleapis.com@evil.test'],
    ['http://localhost.evil.test:3100'],
    ['http://user:secret@localhost:3100'],
    ['http://localhost:3100/calendar/v3'],
    ['http://localhost:3100?next=evil'],
    ['http://localhost:3100#x'],
    ['//localhost:3100'],
    ['localhost:3100'],
    [''],
    [undefined],
    [null],
    [new URL('http://localhost:3100')],
  ])('refuses %j, saying what is accepted', (value) => {
    expect(() => calendarApiOrigin(value)).toThrow(
      new TypeError(
        'MailCalendar.mount: options.api.calendar must be https://www.googleapis.com or an http(s) ' +
          'origin on this machine (localhost, 127.0.0.1 or [::1]), with no path, query or credentials.',
      ),
    );
  });
});
