// What one page of mailbox rows costs on the local Google stand-in with 100 ms added per request:
// the real gmail-client (what the mailbox remote calls) beside the spec's naive call pattern (one
// messages.list, 25 messages.get format=full, one labels.get), in the same run, on the same data.
// Then the built product in Chromium: how soon rows show after the remote mounts, from the cache and
// from the network.
//
//   npx tsx remotes/mailbox/bench/mailbox-page.ts
//
// Prints figures only; nothing here asserts a time (machines are noisy).
import { startEmulator } from '@mail/emulator';
import { MAILBOX_PAGE_SIZE } from '@mail/gmail-client';
import { kib, printTable } from '../../../scripts/bench/figures';
import {
  BROWSER_CONNECTIONS_PER_HOST,
  clientPage,
  measure,
  medianOf,
  naivePage,
  type Measurement,
} from '../../../scripts/bench/page-cost';
import { mailboxQuery } from '../src/lib/mailbox-views';
import { measureRowsInBrowser } from './rows-in-browser';

const LATENCY_MS = 100;
const RUNS = 5;

function printPageCosts(rows: [string, Measurement][]): void {
  const header = ['pattern', 'rows', 'HTTP req', 'API calls', 'round trips', 'down', 'up', 'ms'];
  printTable(
    header,
    rows.map(([name, m]) => [
      name,
      String(m.rows),
      String(m.httpRequests),
      String(m.apiCalls),
      String(m.roundTrips),
      kib(m.downBytes),
      kib(m.upBytes),
      m.ms.toFixed(0),
    ]),
  );
}

async function main(): Promise<void> {
  const emulator = await startEmulator({ port: 0 });
  try {
    const token = emulator.issueToken();
    emulator.setFaults({ latencyMs: LATENCY_MS });
    const cap = BROWSER_CONNECTIONS_PER_HOST;
    const results: [string, Measurement][] = [
      [
        'gmail-client, Important page 1',
        await medianOf(RUNS, () =>
          measure(emulator, cap, clientPage(emulator, token, mailboxQuery('IMPORTANT')!)),
        ),
      ],
      [
        'gmail-client, Others page 1',
        await medianOf(RUNS, () =>
          measure(emulator, cap, clientPage(emulator, token, mailboxQuery('INBOX')!)),
        ),
      ],
      [
        'naive spec pattern, Important, 6 conn.',
        await medianOf(RUNS, () => measure(emulator, cap, naivePage(emulator, token, 'IMPORTANT'))),
      ],
      [
        'naive spec pattern, Important, no cap',
        await medianOf(RUNS, () =>
          measure(emulator, Infinity, naivePage(emulator, token, 'IMPORTANT')),
        ),
      ],
    ];
    console.log(
      `One page of ${MAILBOX_PAGE_SIZE} rows, stand-in latency ${LATENCY_MS} ms per request, ` +
        `median of ${RUNS} runs after a warm-up (Node ${process.version}).\n`,
    );
    printPageCosts(results);
    console.log(
      '\nHTTP req: requests on the wire (a batch is one). API calls: Gmail calls served (each batch ' +
        'part counts). Round trips: longest chain of requests each waiting for the previous answer. ' +
        'down: response bytes as sent by the stand-in (status line, headers, gzip body). up: URLs and ' +
        'request bodies (headers not counted). "6 conn." caps requests in flight at 6, as Chromium does ' +
        "per host over HTTP/1.1; the gmail-client keeps its own cap of 4. The naive pattern's rows are " +
        "messages, the client's are conversations.",
    );
  } finally {
    await emulator.close();
  }

  const inBrowser = await measureRowsInBrowser(RUNS, LATENCY_MS);
  console.log(
    `\nIn the built product in Chromium, rows on screen after the mailbox remote mounted (median of ` +
      `${inBrowser.runs} reloads):\n` +
      `  from the Important cache  ${inBrowser.fromCacheMs.toFixed(1)} ms (stand-in slowed to 3000 ms)\n` +
      `  from the network          ${inBrowser.fromNetworkMs.toFixed(0)} ms ` +
      `(${inBrowser.networkLatencyMs} ms per request, ` +
      `${(inBrowser.fromNetworkMs / inBrowser.networkLatencyMs).toFixed(1)}x the latency)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
