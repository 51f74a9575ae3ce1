/** @jest-environment jsdom */
import { createRetryingStylesheet } from './stylesheet-retries';
import { createRetryPlugin } from './retry-plugin';

const policy = { retries: 2, baseDelayMs: 100 };
const URL_OF_CSS = 'http://calendar.test/__federation_expose_MonthCalendar.abc.css';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a stylesheet the federation runtime adds', () => {
  const waits: number[] = [];
  const pause = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  beforeEach(() => {
    waits.length = 0;
  });

  it('keeps the runtime’s attributes and asks for its file again after each failure, up to the policy', async () => {
    const link = createRetryingStylesheet(
      URL_OF_CSS,
      { rel: 'stylesheet', type: 'text/css' },
      policy,
      pause,
    );
    document.head.appendChild(link);
    expect(link.getAttribute('rel')).toBe('stylesheet');
    expect(link.getAttribute('type')).toBe('text/css');
    expect(link.href).toBe(URL_OF_CSS);
    const hrefs: string[] = [];
    for (let failure = 0; failure < 3; failure++) {
      link.dispatchEvent(new Event('error'));
      await flush();
      hrefs.push(link.href);
    }
    expect(hrefs).toEqual([
      `${URL_OF_CSS}?retry=1`,
      `${URL_OF_CSS}?retry=2`,
      `${URL_OF_CSS}?retry=2`,
    ]);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(50);
    expect(waits[1]).toBeGreaterThanOrEqual(100);
  });

  it('is what the retry plugin gives the runtime for stylesheets only', () => {
    const plugin = createRetryPlugin(policy) as unknown as {
      createLink(args: { url: string; attrs?: Record<string, unknown> }): unknown;
    };
    expect(plugin.createLink({ url: URL_OF_CSS, attrs: { rel: 'stylesheet' } })).toBeInstanceOf(
      HTMLLinkElement,
    );
    expect(
      plugin.createLink({ url: URL_OF_CSS, attrs: { rel: 'preload', as: 'style' } }),
    ).toBeUndefined();
  });
});
