import { sanitizeForReading } from './sanitize-for-reading';

/** The split sanitizeForReading makes of the body it cleans. */
const split = (html: string) =>
  sanitizeForReading(html, { allowRemoteContent: false }).quotedHistory;

const textOf = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
};

const ANSWER = '<div dir="ltr">Sounds good, see you then.</div>';

describe('splitQuotedHistory trims each mail program’s quoted history', () => {
  it.each([
    [
      'Gmail (div.gmail_quote holding a nested blockquote.gmail_quote)',
      '<div class="gmail_quote"><div class="gmail_attr">On Tue, Ann wrote:</div>' +
        '<blockquote class="gmail_quote">Lunch?<div class="gmail_quote">On Mon, Bob wrote:' +
        '<blockquote class="gmail_quote">Earlier</blockquote></div></blockquote></div>',
    ],
    [
      'Gmail (a bare blockquote.gmail_quote)',
      '<blockquote class="gmail_quote">On Tue, Ann wrote: Lunch?</blockquote>',
    ],
    [
      'Outlook (#appendonsend, the rule and #divRplyFwdMsg, then the original)',
      '<div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Ann</div><div>Lunch?</div>',
    ],
    [
      'Outlook (#divRplyFwdMsg alone)',
      '<div id="divRplyFwdMsg"><b>From:</b> Ann</div><div>Lunch?</div>',
    ],
    [
      'Apple Mail (blockquote type=cite)',
      '<div><br><blockquote type="cite"><div>On 5 Mar 2024, Ann wrote:</div><div>Lunch?</div></blockquote></div>',
    ],
    [
      'Yahoo (.yahoo_quoted)',
      '<div class="yahoo_quoted"><div>On Tuesday, Ann wrote:</div>Lunch?</div>',
    ],
    [
      'Thunderbird (.moz-cite-prefix and its blockquote)',
      '<div class="moz-cite-prefix">On 05/03/2024 10:07, Ann wrote:<br></div>' +
        '<blockquote type="cite">Lunch?</blockquote>',
    ],
    [
      'this app’s replies (div.mail-quote)',
      '<div class="mail-quote"><div>On Tue, Ann wrote:</div><blockquote>Lunch?</blockquote></div>',
    ],
  ])('%s', (_client, quote) => {
    const { shown, trimmed } = split(`${ANSWER}${quote}`);
    expect(textOf(shown)).toBe('Sounds good, see you then.');
    expect(textOf(trimmed)).toContain('Lunch?');
  });

  it('trims the trailing > lines of a text/plain body with the "On … wrote:" line above them', () => {
    const plain =
      '<div style="white-space: pre-wrap">Sounds good.<br><br>On Tue, Mar 5, 2024 at 10:07 AM Ann ' +
      '&lt;ann@example.com&gt; wrote:<br><br>&gt; Lunch at <a href="https://example.com">https://example.com</a>?<br>' +
      '&gt; &gt; Earlier<br><br></div>';
    const { shown, trimmed } = split(plain);
    expect(textOf(shown)).toBe('Sounds good.');
    expect(textOf(trimmed)).toMatch(
      /^On Tue.*wrote:\s*> Lunch at https:\/\/example\.com\?\s*> > Earlier$/,
    );
  });

  it('takes an attribution wrapped onto two lines with the quote', () => {
    const plain =
      '<div style="white-space: pre-wrap">Yes.<br><br>On Tue, Mar 5, 2024 at 10:07 AM Ann Long-Name<br>' +
      '&lt;ann@example.com&gt; wrote:<br>&gt; Lunch?</div>';
    expect(textOf(split(plain).shown)).toBe('Yes.');
  });

  it('keeps the rest of the markup the history sat in, and the head styles', () => {
    const { shown } = split(
      `<html><head><style>p{color:red}</style></head><body>${ANSWER}<div class="gmail_quote">Lunch?</div></body></html>`,
    );
    expect(shown).toContain('<style>p{color:red}</style>');
    expect(shown).toMatch(/^<div class="mail-body">.*<\/div>$/s);
    expect(shown).not.toContain('gmail_quote');
  });
});

describe('splitQuotedHistory leaves alone', () => {
  it('a quote answered inline, with the author’s words after it', () => {
    const html =
      '<div>See below.</div><blockquote class="gmail_quote">Lunch?</blockquote><div>Yes, at noon.</div>' +
      '<blockquote class="gmail_quote">Where?</blockquote><div>The usual place.</div>';
    expect(split(html).trimmed).toBe('');
  });

  it('> lines answered inline in a text/plain body', () => {
    const plain =
      '<div style="white-space: pre-wrap">On Tue, Ann wrote:<br>&gt; Lunch?<br>Yes.<br>&gt; Where?<br>Downstairs.</div>';
    expect(split(plain).trimmed).toBe('');
  });

  it('a message that is nothing but quote', () => {
    expect(
      split('<div class="gmail_quote">On Tue, Ann wrote:<blockquote>Lunch?</blockquote></div>')
        .trimmed,
    ).toBe('');
    expect(
      split('<div style="white-space: pre-wrap">&gt; Lunch?<br>&gt; Where?</div>').trimmed,
    ).toBe('');
  });

  it('a forwarded message', () => {
    const html = `${ANSWER}<div class="gmail_quote">---------- Forwarded message ---------<br>From: Ann<br><br>Lunch?</div>`;
    expect(split(html).trimmed).toBe('');
  });

  it('a mail without any quote', () => {
    const { shown, trimmed } = split(`${ANSWER}<p>&gt; 5 is more than 3</p><p>Bye</p>`);
    expect(trimmed).toBe('');
    expect(textOf(shown)).toContain('Bye');
  });
});
