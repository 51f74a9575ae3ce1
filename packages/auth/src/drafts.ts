import { DRAFTS_KEY } from './storage-keys';

/**
 * An unsent message as plain JSON. Attachment files cannot be written to local storage: a restored
 * draft comes back without them, and the editor must say so.
 */
export interface Draft {
  to: string[];
  cc: string[];
  subject: string;
  /** The editor's HTML; inline images as data: URIs count against the storage quota. */
  html: string;
}

type DraftShelf = Record<string, Draft>;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const { to, cc, subject, html } = value as Record<string, unknown>;
  return (
    isStringList(to) && isStringList(cc) && typeof subject === 'string' && typeof html === 'string'
  );
}

/** The stored drafts; anything unreadable (hand-edited, older format) is dropped, not thrown. */
function readShelf(): DraftShelf {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, draft]) => isDraft(draft)));
  } catch {
    return {};
  }
}

/**
 * Keeps `draft` under `key` (e.g. 'new' for the compose popup, `reply:${threadId}` for a reply).
 * Returns false when storage refused it (quota exceeded), leaving the previous copy in place.
 */
export function saveDraft(key: string, draft: Draft): boolean {
  const { to, cc, subject, html } = draft;
  try {
    localStorage.setItem(
      DRAFTS_KEY,
      JSON.stringify({ ...readShelf(), [key]: { to, cc, subject, html } }),
    );
    return true;
  } catch {
    return false;
  }
}

export function loadDraft(key: string): Draft | null {
  const shelf = readShelf();
  return Object.hasOwn(shelf, key) ? (shelf[key] ?? null) : null;
}

export function clearDraft(key: string): void {
  const shelf = readShelf();
  delete shelf[key];
  if (Object.keys(shelf).length === 0) localStorage.removeItem(DRAFTS_KEY);
  else localStorage.setItem(DRAFTS_KEY, JSON.stringify(shelf));
}
