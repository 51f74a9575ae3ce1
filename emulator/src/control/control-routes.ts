import type { TokenStore } from '../auth/token-store';
import { ApiError } from '../server/api-error';
import { noContent, ok, type ApiRequest } from '../server/api-types';
import { InvalidFaultSettingsError, type FaultController } from '../server/faults';
import type { RequestLog } from '../server/request-log';
import type { Route } from '../server/router';

export const CONTROL_PREFIX = '/__emulator';

export interface ControlOptions {
  tokens: TokenStore;
  faults: FaultController;
  log: RequestLog;
  /** Puts the mailbox back to the seed; answers the message count. */
  reset(): Promise<number>;
}

const badRequest = (message: string): ApiError =>
  new ApiError(400, { error: { code: 400, message } });

function readBody(req: ApiRequest): Record<string, unknown> {
  const text = req.body.toString('utf8').trim();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw badRequest('Body must be a JSON object');
}

/** The emulator's own endpoints for tests and benchmarks (not part of any Google API). */
export function controlRoutes({ tokens, faults, log, reset }: ControlOptions): Route[] {
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    method,
    path: `${CONTROL_PREFIX}${path}`,
    kind: 'control',
    handle,
  });
  return [
    route('POST', '/token', ({ req }) => {
      const { lifetimeSeconds } = readBody(req);
      if (
        lifetimeSeconds !== undefined &&
        !(typeof lifetimeSeconds === 'number' && lifetimeSeconds >= 0)
      ) {
        throw badRequest('lifetimeSeconds must be a number >= 0');
      }
      const grant = tokens.issue(lifetimeSeconds === undefined ? {} : { lifetimeSeconds });
      return ok({
        access_token: grant.token,
        expires_in: tokens.lifetimeSeconds(grant),
        token_type: 'Bearer',
        scope: [...grant.scopes].join(' '),
      });
    }),
    route('POST', '/expire-tokens', () => {
      tokens.expireAll();
      return noContent();
    }),
    route('POST', '/reset', async () => ok({ messages: await reset() })),
    route('GET', '/faults', () => ok(faults.settings())),
    route('PUT', '/faults', ({ req }) => {
      try {
        return ok(faults.update(readBody(req)));
      } catch (error) {
        if (error instanceof InvalidFaultSettingsError) throw badRequest(error.message);
        throw error;
      }
    }),
    route('GET', '/requests', () => ok({ requests: log.list() })),
    route('DELETE', '/requests', () => {
      log.clear();
      return noContent();
    }),
  ];
}
