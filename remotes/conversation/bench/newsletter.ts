// A ~100 KB HTML newsletter as marketing mail is made: nested layout tables, inline styles on every
// element, a <style> block, remote images (blocked when read) and a tracking pixel, many paragraphs.
// Deterministic, ASCII only, no line over 998 characters (RFC 5322).

const WORDS = (
  'quarterly update release roadmap customers launch feature design team research insight ' +
  'market growth product mobile web partner event webinar guide report story community ' +
  'improvement performance security privacy analytics workflow integration pricing offer ' +
  'discount members season weekly digest highlights trends experts interview practical'
).split(' ');

/** A small linear congruential generator: the same newsletter on every run. */
function wordSource(seed: number) {
  let value = seed;
  return () => {
    value = (value * 1_103_515_245 + 12_345) % 2_147_483_648;
    return WORDS[value % WORDS.length]!;
  };
}

function sentence(nextWord: () => string, words: number): string {
  const text = Array.from({ length: words }, nextWord).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function section(index: number, nextWord: () => string): string[] {
  const paragraph = () =>
    `<p style="margin:0 0 12px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:24px;color:#3c4043">` +
    `${Array.from({ length: 4 }, () => sentence(nextWord, 9)).join(' ')}</p>`;
  return [
    '<tr><td style="padding:24px 32px;border-bottom:1px solid #e8eaed">',
    `<h2 style="margin:0 0 12px;font-family:Georgia,'Times New Roman',serif;font-size:22px;line-height:28px;color:#202124">` +
      `${sentence(nextWord, 6)}</h2>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">',
    '<tr>',
    '<td width="200" valign="top" style="padding:0 16px 0 0">',
    `<img src="https://cdn.newsletter.example/images/story-${index}.jpg" width="184" height="120" ` +
      `alt="Story ${index}" style="display:block;border:0;border-radius:6px">`,
    '</td>',
    '<td valign="top">',
    paragraph(),
    paragraph(),
    paragraph(),
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
      `<td style="border-radius:4px;background:#1a73e8">` +
      `<a href="https://newsletter.example/stories/${index}?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=weekly" ` +
      `style="display:inline-block;padding:10px 18px;font-family:Arial,Helvetica,sans-serif;font-size:14px;` +
      `color:#ffffff;text-decoration:none;font-weight:bold">Read the story</a></td></tr></table>`,
    '</td>',
    '</tr>',
    '</table>',
    '</td></tr>',
  ];
}

/** The HTML body: sections are added until it reaches `targetBytes`. */
export function newsletterHtml(targetBytes: number): string {
  const nextWord = wordSource(7);
  const head = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><title>Weekly digest</title>',
    '<style>',
    '@media only screen and (max-width:640px){.container{width:100% !important}.stack{display:block !important;width:100% !important}}',
    'a{color:#1a73e8}',
    '.footer a{color:#5f6368}',
    '</style></head>',
    '<body style="margin:0;padding:0;background-color:#f1f3f4">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1f3f4">',
    '<tr><td align="center" style="padding:24px 0">',
    '<table role="presentation" class="container" width="640" cellpadding="0" cellspacing="0" border="0" style="width:640px;background-color:#ffffff;border-radius:8px">',
    '<tr><td style="padding:24px 32px;background-color:#174ea6;border-radius:8px 8px 0 0">',
    '<img src="https://cdn.newsletter.example/images/logo.png" width="160" height="40" alt="Newsletter" style="display:block;border:0">',
    '<p style="margin:12px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#d2e3fc">Your weekly digest</p>',
    '</td></tr>',
  ];
  const foot = [
    '<tr><td class="footer" style="padding:24px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#5f6368">',
    '<p style="margin:0 0 8px">You receive this because you subscribed at newsletter.example.</p>',
    '<p style="margin:0 0 8px"><a href="https://newsletter.example/unsubscribe?id=4711">Unsubscribe</a> | ' +
      '<a href="https://newsletter.example/preferences?id=4711">Preferences</a></p>',
    '<p style="margin:0">Newsletter Example Ltd, 1 Example Street, Example City</p>',
    '<img src="https://t.newsletter.example/open.gif?id=4711" width="1" height="1" alt="" style="display:block">',
    '</td></tr>',
    '</table>',
    '</td></tr>',
    '</table>',
    '</body></html>',
  ];
  const lines = [...head];
  const size = () => [...lines, ...foot].join('\r\n').length;
  for (let index = 1; size() < targetBytes; index += 1) lines.push(...section(index, nextWord));
  return [...lines, ...foot].join('\r\n');
}

/** The whole message: multipart/alternative with a short text part and the HTML. */
export function newsletterMessage(html: string, sequence: number): string {
  const boundary = `newsletter-alternative-${sequence}`;
  return [
    'From: Weekly Digest <digest@newsletter.example>',
    'To: Demo User <demo@example.com>',
    `Subject: Weekly digest no. ${sequence} (benchmark)`,
    `Message-ID: <digest.${sequence}.${Date.now()}@newsletter.example>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'Your weekly digest. View it in a mail client that shows HTML.',
    `--${boundary}`,
    'Content-Type: text/html; charset=us-ascii',
    'Content-Transfer-Encoding: 7bit',
    '',
    html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
