import { emulatorForThisFile } from '../test-support/harness';

const h = emulatorForThisFile();
const EVENTS = '/calendar/v3/calendars/primary/events';
type Events = gapi.client.calendar.Events;

const startOf = (event: gapi.client.calendar.Event) =>
  Date.parse(event.start?.dateTime ?? `${event.start?.date}T00:00:00`);

describe('calendar events.list', () => {
  let all: gapi.client.calendar.Event[] = [];
  beforeAll(async () => {
    all =
      (await h.json<Events>(`${EVENTS}?singleEvents=true&orderBy=startTime&maxResults=2500`))
        .items ?? [];
  });

  it('answers the Events resource, items ordered by start', async () => {
    const events: Events = await h.json(
      `${EVENTS}?singleEvents=true&orderBy=startTime&conferenceDataVersion=1`,
    );
    expect(events).toMatchObject({
      kind: 'calendar#events',
      accessRole: 'owner',
      defaultReminders: expect.any(Array),
    });
    expect(events.timeZone).toEqual(expect.any(String));
    expect(events.etag).toEqual(expect.any(String));
    expect(all.length).toBeGreaterThan(0);
    const starts = all.map(startOf);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('keeps only events overlapping [timeMin, timeMax)', async () => {
    const first = all.find((event) => event.start?.dateTime);
    const from = first?.start?.dateTime ?? '';
    const to = first?.end?.dateTime ?? '';
    const window: Events = await h.json(
      `${EVENTS}?singleEvents=true&orderBy=startTime&timeMin=${encodeURIComponent(from)}&timeMax=${encodeURIComponent(to)}`,
    );
    const endOf = (event: gapi.client.calendar.Event) =>
      Date.parse(event.end?.dateTime ?? `${event.end?.date}T00:00:00`);
    const expected = all.filter(
      (event) => endOf(event) > Date.parse(from) && startOf(event) < Date.parse(to),
    );
    expect(window.items?.map((event) => event.id)).toEqual(expected.map((event) => event.id));
    expect(window.items?.map((event) => event.id)).toContain(first?.id);
  });

  it('pages with maxResults and pageToken', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    do {
      const page: Events = await h.json(
        `${EVENTS}?singleEvents=true&orderBy=startTime&maxResults=1${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
      );
      expect(page.items?.length).toBeLessThanOrEqual(1);
      seen.push(...(page.items ?? []).map((event) => event.id ?? ''));
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(seen).toEqual(all.map((event) => event.id));
  });

  it('finds events by free text', async () => {
    const word = (all[0]?.summary ?? '').split(/\s+/)[0] ?? '';
    const found: Events = await h.json(`${EVENTS}?q=${encodeURIComponent(word)}`);
    expect(found.items?.map((event) => event.id)).toContain(all[0]?.id);
    expect((await h.json<Events>(`${EVENTS}?q=zzqqxxnothing`)).items).toEqual([]);
  });

  it('answers 400 for orderBy=startTime without singleEvents, bad times and bad page sizes', async () => {
    const ordering = await h.call(`${EVENTS}?orderBy=startTime`);
    expect(ordering.status).toBe(400);
    expect(ordering.json<{ error: { message: string } }>().error.message).toBe(
      'The requested ordering is not available for the particular query.',
    );
    expect((await h.call(`${EVENTS}?timeMin=2025-01-01`)).status).toBe(400);
    expect(
      (await h.call(`${EVENTS}?timeMin=2025-01-02T00:00:00Z&timeMax=2025-01-01T00:00:00Z`)).status,
    ).toBe(400);
    expect((await h.call(`${EVENTS}?maxResults=0`)).status).toBe(400);
    expect((await h.call(`${EVENTS}?pageToken=bogus`)).status).toBe(400);
    expect((await h.call('/calendar/v3/calendars/someone%40else.example/events')).status).toBe(404);
    expect((await h.call(EVENTS, { token: null })).status).toBe(401);
  });
});
