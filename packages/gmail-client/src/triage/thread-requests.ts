import type { GmailBatchCall, GoogleClient } from '../google-client';
import type { LabelChange } from './label-change';

/** One conversation's part of a triage: threads.trash, or threads.modify with its label change. */
export interface ThreadRequest {
  threadId: string;
  call: 'trash' | LabelChange;
}

/** How one conversation's request ended; `error` as the client rejected it. */
export type ThreadRequestResult = { done: true } | { done: false; error: unknown };

/** What sending needs of the page's client. */
export type TriageClient = Pick<GoogleClient, 'requestGmail' | 'batchGmail'>;

/** Google refuses a batch of more than 100 calls. */
export const MAX_BATCH_CALLS = 100;

function gmailCallOf({ threadId, call }: ThreadRequest): GmailBatchCall {
  const thread = `/threads/${encodeURIComponent(threadId)}`;
  // The answer is not read: the labels are known already.
  const params = { fields: 'id' };
  if (call === 'trash') return { method: 'POST', path: `${thread}/trash`, params };
  const body = JSON.stringify({ addLabelIds: call.add, removeLabelIds: call.remove });
  return { method: 'POST', path: `${thread}/modify`, params, body };
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/**
 * Sends a triage as ONE request: the plain call for one conversation, a batch for several (one batch
 * per 100, Google's limit). Never rejects: each request's result, in order.
 */
export async function sendThreadRequests(
  client: TriageClient,
  requests: readonly ThreadRequest[],
): Promise<ThreadRequestResult[]> {
  const calls = requests.map(gmailCallOf);
  const [onlyCall] = calls;
  if (calls.length === 1 && onlyCall) {
    try {
      // Adding or removing a label twice leaves the same state as doing it once.
      await client.requestGmail({ ...onlyCall, delivery: 'idempotent' });
      return [{ done: true }];
    } catch (error) {
      return [{ done: false, error }];
    }
  }
  const batches = await Promise.all(
    chunksOf(calls, MAX_BATCH_CALLS).map(async (batch): Promise<ThreadRequestResult[]> => {
      try {
        const outcomes = await client.batchGmail(batch);
        return outcomes.map((outcome) =>
          'error' in outcome ? { done: false, error: outcome.error } : { done: true },
        );
      } catch (error) {
        return batch.map(() => ({ done: false, error }));
      }
    }),
  );
  return batches.flat();
}
