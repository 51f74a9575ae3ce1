import { FIRST_PART_CHARACTERS } from './clip-for-reading';
import { startCrossOriginWorker } from './cross-origin-worker';
import { measureMarkup, READING_LIMITS, type MarkupCut, type MarkupSize } from './markup-size';

/** Where rspack serves the app's files from (the remote's origin); set by the bundler. */
declare const __webpack_public_path__: string;

/** Whether a mail can be cleaned and shown in the page without blocking it. */
export type MarkupVerdict = 'fits' | 'too-large';

/**
 * The verdict, and for markup that fits and is longer than FIRST_PART_CHARACTERS where to cut it:
 * `sanitizeForReadingInSlices` then parses and cleans the first part alone while the body is shown
 * clipped.
 */
export interface MarkupCheck {
  verdict: MarkupVerdict;
  cut?: MarkupCut;
}

/** Below this, measuring on the page's thread takes about a millisecond: no worker needed. */
const MEASURE_IN_PAGE_CHARACTERS = 64 * 1024;
/** A measurement that takes longer (a hung or refused worker) counts as too large. */
const MEASURE_TIMEOUT_MS = 3_000;

const checkOf = (size: MarkupSize | undefined): MarkupCheck =>
  size?.tooLarge === false ? { verdict: 'fits', cut: size.cut } : { verdict: 'too-large' };

const measure = (html: string) => measureMarkup(html, READING_LIMITS, FIRST_PART_CHARACTERS);

/**
 * The verdict where it takes no worker: small mail (measured in place, about a millisecond), mail
 * longer than the limit, or anywhere without workers (tests). Undefined when it needs checkMarkup.
 */
export function checkMarkupInPage(html: string): MarkupCheck | undefined {
  if (html.length > READING_LIMITS.characters) return { verdict: 'too-large' };
  if (html.length > MEASURE_IN_PAGE_CHARACTERS && typeof Worker !== 'undefined') return undefined;
  return checkOf(measure(html));
}

/**
 * Whether the markup is within READING_LIMITS, measured in place: for a moment that must decide at
 * once (quoting a message into a reply). Stops at the first limit passed, so deep or crowded markup
 * costs little; only long markup of few elements is read to its end.
 */
export function withinReadingLimits(html: string): boolean {
  return !measureMarkup(html, READING_LIMITS).tooLarge;
}

/**
 * Measures the markup against READING_LIMITS, in a Worker for anything but small mail, so that no
 * mail blocks the page before it is known to be within them.
 */
export async function checkMarkup(html: string): Promise<MarkupCheck> {
  return checkMarkupInPage(html) ?? checkOf(await measureInWorker(html));
}

async function measureInWorker(html: string): Promise<MarkupSize | undefined> {
  // markup-size.worker.ts, built alone by the app's rspack config (`workers` of @mail/rspack-config).
  const worker = startCrossOriginWorker(
    new URL('workers/markup-size.js', __webpack_public_path__),
    { name: 'markup-size' },
  );
  try {
    return await new Promise<MarkupSize | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), MEASURE_TIMEOUT_MS);
      worker.onmessage = (event: MessageEvent<MarkupSize>) => {
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.onerror = () => {
        clearTimeout(timer);
        resolve(undefined);
      };
      worker.postMessage({ html, limits: READING_LIMITS, cutAfter: FIRST_PART_CHARACTERS });
    });
  } finally {
    worker.terminate();
  }
}
