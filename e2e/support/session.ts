import { DEFAULT_FAULTS } from '@mail/emulator';
import { openBrowser, type BrowserOptions, type BrowserSession } from './browser';
import { startTestProduct, type ProductOptions, type RunningProduct } from './product';

export interface TestSession {
  /** The product of this test file: started once, before its first test. */
  readonly product: RunningProduct;
  /** A fresh browser context, as empty as a new profile, for each test. */
  readonly browser: BrowserSession;
}

/**
 * The usual lifecycle of a browser test file: one product for the file, a new browser per test, and
 * the stand-in's faults back to none after each test. A product in Google mode against the stand-in
 * (`googleStandIn`) gets browsers that meet the stand-in's Google hosts.
 */
export function productAndBrowserPerTest(
  browserOptions?: BrowserOptions,
  productOptions?: ProductOptions,
): TestSession {
  let product: RunningProduct | undefined;
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    product = await startTestProduct(productOptions);
  });
  afterAll(async () => {
    await product?.close();
  });
  beforeEach(async () => {
    browser = await openBrowser({ googleHosts: product?.emulator?.googleHosts, ...browserOptions });
  });
  afterEach(async () => {
    product?.emulator?.setFaults(DEFAULT_FAULTS);
    await browser?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} exists only inside a test.`);
    return value;
  };
  return {
    get product() {
      return started(product, 'product');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

/** The client id Google-mode tests run the shell with (the stand-in registers it). */
export const GOOGLE_MODE_CLIENT_ID = 'e2e-google-mode.apps.googleusercontent.com';

/** productAndBrowserPerTest in Google mode: GIS, Google's hosts and certificate, all the stand-in's. */
export function googleModeProductAndBrowserPerTest(browserOptions?: BrowserOptions): TestSession {
  return productAndBrowserPerTest(browserOptions, {
    googleClientId: GOOGLE_MODE_CLIENT_ID,
    googleStandIn: true,
  });
}
