// What every browser benchmark starts: a production build, the product on free ports with the
// stand-in, and Chromium; all of it stopped once: at the end, after a failure, or on Ctrl-C.
import { openBrowser, type BrowserOptions, type BrowserSession } from '../../e2e/support/browser';
import {
  startTestProduct,
  type ProductOptions,
  type RunningProduct,
} from '../../e2e/support/product';
import { buildAll, isBuilt } from '../lib/build';

/**
 * Builds the apps when `rebuild` asks for it or no build exists yet, quietly (benches print only
 * figures).
 */
export async function ensureBuilt({ rebuild = false }: { rebuild?: boolean } = {}): Promise<void> {
  if (rebuild || !isBuilt()) await buildAll({ quiet: true });
}

export interface BenchRun {
  /** Starts the product on free loopback ports; stopped by `stopAll`. */
  startProduct(options?: ProductOptions): Promise<RunningProduct>;
  /** A fresh Chromium with an empty profile; closed by `stopAll` unless closed before. */
  openBrowser(options?: BrowserOptions): Promise<BrowserSession>;
  /** Closes the browsers, then the servers and the stand-in; safe to call more than once. */
  stopAll(): Promise<void>;
}

/** `item` kept in `open` until closed, by the bench or at the end, but not twice. */
function tracked<T extends { close(): Promise<void> }>(open: Set<T>, item: T): T {
  open.add(item);
  return {
    ...item,
    close: () => {
      open.delete(item);
      return item.close();
    },
  };
}

/** One benchmark run; its `startProduct` serves the last production build (dist/), made if missing. */
export function benchRun(): BenchRun {
  const browsers = new Set<BrowserSession>();
  const products = new Set<RunningProduct>();
  let stopping: Promise<void> | undefined;
  const report = (error: unknown) => console.error(error);
  const stopAll = (): Promise<void> => {
    stopping ??= (async () => {
      await Promise.all([...browsers].map((browser) => browser.close().catch(report)));
      await Promise.all([...products].map((product) => product.close().catch(report)));
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }
  return {
    async startProduct(options) {
      await ensureBuilt();
      // Closed early by a bench that runs one product per mailbox size.
      return tracked(products, await startTestProduct(options));
    },
    async openBrowser(options) {
      // Closed early by a bench that makes a cold load per browser.
      return tracked(browsers, await openBrowser(options));
    },
    stopAll,
  };
}
