import { allDayEvent, timedEvent } from '../../test-support/calendar-events';
import {
  initialScrollTop,
  layoutTimedEvents,
  MIN_EVENT_HEIGHT_PX,
  minuteOnDay,
  nowLineTop,
  TIMELINE_HEIGHT_PX,
} from './timeline';

const NEW_YORK = 'America/New_York';
const DAY = '2026-11-23';

function placed(events: Parameters<typeof layoutTimedEvents>[0], date = DAY, zone = NEW_YORK) {
  return layoutTimedEvents(events, date, zone).map(({ event, top, height }) => ({
    id: event.id,
    top,
    height,
  }));
}

describe('the timeline scale', () => {
  it('is 60 px an hour, 1440 px a day, with events at least 20 px high', () => {
    expect(TIMELINE_HEIGHT_PX).toBe(1440);
    expect(MIN_EVENT_HEIGHT_PX).toBe(20);
  });
});

describe('layoutTimedEvents', () => {
  it('places an event by its start minute and sizes it by its duration', () => {
    const events = [
      timedEvent('standup', '2026-11-23T09:30:00-05:00', '2026-11-23T11:00:00-05:00'),
    ];
    expect(placed(events)).toEqual([{ id: 'standup', top: 570, height: 90 }]);
  });

  it('reads start times written with another offset in the page’s zone', () => {
    const events = [timedEvent('call', '2026-11-23T15:00:00Z', '2026-11-23T15:45:00Z')];
    expect(placed(events)).toEqual([{ id: 'call', top: 600, height: 45 }]);
  });

  it('gives short events the minimum height', () => {
    const events = [
      timedEvent('ping', '2026-11-23T14:00:00-05:00', '2026-11-23T14:05:00-05:00'),
      timedEvent('reminder', '2026-11-23T15:00:00-05:00', '2026-11-23T15:00:00-05:00'),
    ];
    expect(placed(events)).toEqual([
      { id: 'ping', top: 840, height: 20 },
      { id: 'reminder', top: 900, height: 20 },
    ]);
  });

  it('gives each block the lines of text that fit whole in its height', () => {
    const events = [
      timedEvent('hour', '2026-11-23T09:00:00-05:00', '2026-11-23T10:00:00-05:00'),
      timedEvent('quarter', '2026-11-23T11:00:00-05:00', '2026-11-23T11:15:00-05:00'),
      timedEvent('prep', '2026-11-23T12:00:00-05:00', '2026-11-23T12:45:00-05:00'),
    ];
    expect(
      layoutTimedEvents(events, DAY, NEW_YORK).map(({ event, textLines }) => [event.id, textLines]),
    ).toEqual([
      ['hour', 3],
      ['quarter', 1],
      ['prep', 2],
    ]);
  });

  it('lifts a minimum-height event at the end of the day back inside it', () => {
    const events = [timedEvent('late', '2026-11-23T23:55:00-05:00', '2026-11-24T00:00:00-05:00')];
    expect(placed(events)).toEqual([{ id: 'late', top: 1420, height: 20 }]);
  });

  it('clips events crossing midnight to the day shown', () => {
    const overnight = timedEvent(
      'flight',
      '2026-11-22T22:00:00-05:00',
      '2026-11-23T06:30:00-05:00',
    );
    const intoTomorrow = timedEvent(
      'party',
      '2026-11-23T21:00:00-05:00',
      '2026-11-24T02:00:00-05:00',
    );
    expect(placed([overnight, intoTomorrow])).toEqual([
      { id: 'flight', top: 0, height: 390 },
      { id: 'party', top: 1260, height: 180 },
    ]);
    expect(placed([overnight], '2026-11-22')).toEqual([{ id: 'flight', top: 1320, height: 120 }]);
  });

  it('fills the whole day for an event spanning it', () => {
    const conference = timedEvent(
      'summit',
      '2026-11-22T08:00:00-05:00',
      '2026-11-25T18:00:00-05:00',
    );
    expect(placed([conference])).toEqual([{ id: 'summit', top: 0, height: 1440 }]);
  });

  it('leaves out all-day events and events of other days', () => {
    const events = [
      allDayEvent('holiday', DAY, '2026-11-24'),
      timedEvent('yesterday', '2026-11-22T09:00:00-05:00', '2026-11-22T10:00:00-05:00'),
      timedEvent('ends-at-midnight', '2026-11-22T23:00:00-05:00', '2026-11-23T00:00:00-05:00'),
      timedEvent('tomorrow', '2026-11-24T00:00:00-05:00', '2026-11-24T01:00:00-05:00'),
    ];
    expect(placed(events)).toEqual([]);
  });

  it('places events at their local time on a 23-hour spring-forward day', () => {
    const events = [
      timedEvent('early', '2026-03-08T01:00:00-05:00', '2026-03-08T01:30:00-05:00'),
      // 01:30 EST to 03:30 EDT lasts one hour but covers two hours of the clock.
      timedEvent('across-the-gap', '2026-03-08T01:30:00-05:00', '2026-03-08T03:30:00-04:00'),
      timedEvent('nine', '2026-03-08T09:00:00-04:00', '2026-03-08T10:00:00-04:00'),
      timedEvent('evening', '2026-03-08T22:00:00-04:00', '2026-03-08T23:00:00-04:00'),
    ];
    expect(placed(events, '2026-03-08')).toEqual([
      { id: 'early', top: 60, height: 30 },
      { id: 'across-the-gap', top: 90, height: 120 },
      { id: 'nine', top: 540, height: 60 },
      { id: 'evening', top: 1320, height: 60 },
    ]);
  });

  it('places events at their local time on a 25-hour fall-back day', () => {
    const events = [
      timedEvent('first-1-30', '2026-11-01T01:30:00-04:00', '2026-11-01T01:45:00-04:00'),
      timedEvent('second-1-30', '2026-11-01T01:30:00-05:00', '2026-11-01T02:30:00-05:00'),
      timedEvent('nine', '2026-11-01T09:00:00-05:00', '2026-11-01T10:00:00-05:00'),
      timedEvent('evening', '2026-11-01T22:00:00-05:00', '2026-11-01T23:00:00-05:00'),
    ];
    const layout = placed(events, '2026-11-01');
    expect(layout).toEqual([
      { id: 'first-1-30', top: 90, height: 20 },
      { id: 'second-1-30', top: 90, height: 60 },
      { id: 'nine', top: 540, height: 60 },
      { id: 'evening', top: 1320, height: 60 },
    ]);
  });

  it('never sizes an event negative when the fall-back makes its end read earlier', () => {
    // 01:50 EDT to 01:10 EST: forty minutes, but the clock goes back.
    const events = [timedEvent('back', '2026-11-01T01:50:00-04:00', '2026-11-01T01:10:00-05:00')];
    expect(placed(events, '2026-11-01')).toEqual([{ id: 'back', top: 110, height: 20 }]);
  });

  it('sets overlapping events side by side, also when only their minimum heights overlap', () => {
    const events = [
      timedEvent('a', '2026-11-23T10:00:00-05:00', '2026-11-23T11:00:00-05:00'),
      timedEvent('b', '2026-11-23T10:30:00-05:00', '2026-11-23T11:30:00-05:00'),
      timedEvent('c', '2026-11-23T13:00:00-05:00', '2026-11-23T13:05:00-05:00'),
      timedEvent('d', '2026-11-23T13:10:00-05:00', '2026-11-23T13:15:00-05:00'),
      timedEvent('e', '2026-11-23T15:00:00-05:00', '2026-11-23T16:00:00-05:00'),
    ];
    const columns = layoutTimedEvents(events, DAY, NEW_YORK).map(({ event, column, columns }) => [
      event.id,
      column,
      columns,
    ]);
    expect(columns).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 1, 2],
      ['e', 0, 1],
    ]);
  });
});

describe('minuteOnDay', () => {
  it('clips to the edges of the day', () => {
    expect(minuteOnDay(new Date('2026-11-22T12:00:00-05:00'), DAY, NEW_YORK)).toBe(0);
    expect(minuteOnDay(new Date('2026-11-23T12:34:00-05:00'), DAY, NEW_YORK)).toBe(754);
    expect(minuteOnDay(new Date('2026-11-24T00:00:00-05:00'), DAY, NEW_YORK)).toBe(1440);
  });
});

describe('nowLineTop', () => {
  it('marks the current minute only on today', () => {
    const now = new Date('2026-11-23T14:25:00-05:00');
    expect(nowLineTop(now, DAY, NEW_YORK)).toBe(865);
    expect(nowLineTop(now, '2026-11-24', NEW_YORK)).toBeNull();
    // Already the next day in Tokyo.
    expect(nowLineTop(now, DAY, 'Asia/Tokyo')).toBeNull();
  });
});

describe('initialScrollTop', () => {
  const blocks = layoutTimedEvents(
    [
      timedEvent('lunch', '2026-11-23T12:00:00-05:00', '2026-11-23T13:00:00-05:00'),
      timedEvent('breakfast', '2026-11-23T07:15:00-05:00', '2026-11-23T08:00:00-05:00'),
    ],
    DAY,
    NEW_YORK,
  );

  it('opens an hour above the current time on today', () => {
    expect(initialScrollTop(blocks, 900)).toBe(840);
  });

  it('opens an hour above the first event on another day', () => {
    expect(initialScrollTop(blocks, null)).toBe(375);
  });

  it('opens at 7 AM on an empty day and never above the top', () => {
    expect(initialScrollTop([], null)).toBe(420);
    expect(initialScrollTop([], 30)).toBe(0);
  });
});
