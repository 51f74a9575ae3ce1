import { statusParts } from './status-text';

test('the daily limit says whose limit it is and when the next try goes out', () => {
  const retryAt = new Date(2026, 10, 28, 9, 41, 7).getTime();
  expect(statusParts({ state: 'daily-limit', retryAt }, retryAt - 1500)).toEqual({
    message: "Google's daily limit for this account is reached",
    countdown: `trying again at ${new Date(retryAt).toLocaleTimeString()}`,
  });
});
