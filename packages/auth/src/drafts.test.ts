/** @jest-environment jsdom */
import { clearDraft, loadDraft, saveDraft, type Draft } from './drafts';

const reply: Draft = {
  to: ['ann@example.com'],
  cc: ['bo@example.com'],
  subject: 'Re: Plan',
  html: '<p>Ok</p>',
};
const fresh: Draft = { to: [], cc: [], subject: '', html: '<p>Idea</p>' };

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('drafts', () => {
  it('keeps drafts apart by key, as JSON under composeDrafts', () => {
    expect(saveDraft('reply:t1', reply)).toBe(true);
    expect(saveDraft('new', fresh)).toBe(true);
    expect(loadDraft('reply:t1')).toEqual(reply);
    expect(loadDraft('new')).toEqual(fresh);
    expect(JSON.parse(localStorage.getItem('composeDrafts') ?? 'null')).toEqual({
      'reply:t1': reply,
      new: fresh,
    });
  });

  it('stores only the JSON fields: attachment files are not kept', () => {
    const withFiles = { ...fresh, attachments: [new File(['x'], 'a.txt')] };
    saveDraft('new', withFiles);
    expect(loadDraft('new')).toEqual(fresh);
  });

  it('overwrites a draft saved under the same key', () => {
    saveDraft('new', fresh);
    saveDraft('new', { ...fresh, subject: 'Second' });
    expect(loadDraft('new')?.subject).toBe('Second');
  });

  it('clears one draft and leaves the others', () => {
    saveDraft('reply:t1', reply);
    saveDraft('new', fresh);
    clearDraft('new');
    expect(loadDraft('new')).toBeNull();
    expect(loadDraft('reply:t1')).toEqual(reply);
    clearDraft('reply:t1');
    expect(localStorage.getItem('composeDrafts')).toBeNull();
  });

  it('reads unknown keys, inherited names and unreadable storage as no draft', () => {
    expect(loadDraft('constructor')).toBeNull();
    localStorage.setItem('composeDrafts', '{not json');
    expect(loadDraft('new')).toBeNull();
    localStorage.setItem('composeDrafts', JSON.stringify({ new: { subject: 1 }, ok: reply }));
    expect(loadDraft('new')).toBeNull();
    expect(loadDraft('ok')).toEqual(reply);
  });

  it('reports a refused save (quota) and keeps the previous copy', () => {
    saveDraft('new', fresh);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(saveDraft('new', { ...fresh, html: '<img src="data:image/png;base64,…">' })).toBe(false);
    expect(loadDraft('new')).toEqual(fresh);
  });
});
