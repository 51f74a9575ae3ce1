import type { ApiResponse } from '../server/api-types';
import type { Route, RouteContext } from '../server/router';
import { assertOwnMailbox, type GmailContext } from './gmail-context';

const GMAIL_BASE = '/gmail/v1/users/:userId';

export interface GmailRouteSpec extends Omit<Route, 'kind' | 'path' | 'handle'> {
  /** Path below /gmail/v1/users/{userId}. */
  path: string;
  /** Served under /upload/ (media uploads). */
  upload?: boolean;
  handle(
    context: RouteContext,
    param: (name: string) => string,
  ): ApiResponse | Promise<ApiResponse>;
}

/** A Gmail method under /gmail/v1/users/{userId}, which must be `me` or the user's address. */
export function gmailRoute(gmail: GmailContext, spec: GmailRouteSpec): Route {
  const { upload, path, handle, ...rest } = spec;
  return {
    ...rest,
    kind: 'api',
    path: `${upload ? '/upload' : ''}${GMAIL_BASE}${path}`,
    handle(context) {
      const param = (name: string): string => context.params[name] ?? '';
      assertOwnMailbox(gmail, param('userId'));
      return handle(context, param);
    },
  };
}
