import type { BrowserSession } from './browser';
import type { RunningProduct } from './product';

/**
 * What a benchmark script starts (the product, a browser), stopped once: at the end, after a failure,
 * or on Ctrl-C. The script registers each thing in `running` as it starts it.
 */
export function benchRun() {
  const running: { browser?: BrowserSession; product?: RunningProduct } = {};
  let stopping: Promise<void> | undefined;
  /** Closes the browser, then the servers and the stand-in; safe to call more than once. */
  const stopAll = (): Promise<void> => {
    stopping ??= (async () => {
      await running.browser?.close().catch((error: unknown) => console.error(error));
      await running.product?.close().catch((error: unknown) => console.error(error));
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }
  return { running, stopAll };
}
