import { sanitizeForQuoting } from './index';

describe('sanitizeForQuoting', () => {
  it('keeps text formatting, lists, tables, links and blockquotes', () => {
    const html =
      '<p><b>Bold</b>, <i>italic</i>, <u>under</u>, <s>struck</s>, <code>x</code></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<table border="1" cellpadding="4"><tbody><tr><th colspan="2">h</th></tr><tr><td align="right">c</td></tr></tbody></table>' +
      '<blockquote><font color="#c00" face="Georgia">quoted</font></blockquote>' +
      '<div dir="rtl" style="color:#c00;text-align:right">שלום</div>';
    expect(sanitizeForQuoting(html)).toBe(html);
  });

  it('opens links in a new tab and drops script links', () => {
    expect(
      sanitizeForQuoting(
        '<a href="https://example.com" target="_top">a</a><a href="javascript:x()">b</a>',
      ),
    ).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a><a>b</a>');
  });

  it('drops <style>, classes, ids, data and aria attributes', () => {
    expect(
      sanitizeForQuoting(
        '<html><head><style>p{color:red}</style></head><body><style>.a{}</style>' +
          '<p class="a" id="logout" data-x="1" aria-describedby="app">x</p></body></html>',
      ),
    ).toBe('<p>x</p>');
  });

  it('keeps data: and cid: images only', () => {
    expect(
      sanitizeForQuoting(
        '<img src="https://t.example/a.png" width="600"><img src="/relative.png">' +
          '<img src="data:image/png;base64,iVBORw0KGgo=" alt="d"><img src="cid:logo@x" alt="c">' +
          '<img srcset="https://t.example/b.png 2x"><img src="data:image/gif;base64,R0lGOD" srcset="https://t.example/c.png 2x">',
      ),
    ).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="d"><img src="cid:logo@x" alt="c"><img src="data:image/gif;base64,R0lGOD">',
    );
  });

  it('keeps only plain formatting from style attributes', () => {
    expect(
      sanitizeForQuoting(
        '<p style="color:rgb(200,0,0);position:fixed;top:0;z-index:9;background-image:url(data:image/png;base64,AA);' +
          'font-weight:bold;width:100vw;background-color:var(--app-color)">x</p>',
      ),
    ).toBe('<p style="color:rgb(200,0,0);font-weight:bold">x</p>');
  });

  it('removes forms, scripts, media and svg', () => {
    expect(
      sanitizeForQuoting(
        '<form action="https://evil.example"><input value="v"><button>Go</button></form><script>alert(1)</script>' +
          '<video src="https://t.example/v.mp4"></video><svg><image href="https://t.example/i.png"/></svg><p onclick="x()">p</p>',
      ),
    ).toBe('Go<p>p</p>');
  });

  it('gives the same quote when a quote is quoted', () => {
    const quote = sanitizeForQuoting(
      '<blockquote style="border-left:1px solid #ccc;padding-left:1ex">On Monday Anna wrote:' +
        '<br><a href="https://example.com">link</a><img src="cid:a"><table><tr><td>c</td></tr></table></blockquote>',
    );
    expect(sanitizeForQuoting(quote)).toBe(quote);
  });
});
