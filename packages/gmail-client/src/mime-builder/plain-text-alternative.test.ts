import { htmlToText } from './plain-text-alternative';

describe('htmlToText', () => {
  it.each([
    ['plain text', 'Just text', 'Just text'],
    ['empty', '', ''],
    ['whitespace only', ' \n\t ', ''],
    ['paragraphs', '<p>One</p><p>Two</p>', 'One\n\nTwo'],
    [
      'line breaks and divs',
      '<div>Line 1<br>Line 2</div><div>Line 3</div>',
      'Line 1\nLine 2\nLine 3',
    ],
    ['collapsed whitespace', '<p>  a \n  lot   of\tspace </p>', 'a lot of space'],
    [
      'inline formatting',
      '<b>bold</b> <i>it</i> <u>u</u> <span style="color:red">red</span>',
      'bold it u red',
    ],
    ['headings', '<h1>Title</h1><p>Body</p>', 'Title\n\nBody'],
    [
      'entities',
      '&lt;tag&gt; &amp; &quot;q&quot; &#39;s&#39; &#x1F600; &#8212; &nbsp;x &unknown;',
      '<tag> & "q" \'s\' 😀 —  x &unknown;',
    ],
    ['unordered list', '<ul><li>one</li><li>two</li></ul>', '- one\n- two'],
    ['ordered list', '<ol><li>one</li><li>two</li></ol>', '1. one\n2. two'],
    [
      'the editor’s list, a paragraph in each item',
      '<p>Agenda:</p><ul><li><p>one</p></li><li><p>two <a href="https://x.io/a">link</a></p></li></ul><ol><li><p>first</p></li></ol><p>line<br>break</p>',
      'Agenda:\n\n- one\n- two link <https://x.io/a>\n\n1. first\n\nline\nbreak',
    ],
    [
      'the editor’s nested list',
      '<ul><li><p>a</p><ul><li><p>x</p></li></ul></li><li><p>b</p></li></ul>',
      '- a\n  - x\n- b',
    ],
    [
      'nested list',
      '<ul><li>a<ol><li>x</li><li>y</li></ol></li><li>b</li></ul>',
      '- a\n  1. x\n  2. y\n- b',
    ],
    [
      'link with text',
      '<a href="https://example.com/x">the site</a>',
      'the site <https://example.com/x>',
    ],
    [
      'link showing its URL',
      '<a href="https://example.com">https://example.com</a>',
      'https://example.com',
    ],
    ['mailto link', '<a href="mailto:a@x.io">write</a>', 'write <a@x.io>'],
    ['javascript link', '<a href="javascript:alert(1)">click</a>', 'click'],
    ['empty link', '<a href="https://x.io"></a>', 'https://x.io'],
    ['image alt', '<img src="cid:1" alt="Logo"> after', '[Logo] after'],
    ['image without alt', '<img src="cid:1">text', 'text'],
    [
      'head, style and script dropped',
      '<html><head><title>T</title><style>p{}</style></head><body><script>x()</script><p>Hi</p></body></html>',
      'Hi',
    ],
    ['comments dropped', 'a<!-- hidden -->b', 'ab'],
    ['pre kept', '<pre>  two\n    four &lt;x&gt;</pre>', '  two\n    four <x>'],
    [
      'table cells',
      '<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>',
      'a\tb\nc\td',
    ],
    ['horizontal rule', 'above<hr>below', 'above\n\n---\n\nbelow'],
    [
      'quote',
      '<p>Hi</p><div>On Tue, Ann wrote:</div><blockquote><p>q1</p><p>q2</p></blockquote><p>end</p>',
      'Hi\n\nOn Tue, Ann wrote:\n\n> q1\n>\n> q2\n\nend',
    ],
    [
      'nested quote',
      '<blockquote>outer<blockquote>inner</blockquote>back</blockquote>',
      '> outer\n>\n> > inner\n>\n> back',
    ],
    ['attribute with >', '<p title="a>b">text</p>', 'text'],
    ['Cyrillic and CJK kept', '<p>Привет</p><p>你好</p>', 'Привет\n\n你好'],
  ])('%s', (_label, html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });
});
