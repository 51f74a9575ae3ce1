import type { ComposeDraft } from '@mail/drafts';
import { getGoogleClient } from '@mail/gmail-client';
import { draftCalls, MessageTooLargeError } from '@mail/gmail-client/drafts';
import { buildMessage } from './build-message';
import { senderHeader } from './sender';

/** Gmail Drafts is updated at most this often while the text changes (issue 12). */
export const GMAIL_SYNC_INTERVAL_MS = 3000;

/** True when there is something worth a draft in Gmail (an empty popup is not). */
export function hasContent(draft: ComposeDraft): boolean {
  return (
    draft.to.length + draft.cc.length + draft.attachments.length > 0 ||
    draft.subject.trim() !== '' ||
    draft.text.trim() !== ''
  );
}

/**
 * Creates the Gmail draft unless another tab on the same draft already has: answers the draft's id
 * and whether this call made it (when not, the caller's text is not in it yet).
 */
export type CreateOnce = (
  create: () => Promise<string>,
) => Promise<{ id: string; created: boolean }>;

/** A draft as Gmail Drafts takes it: the whole message, in its conversation for a reply. */
export async function gmailDraftMessage(draft: ComposeDraft) {
  const raw = await buildMessage(draft, await senderHeader());
  return { raw, ...(draft.threadId ? { threadId: draft.threadId } : {}) };
}

/**
 * Puts `draft` in Gmail Drafts at once: updates draft `draftId`, or creates a draft without one.
 * For drafts no editor holds (closed offline, brought back by Undo); an editor goes by GmailDraftSync.
 */
export async function saveToGmailDrafts(draft: ComposeDraft, draftId?: string) {
  const client = draftCalls(getGoogleClient());
  const message = await gmailDraftMessage(draft);
  return draftId ? client.updateDraft(draftId, message) : client.createDraft(message);
}

/**
 * Keeps one editor's draft in the account's Gmail Drafts: created once, then updated, at most every
 * 3 s, only ever one request at a time, so retries and quick typing never make a second draft, nor a
 * second tab on the same draft (`createOnce`). `onSaved` reports each version Gmail now has (with the
 * draft's id, new after the first), to be kept with the local copy: a reload goes on updating the
 * same draft, and LOGOUT knows what Gmail has.
 */
export class GmailDraftSync {
  private latest: { draft: ComposeDraft; version: number } | null = null;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastStart = 0;
  /** Whether the last save failed: Gmail does not have the version it carried. */
  private failed = false;

  constructor(
    private draftId: string | undefined,
    private readonly onSaved: (draftId: string, version: number) => void,
    private readonly createOnce: CreateOnce,
    /** A save Gmail refused or could not receive (the local copy is safe; the next change retries). */
    private readonly onFailed: (error: unknown) => void = () => undefined,
  ) {}

  get id(): string | undefined {
    return this.draftId;
  }

  /** The draft changed (`version`: when, as kept locally): Gmail gets it within 3 s. */
  update(draft: ComposeDraft, version: number): void {
    this.latest = { draft, version };
    if (this.timer !== undefined || this.running) return;
    const wait = Math.max(0, this.lastStart + GMAIL_SYNC_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.push();
    }, wait);
  }

  /**
   * Stops waiting updates and resolves, once no request is under way, with the Gmail draft's id (if
   * any): the send then updates and sends that draft itself, so no copy is left behind in Drafts.
   */
  async settle(): Promise<string | undefined> {
    this.stop();
    await this.running?.catch(() => undefined);
    return this.draftId;
  }

  /**
   * The editor closes: what waits goes to Gmail now, not after the interval. Resolves true once
   * Gmail has the latest version (or there is nothing worth a draft), false when it could not.
   */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    if (!this.latest) return true;
    await this.push();
    return !this.failed;
  }

  /** No more updates (sent, discarded or closed). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.latest = null;
  }

  private async push(): Promise<void> {
    const latest = this.latest;
    this.latest = null;
    if (!latest || !hasContent(latest.draft)) return;
    this.lastStart = Date.now();
    this.running = this.write(latest.draft, latest.version);
    try {
      await this.running;
      this.failed = false;
    } catch (error) {
      // The local copy is safe. A version Gmail can never take (too large) waits for the next
      // change: building it again every few seconds only keeps the page busy. Any other failure
      // (offline, a refusal that passes) tries this version again.
      console.error('Could not save the draft to Gmail', error);
      this.failed = true;
      if (!(error instanceof MessageTooLargeError)) this.latest ??= latest;
      this.onFailed(error);
    } finally {
      this.running = null;
    }
    // Changes made while this one was under way go next (read anew: they arrived meanwhile).
    const next = this.waiting();
    if (next) this.update(next.draft, next.version);
  }

  private waiting() {
    return this.latest;
  }

  private async write(draft: ComposeDraft, version: number): Promise<void> {
    const message = await gmailDraftMessage(draft);
    const client = draftCalls(getGoogleClient());
    if (this.draftId) {
      await client.updateDraft(this.draftId, message);
    } else {
      const { id, created } = await this.createOnce(
        async () => (await client.createDraft(message)).id,
      );
      this.draftId = id;
      if (!created) await client.updateDraft(id, message);
    }
    this.onSaved(this.draftId, version);
  }
}
