import { textToHtml } from './text-to-html';

const wrap = (html: string) => `<div style="white-space: pre-wrap">${html}</div>`;
const anchor = (href: string, text = href) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

describe('textToHtml', () => {
  it('escapes markup and quotes', () => {
    expect(textToHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      wrap('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;'),
    );
  });

  it('turns every kind of line break into <br> and keeps spacing for pre-wrap', () => {
    expect(textToHtml('a\r\nb\rc\n\n  d')).toBe(wrap('a<br>b<br>c<br><br>  d'));
  });

  it('links http, https and www addresses, leaving trailing punctuation outside', () => {
    expect(textToHtml('Go to www.example.com, or (http://x.test/a_(b)) now!')).toBe(
      wrap(
        `Go to ${anchor('https://www.example.com', 'www.example.com')}, or (${anchor('http://x.test/a_(b)')}) now!`,
      ),
    );
  });

  it('never links other schemes, and escapes quotes inside a URL', () => {
    expect(textToHtml('javascript:alert(1) https://e.test/"onmouseover=x')).toBe(
      wrap(`javascript:alert(1) ${anchor('https://e.test/')}&quot;onmouseover=x`),
    );
  });
});
