import { IMPORTANT_CACHE_KEY, readCachedImportant, writeCachedImportant } from './important-cache';
import type { MailListItem } from '@mail/gmail-client';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const item: MailListItem = {
  id: 'm1',
  threadId: 't1',
  threadCount: 1,
  snippet: 's',
  subject: 'No Subject',
  from: 'Unknown',
  to: 'Recipient',
  hasDraft: false,
  time: new Date(0).toISOString(),
  internalDate: 0,
  labels: ['IMPORTANT'],
  isImportant: true,
  isStarred: false,
  isUnread: false,
  hasAttachment: false,
  attachments: [],
  addresses: [],
};

describe('Important cache', () => {
  it('round-trips the rows as a JSON array under its documented key', () => {
    const storage = memoryStorage();
    writeCachedImportant([item], storage);
    expect(JSON.parse(storage.values.get(IMPORTANT_CACHE_KEY) ?? '')).toEqual([item]);
    expect(readCachedImportant(storage)).toEqual([item]);
  });

  it.each([
    ['absent', undefined],
    ['not JSON', '{oops'],
    ['not an array', '{"id":"m1"}'],
    ['rows of another shape', '[{"id":1}]'],
  ])('reads [] when the cache is %s', (_case, stored) => {
    const storage = memoryStorage(stored === undefined ? {} : { [IMPORTANT_CACHE_KEY]: stored });
    expect(readCachedImportant(storage)).toEqual([]);
  });

  it('survives a full or missing storage', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeCachedImportant([item], full)).not.toThrow();
    expect(readCachedImportant(undefined)).toEqual([]);
  });
});
