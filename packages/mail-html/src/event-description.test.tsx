import { readFileSync } from 'node:fs';
import path from 'node:path';
import { looksLikeHtml, sanitizeDescription } from './event-description';

const fixturesDir = path.resolve(__dirname, '../../../fixtures/xss');
// `is` names a custom element to upgrade to; none is defined here, and DOMPurify keeps it on purpose.
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel', 'is']);

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** What a sanitized description must never contain, whatever went in. */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (
      ['script', 'style', 'img', 'iframe', 'object', 'embed', 'svg', 'form', 'link'].includes(tag)
    ) {
      problems.push(`<${tag}>`);
    }
    for (const { name, value } of element.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`${tag}[${name}]`);
      if (name === 'href' && !/^(https?|mailto|tel):/i.test(value)) problems.push(`href=${value}`);
    }
    if (tag === 'a' && element.getAttribute('href')) {
      if (element.getAttribute('target') !== '_blank') problems.push('a without target');
      if (element.getAttribute('rel') !== 'noopener noreferrer') problems.push('a without rel');
    }
  }
  return problems;
}

describe('sanitizeDescription', () => {
  it('keeps formatting and text', () => {
    const html = '<p>Agenda:</p><ul><li><b>Budget</b></li><li><i>Hiring</i></li></ul>line<br>two';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('removes scripts, handlers and styles', () => {
    const clean = sanitizeDescription(
      '<p onclick="steal()" style="color:red">Hi<script>steal()</script></p><style>p{}</style>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('opens links in a new tab without an opener or referrer', () => {
    const links = parse(
      sanitizeDescription('<a href="https://example.com/doc" target="_self">doc</a>'),
    ).querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/doc');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops script and data links but keeps their text', () => {
    const clean = parse(
      sanitizeDescription('<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a>'),
    );
    expect(clean.textContent).toBe('ab');
    expect(clean.querySelector('[href]')).toBeNull();
  });

  it('loads no remote images', () => {
    const clean = sanitizeDescription(
      '<p>Map<img src="https://tracker.example/pixel.gif"><picture><source srcset="https://x/y.png"></picture></p>' +
        '<div style="background:url(https://tracker.example/bg.png)">x</div>',
    );
    expect(clean).not.toMatch(/tracker|srcset|src=|url\(/);
    expect(clean).toBe('<p>Map</p><div>x</div>');
  });

  it('leaves plain text as it is', () => {
    expect(sanitizeDescription('Call 555-0100 & bring snacks')).toBe(
      'Call 555-0100 & bring snacks',
    );
  });

  it('drops ARIA and data attributes that could refer to the page around it', () => {
    expect(sanitizeDescription('<div aria-labelledby="x" data-id="1" role="alert">a</div>')).toBe(
      '<div>a</div>',
    );
  });
});

describe('sanitizeDescription against DOMPurify’s own attack vectors', () => {
  const vectors = JSON.parse(
    readFileSync(path.join(fixturesDir, 'dompurify-vectors.json'), 'utf8'),
  ) as { title: string; payload: string }[];

  it('leaves nothing active or remote in any of them', () => {
    expect(vectors.length).toBeGreaterThan(100);
    const failures = vectors
      .map(({ title, payload }) => ({ title, problems: unsafeParts(sanitizeDescription(payload)) }))
      .filter(({ problems }) => problems.length > 0);
    expect(failures).toEqual([]);
  });
});

describe('looksLikeHtml', () => {
  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>Hi</p>')).toBe(true);
    expect(looksLikeHtml('Line one<br>line two')).toBe(true);
    expect(looksLikeHtml('Line one\nline two')).toBe(false);
    expect(looksLikeHtml('1 < 2 and 3 > 2')).toBe(false);
  });
});
