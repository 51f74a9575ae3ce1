import { deliverRaw } from '../support/gmail-api';
import { openSignedIn } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// An SVG is a document: opened on its own at a blob: URL of the app's origin, its script would run as
// the app (issue 26: it read the token and sent it away). A mail's SVG, inline or attached, must reach
// the page only as a picture (drawn into a PNG), and a part posing as an image that is HTML never.

const session = productAndBrowserPerTest();
const page = () => session.browser.page;
const conversation = () => page().locator('[data-remote-slot="conversation"]');

const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">',
  '<script>top.__svgRan = true; localStorage.setItem("svg-ran", "yes")</script>',
  '<rect width="40" height="30" fill="red"/></svg>',
].join('');

/** One message: an inline SVG and an inline "image" that is HTML, plus an attached SVG. */
function attackMail(): string {
  const svg = Buffer.from(SVG).toString('base64');
  const html = Buffer.from('<script>top.__htmlRan = true</script>').toString('base64');
  return [
    'From: Mallory <mallory@example.net>',
    'To: demo@example.com',
    'Subject: Drawings for you',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="outer"',
    '',
    '--outer',
    'Content-Type: multipart/related; boundary="related"',
    '',
    '--related',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Look:</p><img alt="drawing" src="cid:drawing@x"><img alt="page" src="cid:page@x">',
    '--related',
    'Content-Type: image/svg+xml; name="drawing.svg"',
    'Content-Transfer-Encoding: base64',
    'Content-ID: <drawing@x>',
    'Content-Disposition: inline; filename="drawing.svg"',
    '',
    svg,
    '--related',
    'Content-Type: text/html; name="page.html"',
    'Content-Transfer-Encoding: base64',
    'Content-ID: <page@x>',
    'Content-Disposition: inline; filename="page.html"',
    '',
    html,
    '--related--',
    '--outer',
    'Content-Type: image/svg+xml; name="plan.svg"',
    'Content-Transfer-Encoding: base64',
    'Content-Disposition: attachment; filename="plan.svg"',
    '',
    svg,
    '--outer--',
    '',
  ].join('\r\n');
}

/**
 * Opens `url` as a tab of its own, as "Open image in new tab" does, and answers what the browser made
 * of it: an SVG would be a document of the app's origin (image/svg+xml), a picture is image/png.
 */
async function openedAlone(url: string) {
  const tab = await session.browser.context.newPage();
  await tab.goto(url);
  const contentType = await tab.evaluate(() => document.contentType);
  await tab.close();
  return contentType;
}

test('an inline SVG shows as a PNG, an inline HTML part not at all, and an attached SVG previews as a PNG', async () => {
  const { threadId, id } = await deliverRaw(session.product.emulator!, attackMail());
  await openSignedIn(page(), session.product, `/email/${threadId}/${id}`);
  const frame = conversation().locator('iframe.cv-frame');
  await frame.waitFor();

  const drawingSrc = await page()
    .waitForFunction(() => {
      const body = document.querySelector<HTMLIFrameElement>('iframe.cv-frame')?.contentDocument;
      const image = body?.querySelector<HTMLImageElement>('img[alt="drawing"]');
      return image?.src.startsWith('blob:') && image.complete && image.naturalWidth === 40
        ? image.src
        : undefined;
    })
    .then((handle) => handle.jsonValue() as Promise<string>);
  await expect(openedAlone(drawingSrc)).resolves.toBe('image/png');
  // The HTML part posing as an image is never given a URL.
  await expect(
    frame.evaluate(
      (element: HTMLIFrameElement) =>
        element.contentDocument?.querySelector<HTMLImageElement>('img[alt="page"]')?.src ?? '',
    ),
  ).resolves.not.toMatch(/^blob:/);

  await conversation()
    .getByRole('button', { name: /plan\.svg/ })
    .click();
  const preview = page().getByRole('dialog', { name: 'plan.svg' });
  const previewImage = preview.getByRole('img', { name: 'plan.svg' });
  await previewImage.waitFor();
  const previewSrc = (await previewImage.getAttribute('src')) ?? '';
  await expect(openedAlone(previewSrc)).resolves.toBe('image/png');

  await expect(
    page().evaluate(() => ({
      ran: 'svgRan' in window || '__svgRan' in window || '__htmlRan' in window,
      stored: localStorage.getItem('svg-ran'),
    })),
  ).resolves.toEqual({ ran: false, stored: null });
});
