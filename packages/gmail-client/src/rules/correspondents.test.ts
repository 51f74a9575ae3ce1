import {
  afterSeeing,
  afterWriting,
  compareUsefulness,
  rankCandidates,
  WRITTEN_HALF_LIFE_MS,
  writtenWeightAt,
  type Correspondent,
} from './correspondents';
import { suggest } from './recipient-chips';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 100 * DAY;
const kenji = { name: 'Kenji Watanabe', email: 'kenji.watanabe@example.com' };

/** A correspondent written to at each of `times` (in order), then seen at `seenAt`. */
function written(email: string, times: number[], name = ''): Correspondent {
  return times.reduce<Correspondent>(
    (kept, at) => afterWriting(kept, { name, email }, at),
    afterSeeing(undefined, { name, email }, 0),
  );
}
const seen = (email: string, at: number, name = '') => afterSeeing(undefined, { name, email }, at);
const emails = (list: { email: string }[]) => list.map(({ email }) => email);

describe('afterWriting / afterSeeing', () => {
  it('counts each send, keeps the newest time, and weighs a send by its age', () => {
    const once = afterWriting(undefined, kenji, NOW);
    expect(once).toMatchObject({ ...kenji, timesWrittenTo: 1, lastWrittenAt: NOW });
    expect(writtenWeightAt(once, NOW)).toBeCloseTo(1);
    expect(writtenWeightAt(once, NOW + WRITTEN_HALF_LIFE_MS)).toBeCloseTo(0.5);
    const twice = afterWriting(once, kenji, NOW + WRITTEN_HALF_LIFE_MS);
    expect(twice.timesWrittenTo).toBe(2);
    // The sum of both sends' weights: the first halved, the second whole.
    expect(writtenWeightAt(twice, NOW + WRITTEN_HALF_LIFE_MS)).toBeCloseTo(1.5);
  });

  it('keys by the lower-cased address and never trades a name for none', () => {
    const named = afterSeeing(
      undefined,
      { name: ' Kenji Watanabe ', email: 'Kenji.Watanabe@Example.com' },
      5,
    );
    expect(named).toMatchObject({ ...kenji, lastSeenAt: 5, timesWrittenTo: 0 });
    const again = afterSeeing(named, { name: '', email: kenji.email }, 9);
    expect(again).toMatchObject({ name: 'Kenji Watanabe', lastSeenAt: 9 });
    expect(afterWriting(again, { name: 'Kenji W.', email: kenji.email }, 10).name).toBe('Kenji W.');
  });
});

describe('compareUsefulness', () => {
  it('puts written-to before seen-only, more and more recent sends first, then the newest seen', () => {
    const often = written('often@x.io', [NOW - 3 * DAY, NOW - 2 * DAY, NOW - DAY]);
    const recentOnce = written('recent@x.io', [NOW - DAY]);
    const longAgo = written('old@x.io', [NOW - 90 * DAY, NOW - 89 * DAY, NOW - 88 * DAY]);
    const seenToday = seen('today@x.io', NOW);
    const seenLastWeek = seen('week@x.io', NOW - 7 * DAY);
    const sorted = [seenLastWeek, longAgo, seenToday, recentOnce, often].sort((a, b) =>
      compareUsefulness(a, b, NOW),
    );
    expect(emails(sorted)).toEqual([
      'often@x.io',
      'recent@x.io',
      'old@x.io',
      'today@x.io',
      'week@x.io',
    ]);
  });
});

describe('rankCandidates', () => {
  const sources = {
    correspondents: [
      seen('kw@corp.example', NOW, 'Kenji W'),
      written('ann@example.com', [NOW - DAY], 'Ann Lee'),
      seen('me@example.com', NOW),
      written('bob@example.com', [NOW - 2 * DAY, NOW - DAY]),
    ],
    contacts: [kenji, { name: 'Ann (work)', email: 'ANN@example.com' }],
    ownAddresses: ['Me@Example.com'],
    now: NOW,
  };

  it('ranks the written-to by frecency, then contacts, then the seen-only, each address once', () => {
    const ranked = rankCandidates(sources);
    expect(suggest(ranked, '@', [], 10)).toEqual([
      { name: '', email: 'bob@example.com' },
      // A contact's name is the best one.
      { name: 'Ann (work)', email: 'ann@example.com' },
      kenji,
      { name: 'Kenji W', email: 'kw@corp.example' },
    ]);
  });

  it("never suggests the user's own address, whatever its case or source", () => {
    const ranked = rankCandidates({
      ...sources,
      contacts: [{ name: 'Me', email: 'ME@example.com' }],
    });
    expect(emails(ranked)).not.toContain('me@example.com');
    expect(emails(ranked)).not.toContain('ME@example.com');
  });

  it('drops addresses that fail the spec’s pattern', () => {
    const ranked = rankCandidates({
      ...sources,
      correspondents: [seen('root@localhost', NOW)],
      contacts: [{ name: 'Root', email: 'root@localhost' }],
    });
    expect(ranked).toEqual([]);
  });
});

describe('matching what is typed', () => {
  const ranked = rankCandidates({
    correspondents: [seen(kenji.email, NOW, kenji.name), seen('kenneth@x.io', NOW - DAY)],
    contacts: [],
    ownAddresses: [],
    now: NOW,
  });

  it.each<[string, string[]]>([
    ['Kenji W', [kenji.email]],
    ['kenji w', [kenji.email]],
    ['Watanabe', [kenji.email]],
    ['wata', [kenji.email]],
    ['ken', [kenji.email, 'kenneth@x.io']],
    ['Kenji X', []],
  ])('%j suggests %j', (typed, expected) => {
    expect(emails(suggest(ranked, typed, []))).toEqual(expected);
  });
});
