import { deliverLargeRaw } from '../../e2e/support/gmail-api';
import { flatMail, newsletterMail } from '../../e2e/support/large-mail';
import { openSignedIn } from '../../e2e/support/product';
import { benchRun } from './session';

async function main() {
  const bench = benchRun();
  try {
    const product = await bench.startProduct();
    const { page } = await bench.openBrowser();
    const which = process.argv[2] === 'news' ? newsletterMail('N') : flatMail('F', 'text');
    const { id, threadId } = await deliverLargeRaw(product.emulator!, which);
    await openSignedIn(page, product);
    await page.waitForTimeout(3000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    await page.evaluate((url) => { history.pushState({}, '', url); dispatchEvent(new PopStateEvent('popstate')); }, `/email/${threadId}/${id}`);
    await page.waitForSelector(`article[data-message-id="${id}"] [role="note"]`, { timeout: 120000 });
    await page.waitForTimeout(2000);
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<string, number>();
    const dt = (profile.endTime - profile.startTime) / 1000 / (profile.samples?.length ?? 1);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const s of profile.samples ?? []) {
      const n = byId.get(s)!; const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + dt);
    }
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
  } finally { await bench.stopAll(); }
}
void main();
