import { escapeHtml } from '../html-escaping';
import { formatQuoteDate, quoteOriginal } from './quote-original';
import { replyContext } from './reply-context.fixture';

const utc = { timeZone: 'UTC' };
const March5 = 'Tue, Mar 5, 2024, 10:07 AM';

describe('quoteOriginal', () => {
  it.each(['reply', 'replyAll'] as const)(
    '%s: attribution line over a blockquote of the original',
    (mode) => {
      const html = quoteOriginal(replyContext(), mode, utc);
      expect(html).toContain(`<div>On ${March5}, Ann Lee wrote:</div>`);
      const quote = /<blockquote[^>]*>([\s\S]*)<\/blockquote>/.exec(html);
      expect(quote?.[1]).toBe('<p>See <b>attached</b>.</p>');
      expect(html.startsWith('<br><br>')).toBe(true);
    },
  );

  it('falls back to the From header when there is no display name, escaped', () => {
    const html = quoteOriginal(replyContext({ originalSender: '' }), 'reply', utc);
    expect(html).toContain(`On ${March5}, Ann Lee &lt;ann@example.com&gt; wrote:`);
  });

  it('leaves out the date when it is unknown', () => {
    const html = quoteOriginal(replyContext({ originalDate: Number.NaN }), 'reply', utc);
    expect(html).toContain('<div>Ann Lee wrote:</div>');
  });

  it('forward: the forwarded-message header block, then the original', () => {
    const html = quoteOriginal(replyContext(), 'forward', utc);
    expect(html).toContain(
      [
        '---------- Forwarded message ---------',
        'From: Ann Lee &lt;ann@example.com&gt;',
        `Date: ${March5}`,
        'Subject: Quarterly numbers',
        'To: me@example.com, Bob &lt;bob@example.org&gt;',
        'Cc: carol@example.net',
      ].join('<br>'),
    );
    expect(html).toMatch(/<br><br><p>See <b>attached<\/b>.<\/p><\/div>$/);
    expect(html).not.toContain('<blockquote');
  });

  it('forward: no Cc line without Cc', () => {
    expect(quoteOriginal(replyContext({ ccList: [] }), 'forward', utc)).not.toContain('Cc:');
  });

  it('escapes header text but keeps the original HTML as given (sanitizing is the renderer’s job)', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const html = quoteOriginal(
      replyContext({
        originalSender: '<script>x</script>',
        originalSubject: 'a & <b>',
        originalHtml: hostile,
      }),
      'forward',
      utc,
    );
    expect(html).toContain('Subject: a &amp; &lt;b&gt;');
    expect(html).toContain(hostile);
    const reply = quoteOriginal(
      replyContext({ originalSender: '<script>x</script>', originalHtml: hostile }),
      'reply',
      utc,
    );
    expect(reply).toContain('&lt;script&gt;x&lt;/script&gt; wrote:');
    expect(reply).not.toContain('<script>');
    expect(reply).toContain(hostile);
  });
});

describe('formatQuoteDate', () => {
  it.each([
    [Date.UTC(2024, 2, 5, 10, 7), 'UTC', March5],
    [Date.UTC(2024, 2, 5, 10, 7), 'Asia/Tokyo', 'Tue, Mar 5, 2024, 7:07 PM'],
    [Date.UTC(2023, 11, 31, 23, 59), 'UTC', 'Sun, Dec 31, 2023, 11:59 PM'],
    [Number.NaN, 'UTC', ''],
  ])('%d in %s → %j', (ms, zone, expected) => {
    // Intl may use a narrow no-break space before AM/PM.
    expect(formatQuoteDate(ms, zone).replace(/\s/g, ' ')).toBe(expected);
  });
});

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    [
      `<a href="x" title='y'>&</a>`,
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    ],
  ])('%j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});
