// The mails of issue 26 that froze the page, as raw RFC 5322 messages: for the browser tests
// (e2e/tests/large-mail.e2e.ts) and the main-thread bench (scripts/bench/large-mail.ts).

const CRLF = '\r\n';

function message(subject: string, contentType: string, body: string): string {
  return [
    'From: Big Sender <big@example.com>',
    'To: demo@example.com',
    `Subject: ${subject}`,
    'Date: Sat, 28 Nov 2026 04:00:00 +0000',
    `Message-ID: <${subject.replace(/\W+/g, '-')}-${Date.now()}@example.com>`,
    'MIME-Version: 1.0',
    contentType,
    '',
    body,
  ].join(CRLF);
}

function alternative(subject: string, text: string, html: string): string {
  const boundary = 'alt-boundary-7f3a';
  return message(
    subject,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    [
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      '',
      html,
      `--${boundary}--`,
      '',
    ].join(CRLF),
  );
}

/** 100,000 nested <div>s (1.5 MB), HTML only: no text version to fall back on. */
export function nestedDivsMail(subject: string, depth = 100_000): string {
  const html = `${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}`;
  return message(subject, 'Content-Type: text/html; charset=utf-8', html);
}

/** A flat 10 MB body (one paragraph after another) with a short text version. */
export function flatMail(subject: string, text: string, bytes = 10 * 1024 * 1024): string {
  const paragraph = '<p>A line of a very long flat body, one paragraph after another.</p>\n';
  return alternative(subject, text, paragraph.repeat(Math.ceil(bytes / paragraph.length)));
}

/** One article of a newsletter: a table row with inline styles, an image, a heading and links. */
function article(index: number): string {
  return (
    '<tr><td style="padding:16px 24px;border-bottom:1px solid #e0e0e0;font-family:Arial,sans-serif">' +
    `<img src="https://news.example.com/img/${index}.jpg" width="120" height="80" alt="Story ${index}" style="float:left;margin:0 12px 8px 0">` +
    `<h2 style="margin:0 0 8px;font-size:18px;color:#202124">Story ${index}: what happened this week</h2>` +
    '<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:#3c4043">' +
    'A newsletter paragraph long enough to wrap over a few lines, with <b>bold words</b>, ' +
    `<a href="https://news.example.com/story/${index}" style="color:#1a73e8">a link to the story</a> ` +
    'and a little more text so that the article reads like the real thing.</p>' +
    `<p style="margin:0;font-size:12px;color:#5f6368"><a href="https://news.example.com/share/${index}">Share</a> · ` +
    `<a href="https://news.example.com/save/${index}">Save</a></p></td></tr>\n`
  );
}

/** A newsletter of table-laid articles about `bytes` long (2 MB by default), with a text version. */
export function newsletterHtml(bytes = 2 * 1024 * 1024): string {
  const rows: string[] = [];
  let length = 0;
  for (let index = 1; length < bytes; index++) {
    rows.push(article(index));
    length += rows.at(-1)!.length;
  }
  return (
    '<html><head><style>.story h2{letter-spacing:.2px}</style></head><body style="margin:0">' +
    `<table width="600" align="center" cellpadding="0" cellspacing="0">${rows.join('')}</table>` +
    '<p>The newsletter ends here.</p></body></html>'
  );
}

export function newsletterMail(subject: string, bytes?: number): string {
  return alternative(subject, 'The newsletter, as text.', newsletterHtml(bytes));
}
