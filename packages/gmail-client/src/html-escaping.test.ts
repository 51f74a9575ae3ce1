import { escapeHtml } from './rules';
import { unescapeHtml } from './html-escaping';

describe('unescapeHtml', () => {
  it('decodes the entities Gmail puts in snippets, named and numeric', () => {
    expect(unescapeHtml('Tom &amp; Jerry&#39;s &quot;x&quot; &lt;3 &gt; &#x1F600; &nbsp;!')).toBe(
      'Tom & Jerry\'s "x" <3 > 😀 \u00a0!',
    );
  });

  it('leaves unknown or invalid entities as written and does not decode twice', () => {
    expect(unescapeHtml('&bogus; &#0; &#x110000; &amp;lt;')).toBe('&bogus; &#0; &#x110000; &lt;');
  });
});

describe("unescapeHtml after the rules' escapeHtml", () => {
  it('gives back the text', () => {
    const text = `<a href="x">'&'</a>`;
    expect(escapeHtml(text)).not.toMatch(/[<>"']/);
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
  });
});
