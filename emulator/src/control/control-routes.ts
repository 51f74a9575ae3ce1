import { timingSafeEqual } from 'node:crypto';
import { InvalidTokenLifetimeError, type TokenStore } from '../auth/token-store';
import { ApiError } from '../server/api-error';
import { noContent, ok, type ApiRequest } from '../server/api-types';
import { InvalidFaultSettingsError, type FaultController } from '../server/faults';
import type { OutboundMail } from '../gmail/outbound-mail';
import type { RequestLog } from '../server/request-log';
import type { Route } from '../server/router';

export const CONTROL_PREFIX = '/__emulator';
/** The header that carries the per-start secret every control call needs. */
export const CONTROL_SECRET_HEADER = 'X-Emulator-Secret';

export interface ControlOptions {
  /** Random at each start; only the process that started the emulator (and who it tells) knows it. */
  secret: string;
  tokens: TokenStore;
  faults: FaultController;
  log: RequestLog;
  outbound: OutboundMail;
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

function holdsSecret(req: ApiRequest, secret: string): boolean {
  const given = Buffer.from(String(req.headers[CONTROL_SECRET_HEADER.toLowerCase()] ?? ''));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Runs `apply` with a lifetime from a request body, answering 400 for one that is not a lifetime. */
function withLifetime<T>(name: string, value: unknown, apply: (seconds: number) => T): T {
  if (typeof value !== 'number') throw badRequest(`${name} must be a number`);
  try {
    return apply(value);
  } catch (error) {
    if (error instanceof InvalidTokenLifetimeError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * The emulator's own endpoints for tests and benchmarks (not part of any Google API). Each needs the
 * per-start secret in the X-Emulator-Secret header: a page on another local port cannot mint tokens.
 */
export function controlRoutes({
  secret,
  tokens,
  faults,
  log,
  outbound,
  reset,
}: ControlOptions): Route[] {
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    method,
    path: `${CONTROL_PREFIX}${path}`,
    kind: 'control',
    handle(context) {
      if (!holdsSecret(context.req, secret)) {
        throw new ApiError(401, {
          error: { code: 401, message: `Control calls need the ${CONTROL_SECRET_HEADER} header` },
        });
      }
      return handle(context);
    },
  });
  return [
    route('POST', '/token', ({ req }) => {
      const { lifetimeSeconds } = readBody(req);
      const grant =
        lifetimeSeconds === undefined
          ? tokens.issue()
          : withLifetime('lifetimeSeconds', lifetimeSeconds, (seconds) =>
              tokens.issue({ lifetimeSeconds: seconds }),
            );
      return ok({
        access_token: grant.token,
        expires_in: tokens.lifetimeSeconds(grant),
        token_type: 'Bearer',
        scope: [...grant.scopes].join(' '),
      });
    }),
    // The lifetime of tokens sign-in issues from now on: a test signs in and sees its token die.
    route('PUT', '/token-lifetime', ({ req }) => {
      const seconds = withLifetime('seconds', readBody(req).seconds, (value) => {
        tokens.setDefaultLifetime(value);
        return value;
      });
      return ok({ seconds });
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
    // What recipients got of the mail sent (Bcc taken out), oldest first.
    route('GET', '/outbound', () =>
      ok({
        deliveries: outbound.list().map(({ messageId, recipients, raw }) => ({
          messageId,
          recipients,
          raw: raw.toString('base64url'),
        })),
      }),
    ),
    route('DELETE', '/requests', () => {
      log.clear();
      return noContent();
    }),
  ];
}
