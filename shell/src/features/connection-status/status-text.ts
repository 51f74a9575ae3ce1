import type { ConnectionStatus } from '@mail/event-bus';

/** What the status line says for a connection status at `now`; '' when there is nothing to say. */
export function statusText(status: ConnectionStatus, now: number): string {
  switch (status.state) {
    case 'online':
      return '';
    case 'offline':
      return 'Offline: showing saved mail';
    case 'reconnecting':
      return 'Reconnecting…';
    case 'rate-limited':
      return `Google asked us to slow down: ${retryingIn(status.retryAt, now)}`;
    case 'server-error':
      return `Google is having trouble: ${retryingIn(status.retryAt, now)}`;
  }
}

function retryingIn(retryAt: number, now: number): string {
  const seconds = Math.ceil((retryAt - now) / 1000);
  return seconds > 0 ? `retrying in ${seconds} s` : 'retrying now…';
}
