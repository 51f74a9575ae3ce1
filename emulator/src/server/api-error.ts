/** One entry of the `errors` array in Google's error body. */
export interface GoogleErrorItem {
  message: string;
  domain: string;
  reason: string;
  location?: string;
  locationType?: string;
}

/**
 * A failed call, answered with `body` as JSON. Thrown by handlers and turned into the response by the
 * dispatcher, so a handler never writes an error by hand.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${code}`);
  }
}

interface GoogleErrorOptions {
  domain?: string;
  location?: string;
  locationType?: string;
  /** The item's message when it differs from the top-level one. */
  itemMessage?: string;
  headers?: Record<string, string>;
}

/** An error in Google's JSON shape: {"error":{"code","message","errors":[…],"status"}}. */
export function googleError(
  code: number,
  status: string,
  reason: string,
  message: string,
  options: GoogleErrorOptions = {},
): ApiError {
  const item: GoogleErrorItem = {
    message: options.itemMessage ?? message,
    domain: options.domain ?? 'global',
    reason,
  };
  if (options.location !== undefined) item.location = options.location;
  if (options.locationType !== undefined) item.locationType = options.locationType;
  return new ApiError(code, { error: { code, message, errors: [item], status } }, options.headers);
}

export const invalidArgument = (message: string): ApiError =>
  googleError(400, 'INVALID_ARGUMENT', 'invalidArgument', message);

/** ESF's answer to a value that does not fit the field's type ("Invalid value at 'max_results' …"). */
export const invalidValue = (message: string): ApiError =>
  googleError(400, 'INVALID_ARGUMENT', 'invalid', message);

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** invalidValue naming the field as ESF does (snake_case) with its type and the value `shown`. */
export const invalidValueAt = (field: string, type: string, shown: string): ApiError =>
  invalidValue(`Invalid value at '${snakeCase(field)}' (${type}), ${shown}`);

export const notFound = (): ApiError =>
  googleError(404, 'NOT_FOUND', 'notFound', 'Requested entity was not found.');

/** Google answers a missing, unknown or expired bearer token alike. */
export function unauthenticated(): ApiError {
  return googleError(
    401,
    'UNAUTHENTICATED',
    'authError',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    {
      itemMessage: 'Invalid Credentials',
      location: 'Authorization',
      locationType: 'header',
      headers: {
        'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      },
    },
  );
}

export const insufficientScopes = (): ApiError =>
  googleError(
    403,
    'PERMISSION_DENIED',
    'insufficientPermissions',
    'Request had insufficient authentication scopes.',
    {
      itemMessage: 'Insufficient Permission',
      headers: {
        'WWW-Authenticate':
          'Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="https://mail.google.com/"',
      },
    },
  );

export const tooManyConcurrentRequests = (retryAfterSeconds: number): ApiError =>
  googleError(
    429,
    'RESOURCE_EXHAUSTED',
    'rateLimitExceeded',
    'Too many concurrent requests for user',
    {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    },
  );

export const internalError = (): ApiError =>
  googleError(500, 'INTERNAL', 'backendError', 'Internal error encountered.');

/** Google's answer when a backend could not serve the call; also what a batch part gets for a lost backend. */
export const serviceUnavailable = (headers: Record<string, string> = {}): ApiError =>
  googleError(503, 'UNAVAILABLE', 'backendError', 'The service is currently unavailable.', {
    headers,
  });

export const payloadTooLarge = (limitBytes: number): ApiError =>
  googleError(
    413,
    'FAILED_PRECONDITION',
    'uploadTooLarge',
    `Request payload size exceeds the limit: ${limitBytes} bytes.`,
  );

/** Google's answer to a JSON body over its size limit (not an upload: those have their own). */
export const jsonPayloadTooLarge = (limitBytes: number): ApiError =>
  googleError(
    400,
    'INVALID_ARGUMENT',
    'badRequest',
    `Request payload size exceeds the limit: ${limitBytes} bytes.`,
  );
