import { gmailApi } from '../support/gmail-api';
import { openSignedIn, waitForMailboxRows } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Lists when this browser may not use Gmail's batch endpoint (docs/google-api.md#batch-fallback): the
// stand-in refuses its CORS preflight, as a network or CORS policy would, and the mailbox must still
// show its rows, from single requests.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;

/** The first page of Others' thread ids, from the stand-in's own API. */
async function othersIds(): Promise<string[]> {
  const answer = await gmailApi<gapi.client.gmail.ListThreadsResponse>(
    emulator(),
    '/threads?maxResults=25&labelIds=INBOX',
  );
  return (answer.threads ?? []).map((thread) => thread.id ?? '');
}

test('with the batch endpoint refused, the mailbox shows its rows from single GETs, and says so once', async () => {
  const ids = await othersIds();
  emulator().setFaults({ batchCorsRefused: true });
  emulator().clearRequestLog();
  const warnings: string[] = [];
  page().on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await openSignedIn(page(), session.product, '/?view=others');
  await waitForMailboxRows(page(), ids);

  const log = emulator().requestLog();
  // The browser never sent a batch: its preflight granted nothing.
  expect(log.filter((entry) => entry.path.startsWith('/batch/') || entry.viaBatch)).toEqual([]);
  const singles = log.filter((entry) => entry.method === 'GET' && entry.status === 200);
  const paths = singles.map((entry) => new URL(entry.path, 'http://stand-in').pathname);
  expect(paths).toContain('/gmail/v1/users/me/threads');
  // Each row its own threads.get.
  for (const id of ids) expect(paths).toContain(`/gmail/v1/users/me/threads/${id}`);
  expect(warnings.filter((text) => /Gmail batch unreachable/.test(text))).toHaveLength(1);
});
