import { GoogleApiError } from '../errors';
import type { GmailBatchCall, GmailRequest } from '../google-client';
import { MAX_BATCH_CALLS, sendThreadRequests, type TriageClient } from './thread-requests';

/** A client that records each request and answers every batch part, failing the threads named. */
function fakeClient(failing: ReadonlySet<string> = new Set()) {
  const batches: GmailBatchCall[][] = [];
  const singles: GmailRequest[] = [];
  const refusal = new GoogleApiError(400, 'invalidArgument', 'Invalid label');
  const client: TriageClient = {
    requestGmail: async <T>(request: GmailRequest) => {
      singles.push(request);
      if ([...failing].some((id) => request.path.includes(id))) throw refusal;
      return {} as T;
    },
    batchGmail: async <T>(calls: readonly GmailBatchCall[]) => {
      batches.push([...calls]);
      return calls.map((call) =>
        [...failing].some((id) => call.path.includes(id)) ? { error: refusal } : { value: {} as T },
      );
    },
  };
  return { client, batches, singles, refusal };
}

const archive = (threadId: string) => ({
  threadId,
  call: { add: [], remove: ['INBOX'] },
});

describe('sendThreadRequests', () => {
  it('sends one conversation as the plain threads.modify or threads.trash', async () => {
    const { client, singles, batches } = fakeClient();
    await sendThreadRequests(client, [archive('a')]);
    await sendThreadRequests(client, [{ threadId: 'b', call: 'trash' }]);
    expect(batches).toEqual([]);
    expect(singles).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/threads/a/modify',
        body: '{"addLabelIds":[],"removeLabelIds":["INBOX"]}',
      }),
      expect.objectContaining({ method: 'POST', path: '/threads/b/trash' }),
    ]);
  });

  it('sends 250 conversations as batches of at most 100, each result in order', async () => {
    const { client, singles, batches, refusal } = fakeClient(new Set(['t-120']));
    const ids = Array.from({ length: 250 }, (_unused, index) => `t-${index}`);
    const results = await sendThreadRequests(client, ids.map(archive));
    expect(singles).toEqual([]);
    expect(batches.map((batch) => batch.length)).toEqual([MAX_BATCH_CALLS, MAX_BATCH_CALLS, 50]);
    expect(batches.flat().map((call) => call.path)).toEqual(
      ids.map((id) => `/threads/${id}/modify`),
    );
    expect(results.filter((result) => !result.done)).toEqual([{ done: false, error: refusal }]);
    expect(results[120]).toEqual({ done: false, error: refusal });
  });

  it('fails every part of a batch that was refused as a whole', async () => {
    const { client } = fakeClient();
    const signedOut = new GoogleApiError(401, undefined, 'Unauthorized');
    client.batchGmail = async () => {
      throw signedOut;
    };
    const results = await sendThreadRequests(client, [archive('a'), archive('b')]);
    expect(results).toEqual([
      { done: false, error: signedOut },
      { done: false, error: signedOut },
    ]);
  });
});
