import { REQUIRED_SCOPES } from '../auth/scopes';
import { googleError } from '../server/api-error';
import { ok } from '../server/api-types';
import { readBoolean } from '../server/query';
import type { Route } from '../server/router';
import type { EventCatalog, EventQuery } from './event-catalog';
import { eventsSchema } from './schemas';

const DEFAULT_PAGE = 250;
const MAX_PAGE = 2500;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

export interface CalendarContext {
  events: EventCatalog;
  owner: string;
  timeZone: string;
}

const badRequest = (message = 'Bad Request', reason = 'badRequest') =>
  googleError(400, 'INVALID_ARGUMENT', reason, message);

function readTime(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (!RFC3339.test(value) || Number.isNaN(Date.parse(value))) throw badRequest();
  return Date.parse(value);
}

function readMaxResults(query: URLSearchParams): number {
  const value = query.get('maxResults');
  if (value === null) return DEFAULT_PAGE;
  const size = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(size >= 1)) {
    throw googleError(
      400,
      'INVALID_ARGUMENT',
      'invalid',
      `Invalid value '${value}'. Values must be within the range: [1, ${MAX_PAGE}]`,
      {
        location: 'maxResults',
        locationType: 'parameter',
      },
    );
  }
  return Math.min(size, MAX_PAGE);
}

/** Calendar page tokens: the offset into the query's result, tied to the query that made it. */
function pageToken(offset: number, fingerprint: string): string {
  return Buffer.from(JSON.stringify([offset, fingerprint])).toString('base64url');
}

function readOffset(token: string | null, fingerprint: string): number {
  if (token === null) return 0;
  try {
    const [offset, madeFor] = JSON.parse(Buffer.from(token, 'base64url').toString()) as [
      unknown,
      unknown,
    ];
    if (Number.isInteger(offset) && madeFor === fingerprint) return offset as number;
  } catch {
    // Falls through to the 400 below.
  }
  throw googleError(400, 'INVALID_ARGUMENT', 'invalid', 'Invalid Value', {
    location: 'pageToken',
    locationType: 'parameter',
  });
}

/** GET /calendar/v3/calendars/{calendarId}/events (calendarId `primary` or the owner's address). */
export function calendarRoutes(calendar: CalendarContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/calendar/v3/calendars/:calendarId/events',
      kind: 'api',
      scopes: REQUIRED_SCOPES.calendarRead,
      responseSchema: eventsSchema,
      handle({ req, params }) {
        const calendarId = params.calendarId ?? '';
        if (calendarId !== 'primary' && calendarId.toLowerCase() !== calendar.owner.toLowerCase()) {
          throw googleError(404, 'NOT_FOUND', 'notFound', 'Not Found');
        }
        const { query } = req;
        const singleEvents = readBoolean(query, 'singleEvents', false);
        const orderBy = query.get('orderBy');
        if (orderBy !== null && orderBy !== 'startTime' && orderBy !== 'updated') {
          throw googleError(
            400,
            'INVALID_ARGUMENT',
            'invalid',
            `Invalid value '${orderBy}' for orderBy`,
          );
        }
        if (orderBy === 'startTime' && !singleEvents) {
          throw badRequest('The requested ordering is not available for the particular query.');
        }
        const eventQuery: EventQuery = { showDeleted: readBoolean(query, 'showDeleted', false) };
        const timeMin = readTime(query, 'timeMin');
        const timeMax = readTime(query, 'timeMax');
        if (timeMin !== undefined && timeMax !== undefined && timeMin >= timeMax) {
          throw badRequest('The specified time range is empty.', 'timeRangeEmpty');
        }
        if (timeMin !== undefined) eventQuery.timeMin = timeMin;
        if (timeMax !== undefined) eventQuery.timeMax = timeMax;
        const q = query.get('q');
        if (q) eventQuery.q = q;
        if (orderBy) eventQuery.orderBy = orderBy;
        const size = readMaxResults(query);
        const fingerprint = JSON.stringify([eventQuery, singleEvents]);
        const offset = readOffset(query.get('pageToken'), fingerprint);
        const items = calendar.events.list(eventQuery);
        const out: gapi.client.calendar.Events = {
          kind: 'calendar#events',
          etag: calendar.events.etag,
          summary: calendar.owner,
          updated: calendar.events.updated,
          timeZone: calendar.timeZone,
          accessRole: 'owner',
          defaultReminders: [{ method: 'popup', minutes: 10 }],
        };
        if (offset + size < items.length) out.nextPageToken = pageToken(offset + size, fingerprint);
        out.items = items.slice(offset, offset + size);
        return ok(out);
      },
    },
  ];
}
