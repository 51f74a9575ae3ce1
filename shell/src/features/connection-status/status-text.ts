import type { ConnectionStatus } from '@mail/event-bus';

/**
 * What the status line says for a connection status at `now`: the message, which changes only with
 * the status, and the countdown to the next try, which changes every second. Null when there is
 * nothing to say.
 */
export function statusParts(
  status: ConnectionStatus,
  now: number,
): { message: string; countdown?: string } | null {
  switch (status.state) {
    case 'online':
      return null;
    case 'offline':
      return { message: 'Offline: showing saved mail' };
    case 'reconnecting':
      return { message: 'Reconnecting…' };
    case 'rate-limited':
      return {
        message: 'Google asked us to slow down',
        countdown: retryingIn(status.retryAt, now),
      };
    case 'daily-limit':
      return {
        message: "Google's daily limit for this account is reached",
        countdown: `trying again at ${new Date(status.retryAt).toLocaleTimeString()}`,
      };
    case 'server-error':
      return { message: 'Google is having trouble', countdown: retryingIn(status.retryAt, now) };
  }
}

function retryingIn(retryAt: number, now: number): string {
  const seconds = Math.ceil((retryAt - now) / 1000);
  return seconds > 0 ? `retrying in ${seconds} s` : 'retrying now…';
}
