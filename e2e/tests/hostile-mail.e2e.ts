import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { deliverRaw } from '../support/gmail-api';
import { openSignedIn } from '../support/product';
import { productAndBrowserPerTest } from '../support/session';

// Hostile mail in the real browser: every vector of DOMPurify's test suite (fixtures/xss) and
// this file's own (remote content of every kind, navigation, forms, script, mXSS classics), each a
// real message read in the conversation remote. Every payload tries to report back to the test: a
// script posts `xss:<n>` to the top window, sets `top.__xss` and fetches the loopback canary; every
// URL points at the canary. Nothing may report back, load, navigate or open a window, and each
// message's harmless marker text must still show.

const session = productAndBrowserPerTest();
const emulator = () => session.product.emulator!;
const page = () => session.browser.page;

const VECTORS_FILE = path.resolve(__dirname, '../../fixtures/xss/dompurify-vectors.json');
/** Messages per thread: every message is unread, so opening the thread expands them all at once. */
const MESSAGES_PER_THREAD = 25;
/** After the frames load: time for a meta refresh, an animation or a late load to happen. */
const SETTLE_MS = 400;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A loopback server that counts every request: no hostile mail may reach it. It also serves the
 * control test's page at /control (not counted).
 */
let canary: { server: Server; origin: string; hits: string[]; controlPage: string };
beforeAll(async () => {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    if (request.url === '/control') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(canary.controlPage);
      return;
    }
    hits.push(request.url ?? '');
    // An image for the URLs the vectors name, so that loading them succeeds; anything else fails.
    const named = /^\/(xss\/)?\d+/.test(request.url ?? '');
    response.writeHead(named ? 200 : 404, {
      'Content-Type': 'image/png',
      'Access-Control-Allow-Origin': '*',
    });
    response.end(named ? PNG : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  canary = { server, origin, hits, controlPage: '' };
});
afterAll(() => new Promise<void>((resolve) => canary.server.close(() => resolve())));

interface Vector {
  n: number;
  source: 'DOMPurify' | 'own';
  title: string;
  /** The payload, instrumented to report back to the canary and the top window. */
  html: string;
  /** Remote images: the remote-content bar must count what was blocked. */
  remoteImage: boolean;
}

/** What a payload of vector `n` uses to report back and to load from the canary. */
interface Probe {
  n: number;
  /** A canary URL named after the vector and the kind of load. */
  url(kind: string): string;
  /** The canary's `host:port`. */
  hostPort: string;
  /** Statements that report back, with single quotes only: for double-quoted attributes and scripts. */
  code: string;
  /** The same as a call without quotes or spaces: for unquoted attributes and mXSS strings. */
  call: string;
  /** A function expression without quotes or spaces that reports back when called. */
  fn: string;
}

function probe(n: number): Probe {
  const chars = (text: string) =>
    `String.fromCharCode(${[...text].map((char) => char.charCodeAt(0)).join(',')})`;
  const fn =
    `(function(){parent.postMessage(${chars(`xss:${n}`)},${chars('*')});` +
    `Object.assign(top,{__xss:${n}});fetch(${chars(`${canary.origin}/xss/${n}`)})})`;
  return {
    n,
    url: (kind) => `${canary.origin}/${n}/${kind}`,
    hostPort: new URL(canary.origin).host,
    code: `parent.postMessage('xss:${n}','*');top.__xss=${n};fetch('${canary.origin}/xss/${n}')`,
    call: `${fn}()`,
    fn,
  };
}

/**
 * A DOMPurify vector made to report back: every `alert` (also `parent.alert`) calls the reporter and
 * every absolute http(s) URL, except XML namespace names, points at the canary.
 */
function instrument(payload: string, n: number): string {
  const { fn } = probe(n);
  return payload
    .replace(/(?:[\w$]+\.)*\balert\b/g, fn)
    .replace(
      /\bhttps?:\/\/(?!www\.w3\.org\b|www\.wapforum\.org\b)([a-z0-9.-]+(?::\d+)?)/gi,
      (_match, host: string) => `${canary.origin}/${n}/to/${host}`,
    );
}

function fixtureVectors(): { title: string; payload: string }[] {
  const parsed = JSON.parse(readFileSync(VECTORS_FILE, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`${VECTORS_FILE} is not a JSON array`);
  return parsed.map((entry: { title?: unknown; payload?: unknown }, index) => {
    if (typeof entry.payload !== 'string')
      throw new Error(`${VECTORS_FILE}[${index}] has no payload`);
    return {
      title: typeof entry.title === 'string' ? entry.title : `DOMPurify vector ${index}`,
      payload: entry.payload,
    };
  });
}

interface OwnVector {
  title: string;
  remoteImage?: boolean;
  build(p: Probe): string;
}

const ownVectors: OwnVector[] = [
  // Remote content of every kind.
  {
    title: 'img src',
    remoteImage: true,
    build: (p) => `<img src="${p.url('img')}" alt="remote" width="10" height="10">`,
  },
  {
    title: 'img srcset',
    remoteImage: true,
    build: (p) => `<img srcset="${p.url('srcset-1x')} 1x, ${p.url('srcset-2x')} 2x" alt="">`,
  },
  {
    title: 'picture source srcset',
    remoteImage: true,
    build: (p) =>
      `<picture><source srcset="${p.url('picture-source')}"><img src="${p.url('picture-img')}" alt=""></picture>`,
  },
  {
    title: '<body background>',
    remoteImage: true,
    build: (p) => `<body background="${p.url('body-background')}"><p>body background</p></body>`,
  },
  {
    title: '<td background> and <table background>',
    remoteImage: true,
    build: (p) =>
      `<table background="${p.url('table-background')}"><tr><td background="${p.url('td-background')}">cell</td></tr></table>`,
  },
  {
    title: 'video poster',
    remoteImage: true,
    build: (p) => `<video poster="${p.url('video-poster')}" width="10" height="10"></video>`,
  },
  {
    title: 'video, source, track and audio src',
    build: (p) =>
      `<video src="${p.url('video-src')}" autoplay><source src="${p.url('video-source')}">` +
      `<track src="${p.url('video-track')}"></video><audio src="${p.url('audio-src')}" autoplay></audio>`,
  },
  {
    title: 'input type=image',
    remoteImage: true,
    build: (p) => `<input type="image" src="${p.url('input-image')}" alt="go">`,
  },
  {
    title: 'CSS url() in a style attribute',
    remoteImage: true,
    build: (p) =>
      `<div style="background-image:url(${p.url('style-attribute')});width:10px;height:10px">x</div>`,
  },
  {
    title: 'CSS list-style, cursor, border-image and content url() in style attributes',
    build: (p) =>
      `<ul style="list-style-image:url('${p.url('list-style')}')"><li style="cursor:url(${p.url('cursor')}),auto;` +
      `border:5px solid;border-image:url(${p.url('border-image')}) 30 round">li</li></ul>` +
      `<div style="content:url(${p.url('content')})">c</div>`,
  },
  {
    title: 'CSS escapes hiding url()',
    build: (p) =>
      `<div style="background:\\75 rl(${p.url('css-escape')});width:10px;height:10px">a</div>` +
      `<div style="background:u\\rl(${p.url('css-escape-2')});width:10px;height:10px">b</div>` +
      `<div style="background:url(&quot;${p.url('entity-quote')}&quot;);width:10px;height:10px">c</div>`,
  },
  {
    title: 'CSS image-set() and -webkit-image-set()',
    build: (p) =>
      `<div style="background-image:image-set('${p.url('image-set')}' 1x);width:10px;height:10px">a</div>` +
      `<div style="background-image:-webkit-image-set(url(${p.url('webkit-image-set')}) 1x);width:10px;height:10px">b</div>`,
  },
  {
    title: 'CSS url() in <style>',
    remoteImage: true,
    build: (p) =>
      `<style>.remote-bg{background:url("${p.url('style-element')}");width:10px;height:10px}</style><div class="remote-bg">x</div>`,
  },
  {
    title: '@import',
    build: (p) =>
      `<style>@import url("${p.url('import-url')}");@import "${p.url('import-string')}";</style><p>imported</p>`,
  },
  {
    title: '@font-face src',
    build: (p) =>
      `<style>@font-face{font-family:Remote;src:url(${p.url('font-face')}) format("woff2")}.f{font-family:Remote}</style><p class="f">font</p>`,
  },
  {
    title: 'url() in nested @media / @supports and in a custom property',
    build: (p) =>
      `<style>@media screen{@supports (display:block){.m{background:url(${p.url('nested-at-rule')})}}}` +
      `:root{--bg:url(${p.url('custom-property')})}.v{background:var(--bg)}</style>` +
      `<div class="m v" style="width:10px;height:10px">x</div>`,
  },
  {
    title: '<link rel=stylesheet>, preload, prefetch, icon',
    build: (p) =>
      `<link rel="stylesheet" href="${p.url('link-stylesheet')}"><link rel="preload" as="image" href="${p.url('link-preload')}">` +
      `<link rel="prefetch" href="${p.url('link-prefetch')}"><link rel="icon" href="${p.url('link-icon')}">`,
  },
  {
    title: 'SVG <image href> and <image xlink:href>',
    remoteImage: true,
    build: (p) =>
      `<svg width="20" height="10"><image href="${p.url('svg-image')}" width="10" height="10"/>` +
      `<image xlink:href="${p.url('svg-image-xlink')}" x="10" width="10" height="10"/></svg>`,
  },
  {
    title: 'SVG <feImage href>',
    build: (p) =>
      `<svg width="10" height="10"><filter id="remote-fe"><feImage href="${p.url('feimage')}"/>` +
      `<feImage xlink:href="${p.url('feimage-xlink')}"/></filter><rect width="10" height="10" filter="url(#remote-fe)"/></svg>`,
  },
  {
    title: 'SVG <use href>',
    build: (p) =>
      `<svg width="10" height="10"><use href="${p.url('svg-use')}#x"/><use xlink:href="${p.url('svg-use-xlink')}#x"/></svg>`,
  },
  {
    title: 'SVG fill/filter/mask url() and <style> inside SVG',
    build: (p) =>
      `<svg width="10" height="10"><style>circle{fill:url(${p.url('svg-style')}#p)}</style>` +
      `<rect width="10" height="10" fill="url(${p.url('svg-fill')}#g)" filter="url(${p.url('svg-filter')}#f)" mask="url(${p.url('svg-mask')}#m)"/>` +
      `<circle r="3" cx="5" cy="5"/></svg>`,
  },
  {
    title: 'protocol-relative, upper-case and entity-encoded image URLs',
    build: (p) =>
      `<img src="//${p.hostPort}/${p.n}/protocol-relative" alt="">` +
      `<img src=" HTTP://${p.hostPort}/${p.n}/upper-scheme" alt="">` +
      `<img src="&#104;ttp&#58;//${p.hostPort}/${p.n}/entity-scheme" alt="">`,
  },
  {
    title: '<object>, <embed>, <iframe src>, <bgsound>',
    build: (p) =>
      `<object data="${p.url('object')}"></object><embed src="${p.url('embed')}">` +
      `<iframe src="${p.url('iframe')}"></iframe><bgsound src="${p.url('bgsound')}">`,
  },
  {
    title: '<iframe srcdoc> with a script and an image',
    build: (p) =>
      `<iframe srcdoc="<img src='${p.url('srcdoc-img')}'><script>${p.code}</script>"></iframe>`,
  },
  {
    title: 'SVG <foreignObject> with an image',
    build: (p) =>
      `<svg width="10" height="10"><foreignObject width="10" height="10"><img src="${p.url('foreign-object')}"></foreignObject></svg>`,
  },
  // Navigation.
  {
    title: '<meta http-equiv=refresh> to the canary',
    build: (p) => `<meta http-equiv="refresh" content="0;url=${p.url('meta-refresh')}">`,
  },
  {
    title: '<meta http-equiv=refresh> to javascript:',
    build: (p) => `<meta http-equiv="refresh" content="0;url=javascript:${p.call}">`,
  },
  {
    title: '<meta> Content-Security-Policy trying to loosen the frame’s',
    build: (p) =>
      `<meta http-equiv="Content-Security-Policy" content="default-src *; script-src * 'unsafe-inline'">` +
      `<img src="${p.url('after-csp-meta')}" alt=""><script>${p.code}</script>`,
  },
  {
    title: '<a href=javascript:…> plain, mixed case and entity-encoded',
    build: (p) =>
      `<a href="javascript:${p.code}">javascript link</a> <a href="JaVaScRiPt&#58;${p.code}">mixed</a> ` +
      `<a href="&#x6A;avascript:${p.code}">encoded</a> <a href=" &#x09;javascript:${p.call}">spaced</a>`,
  },
  {
    title: '<a href=data:> and vbscript:',
    build: (p) =>
      `<a href="data:text/html,<script>${p.code}</script>">data link</a> <a href="vbscript:msgbox(1)">vb link</a>`,
  },
  {
    title: '<base href> retargeting relative URLs',
    build: (p) =>
      `<base href="${p.url('base')}/"><img src="relative-image.png" alt=""><a href="relative-link">relative link</a>`,
  },
  {
    title: '<a target=_top>, _parent, _self and a named target',
    build: (p) =>
      `<a href="${p.url('target-top')}" target="_top">top</a> <a href="${p.url('target-parent')}" target="_parent">parent</a> ` +
      `<a href="${p.url('target-self')}" target="_self">self</a> <a href="${p.url('target-named')}" target="other">named</a>`,
  },
  {
    title: '<area href=javascript:> in an image map',
    build: (p) =>
      `<img usemap="#hostile-map" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10" alt="">` +
      `<map name="hostile-map"><area shape="rect" coords="0,0,10,10" href="javascript:${p.code}"></map>`,
  },
  {
    title: 'SVG <a href=javascript:> and <set> of href',
    build: (p) =>
      `<svg width="60" height="20"><a href="javascript:${p.code}"><text y="10">svg link</text></a>` +
      `<a xlink:href="javascript:${p.code}"><text y="20">xlink</text></a>` +
      `<a><set attributeName="href" to="javascript:${p.code}"/><text x="30" y="10">set</text></a></svg>`,
  },
  // Forms: the test presses every button.
  {
    title: '<form action=canary> with an input and a button',
    build: (p) =>
      `<form action="${p.url('form-action')}" method="post"><input name="q" value="secret"><button type="submit">Send</button></form>`,
  },
  {
    title: 'formaction, form target=_top, javascript: action',
    build: (p) =>
      `<form action="${p.url('form-get')}" target="_top"><input name="q" value="v">` +
      `<input type="submit" formaction="${p.url('formaction')}" value="Go"></form>` +
      `<form action="javascript:${p.code}"><button>JS action</button></form>`,
  },
  // Script and handlers.
  { title: '<script>', build: (p) => `<script>${p.code}</script>` },
  {
    title: '<script src> and SVG <script href>',
    build: (p) =>
      `<script src="${p.url('script-src')}"></script><svg><script href="${p.url('svg-script')}"></script><script>${p.code}</script></svg>`,
  },
  {
    title: 'img onerror, svg onload, body onload',
    build: (p) =>
      `<img src="x" onerror="${p.code}" alt=""><svg onload="${p.code}"></svg><body onload="${p.code}">`,
  },
  {
    title: 'details ontoggle, autofocus onfocus, video source onerror, style onload',
    build: (p) =>
      `<details open ontoggle="${p.code}"><summary>s</summary>d</details><input autofocus onfocus="${p.code}">` +
      `<video><source onerror="${p.code}"></video><style onload="${p.code}"></style>`,
  },
  {
    title: 'SVG animate onbegin, marquee onstart, onanimationstart',
    build: (p) =>
      `<svg><animate onbegin="${p.code}" attributeName="x" dur="1s"/></svg><marquee onstart="${p.code}">m</marquee>` +
      `<style>@keyframes hostile{from{opacity:1}to{opacity:.9}}</style><div style="animation:hostile 1s" onanimationstart="${p.code}">anim</div>`,
  },
  {
    title: '<object>/<embed> data:text/html with script, <iframe src=javascript:>',
    build: (p) =>
      `<object data="data:text/html,<script>${p.code}</script>"></object><embed src="data:text/html,<script>${p.code}</script>">` +
      `<iframe src="javascript:${p.call}"></iframe>`,
  },
  {
    title: '<template> and <noscript> holding script',
    build: (p) =>
      `<template><script>${p.code}</script></template><noscript><script>${p.code}</script></noscript>`,
  },
  {
    title:
      'DOM clobbering of what sanitizer hooks read (form properties, then document properties)',
    build: (p) =>
      `<form onsubmit="${p.code}">${[
        'getAttribute',
        'hasAttribute',
        'removeAttribute',
        'setAttribute',
        'localName',
        'tagName',
        'namespaceURI',
        'remove',
        'ownerDocument',
        'textContent',
        'firstElementChild',
        'parentNode',
      ]
        .map((name) => `<input name="${name}">`)
        .join('')}</form>` +
      `<img name="createElement" src="x"><img name="querySelector" src="x"><img name="body" src="x">`,
  },
  // mXSS classics.
  {
    title: 'mXSS: <svg><style><img onerror>',
    build: (p) => `<svg><style><img src=x onerror=${p.call}></style></svg>`,
  },
  {
    title: 'mXSS: <math><mtext><table><mglyph><style><img>',
    build: (p) => `<math><mtext><table><mglyph><style><img src=x onerror=${p.call}>`,
  },
  {
    title: 'mXSS: mglyph style comment',
    build: (p) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=x onerror=${p.call}&gt;">`,
  },
  {
    title: 'mXSS: <form><math><mtext></form><form><mglyph><style>',
    build: (p) =>
      `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${p.call}>`,
  },
  {
    title: 'mXSS: <svg></p><style><a id="</style><img>">',
    build: (p) => `<svg></p><style><a id="</style><img src=1 onerror=${p.call}>">`,
  },
  {
    title: 'mXSS: annotation-xml text/html <style>',
    build: (p) =>
      `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${p.call}></style></annotation-xml></math>`,
  },
  {
    title: 'mXSS: <noscript> title breakout',
    build: (p) => `<noscript><p title="</noscript><img src=x onerror=${p.call}>"></noscript>`,
  },
  {
    title: 'mXSS: <noembed> title breakout',
    build: (p) => `<noembed><p title="</noembed><img src=x onerror=${p.call}>"></noembed>`,
  },
  {
    title: 'mXSS: <noframes>, <xmp>, <iframe>, <textarea>, <title> breakouts',
    build: (p) =>
      `<noframes><p title="</noframes><img src=x onerror=${p.call}>"></noframes>` +
      `<xmp><p title="</xmp><img src=x onerror=${p.call}>"></xmp>` +
      `<iframe><p title="</iframe><img src=x onerror=${p.call}>"></iframe>` +
      `<textarea><p title="</textarea><img src=x onerror=${p.call}>"></textarea>` +
      `<title><p title="</title><img src=x onerror=${p.call}>"></title>`,
  },
  {
    title: 'mXSS: <svg><![CDATA[ and comment tricks',
    build: (p) =>
      `<svg><![CDATA[><img src=x onerror=${p.call}>]]></svg><!--><img src=x onerror=${p.call}>-->` +
      `<? ><img src=x onerror=${p.call}>`,
  },
  {
    title: 'mXSS: <select><template> and <svg><desc><noscript>',
    build: (p) =>
      `<select><template><img src=x onerror=${p.call}></template></select>` +
      `<svg><desc><noscript>&lt;/noscript>&lt;img src=x onerror=${p.call}&gt;</noscript></desc></svg>`,
  },
  {
    title: 'mXSS: <a><plaintext>',
    build: (p) => `<a><plaintext><img src=x onerror=${p.call}>`,
  },
];

function allVectors(): Vector[] {
  const vectors: Vector[] = fixtureVectors().map(({ title, payload }, index) => ({
    n: index + 1,
    source: 'DOMPurify',
    title,
    html: instrument(payload, index + 1),
    remoteImage: false,
  }));
  for (const own of ownVectors) {
    const n = vectors.length + 1;
    vectors.push({
      n,
      source: 'own',
      title: own.title,
      html: own.build(probe(n)),
      remoteImage: own.remoteImage ?? false,
    });
  }
  return vectors;
}

const marker = (n: number) => `HARMLESS-${n}`;

interface Delivered extends Vector {
  id: string;
  threadId: string;
}

/** One thread of unread HTML messages, one vector each, with its harmless marker before the payload. */
async function deliverThread(vectors: Vector[], run: string, group: number): Promise<Delivered[]> {
  const subject = `Hostile mail ${run} group ${group}`;
  const firstId = `<hostile.${run}.${vectors[0]!.n}@example.net>`;
  const raw = (vector: Vector, index: number) => {
    const html = `<p>${marker(vector.n)}</p>\n${vector.html}\n`;
    return [
      `From: Hostile Sender ${group} <hostile-${group}@example.net>`,
      'To: Demo User <demo@example.com>',
      `Subject: ${index === 0 ? '' : 'Re: '}${subject}`,
      `Message-ID: <hostile.${run}.${vector.n}@example.net>`,
      ...(index === 0 ? [] : [`In-Reply-To: ${firstId}`, `References: ${firstId}`]),
      `Date: ${new Date(Date.UTC(2026, 10, 2, 9, index)).toUTCString().replace('GMT', '+0000')}`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      ...(Buffer.from(html, 'utf8')
        .toString('base64')
        .match(/.{1,76}/g) ?? []),
      '',
    ].join('\r\n');
  };
  const [first, ...rest] = vectors;
  const firstIds = await deliverRaw(emulator(), raw(first!, 0), ['INBOX', 'UNREAD']);
  const restIds = await Promise.all(
    rest.map((vector, index) =>
      deliverRaw(emulator(), raw(vector, index + 1), ['INBOX', 'UNREAD']),
    ),
  );
  const delivered = [firstIds, ...restIds].map((ids, index) => ({ ...vectors[index]!, ...ids }));
  const strays = delivered.filter((message) => message.threadId !== firstIds.threadId);
  if (strays.length > 0) {
    throw new Error(
      `Messages did not join thread ${subject}: ${strays.map((m) => m.n).join(', ')}`,
    );
  }
  return delivered;
}

declare global {
  interface Window {
    __xss?: unknown;
    __hostileProbe?: { messages: string[]; sandboxes: string[] };
  }
}

/** Listens in the top window, from before the app starts: postMessage reports and every frame sandbox. */
async function installPageProbe(): Promise<void> {
  await session.browser.context.addInitScript(() => {
    if (window !== window.top) return;
    const recorded = { messages: [] as string[], sandboxes: [] as string[] };
    window.__hostileProbe = recorded;
    addEventListener('message', (event) => {
      const data = typeof event.data === 'string' ? event.data : '';
      if (data.startsWith('xss:')) recorded.messages.push(data);
    });
    const noteFrames = (root: Node) => {
      const frames =
        root instanceof HTMLIFrameElement
          ? [root]
          : root instanceof Element || root instanceof Document
            ? [...root.querySelectorAll('iframe')]
            : [];
      for (const frame of frames)
        recorded.sandboxes.push(frame.getAttribute('sandbox') ?? '(none)');
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') noteFrames(record.target);
        record.addedNodes.forEach(noteFrames);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['sandbox', 'srcdoc'],
    });
  });
}

interface PageEvents {
  pageErrors: string[];
  popups: string[];
  foreignRequests: string[];
  frameRequests: string[];
  dialogs: string[];
  blockedModals: string[];
  cspRefusals: string[];
  bodyErrors: string[];
}

/** Everything the browser does that hostile mail must not cause, as it happens. */
function watchPage(allowedOrigins: Set<string>): PageEvents {
  const events: PageEvents = {
    pageErrors: [],
    popups: [],
    foreignRequests: [],
    frameRequests: [],
    dialogs: [],
    blockedModals: [],
    cspRefusals: [],
    bodyErrors: [],
  };
  const { context } = session.browser;
  page().on('pageerror', (error) => events.pageErrors.push(error.message));
  context.on('page', (opened) => events.popups.push(opened.url() || '(blank)'));
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (!allowedOrigins.has(new URL(url).origin)) events.foreignRequests.push(url);
    let frame;
    try {
      frame = request.frame();
    } catch {
      return;
    }
    if (frame !== page().mainFrame()) events.frameRequests.push(url);
  });
  context.on('dialog', (dialog) => {
    events.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Ignored call to '(alert|confirm|prompt|print)\(\)'/.test(text))
      events.blockedModals.push(text);
    if (/^Refused to .*Content Security Policy/s.test(text)) events.cspRefusals.push(text);
    if (text.startsWith('A message body could not be displayed')) {
      events.bodyErrors.push(text.split('\n')[0]!);
    }
  });
  return events;
}

interface FrameReport {
  id: string;
  found: boolean;
  sandbox: string | null;
  url: string | null;
  firstHead: { tag: string; httpEquiv: string | null; content: string | null } | null;
  text: string;
  frameXss: string | null;
  links: { href: string; target: string }[];
  metaRefresh: number;
  baseHrefs: string[];
  bar: string | null;
  note: string | null;
}

const articleSelector = (id: string) =>
  `[data-remote-slot="conversation"] article[data-message-id="${id}"]`;

/**
 * Waits until every message shows its srcdoc document (or its frame navigated away from it), or shows
 * a note instead of a frame (its body failed).
 */
async function waitForFrames(p: Page, ids: string[]): Promise<void> {
  // A message left collapsed is opened by its header, as a reader would.
  await p.locator(articleSelector(ids[0]!)).waitFor();
  for (const id of ids) {
    const header = p.locator(`${articleSelector(id)} .cv-message__header`);
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  }
  await p.waitForFunction(
    (selectors) =>
      selectors.every((selector) => {
        const article = document.querySelector(selector);
        const frame = article?.querySelector<HTMLIFrameElement>('iframe.cv-frame');
        if (!frame) return Boolean(article?.querySelector('[role="note"]'));
        const doc = frame.contentDocument;
        return doc === null || (doc.URL !== 'about:blank' && doc.readyState === 'complete');
      }),
    ids.map(articleSelector),
  );
}

/** Presses every form button in the frames, as a curious reader would: nothing may be submitted. */
async function pressFormButtons(p: Page, ids: string[]): Promise<number> {
  return p.evaluate((selectors) => {
    let pressed = 0;
    for (const selector of selectors) {
      const doc = document.querySelector<HTMLIFrameElement>(
        `${selector} iframe.cv-frame`,
      )?.contentDocument;
      const buttons = doc?.querySelectorAll<HTMLElement>(
        'button, input[type="submit"], input[type="image"]',
      );
      buttons?.forEach((button) => {
        button.click();
        pressed += 1;
      });
    }
    return pressed;
  }, ids.map(articleSelector));
}

function readFrames(p: Page, ids: string[]): Promise<FrameReport[]> {
  return p.evaluate(
    (entries) =>
      entries.map(([id, selector]) => {
        const article = document.querySelector(selector!);
        const frame = article?.querySelector<HTMLIFrameElement>('iframe.cv-frame');
        if (!article || !frame) {
          return {
            id: id!,
            found: false,
            sandbox: null,
            url: null,
            firstHead: null,
            text: '',
            frameXss: null,
            links: [],
            metaRefresh: 0,
            baseHrefs: [],
            bar: null,
            note: article?.querySelector('[role="note"]')?.textContent ?? null,
          };
        }
        const doc = frame.contentDocument;
        const first = doc?.head?.firstElementChild;
        const baseTarget = doc?.querySelector('base[target]')?.getAttribute('target') ?? '';
        const frameWindow = frame.contentWindow as (Window & { __xss?: unknown }) | null;
        let frameXss: string | null = null;
        try {
          frameXss = frameWindow?.__xss === undefined ? null : String(frameWindow.__xss);
        } catch {
          frameXss = null;
        }
        return {
          id: id!,
          found: true,
          sandbox: frame.getAttribute('sandbox'),
          url: doc ? doc.URL : null,
          firstHead: first
            ? {
                tag: first.tagName.toLowerCase(),
                httpEquiv: first.getAttribute('http-equiv'),
                content: first.getAttribute('content'),
              }
            : null,
          text: doc?.body?.innerText ?? '',
          frameXss,
          links: [...(doc?.querySelectorAll('a[href], area[href]') ?? [])].map((link) => ({
            href: link.getAttribute('href') ?? '',
            target: link.getAttribute('target') ?? baseTarget,
          })),
          metaRefresh: doc?.querySelectorAll('meta[http-equiv="refresh" i]').length ?? 0,
          baseHrefs: [...(doc?.querySelectorAll('base[href]') ?? [])].map(
            (base) => base.getAttribute('href') ?? '',
          ),
          bar: article.querySelector('[role="status"]')?.textContent ?? null,
          note: article.querySelector('[role="note"]')?.textContent ?? null,
        };
      }),
    ids.map((id) => [id, articleSelector(id)]),
  );
}

/** What is wrong with one message's frame, as sentences; empty when it is harmless. */
function frameProblems(vector: Delivered, report: FrameReport): string[] {
  if (!report.found) return [`no frame was shown; the message says: ${report.note ?? '(nothing)'}`];
  const problems: string[] = [];
  const tokens = new Set((report.sandbox ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  if (report.sandbox === null) problems.push('the frame has no sandbox attribute');
  if (tokens.has('allow-scripts') && tokens.has('allow-same-origin')) {
    problems.push(`the frame's sandbox allows scripts and same origin: "${report.sandbox}"`);
  }
  if (report.url !== 'about:srcdoc')
    problems.push(`the frame navigated to ${report.url ?? 'another origin'}`);
  const head = report.firstHead;
  if (head?.tag !== 'meta' || head.httpEquiv?.toLowerCase() !== 'content-security-policy') {
    problems.push(
      `the frame's first <head> element is not the CSP meta tag: ${JSON.stringify(head)}`,
    );
  } else if (!head.content?.includes("default-src 'none'")) {
    problems.push(`the frame's CSP lacks default-src 'none': ${head.content}`);
  }
  if (report.frameXss !== null)
    problems.push(`window.__xss was set in the frame (${report.frameXss})`);
  if (!report.text.includes(marker(vector.n))) {
    problems.push(`the marker ${marker(vector.n)} is not in the frame's text`);
  }
  for (const link of report.links) {
    const protocol = URL.canParse(link.href, 'https://mail.invalid/')
      ? new URL(link.href, 'https://mail.invalid/').protocol
      : '';
    if (['javascript:', 'vbscript:', 'data:'].includes(protocol)) {
      problems.push(`a link kept a ${protocol} href: ${link.href.slice(0, 80)}`);
    }
    if (!link.href.startsWith('#') && link.target.toLowerCase() !== '_blank') {
      problems.push(
        `a link does not open in a new tab (target "${link.target}"): ${link.href.slice(0, 80)}`,
      );
    }
  }
  if (report.metaRefresh > 0) problems.push('a <meta http-equiv=refresh> survived');
  for (const href of report.baseHrefs) problems.push(`a <base href="${href}"> survived`);
  if (vector.remoteImage && !/\d+ remote/.test(report.bar ?? '')) {
    problems.push(
      `no remote-content bar counts the blocked image (bar: ${JSON.stringify(report.bar)})`,
    );
  }
  return problems;
}

/** Canary paths name their vector: /<n>/kind or /xss/<n>. */
const vectorOfHit = (hit: string) => Number(/^\/(?:xss\/)?(\d+)\b/.exec(hit)?.[1] ?? NaN);

test('hostile mail: no vector runs script, loads anything, navigates or opens a window, and the harmless text still shows', async () => {
  const vectors = allVectors();
  const run = `${Date.now()}`;
  const groups: Vector[][] = [];
  for (let start = 0; start < vectors.length; start += MESSAGES_PER_THREAD) {
    groups.push(vectors.slice(start, start + MESSAGES_PER_THREAD));
  }
  const threads = await Promise.all(
    groups.map((group, index) => deliverThread(group, run, index + 1)),
  );

  const product = session.product;
  // The product's own origins, also as the run-time config spells them (localhost for 127.0.0.1).
  const allowedOrigins = new Set(
    [
      ...Object.values(product.servers).map((server) => server.origin),
      emulator().origin,
      ...Object.values(product.config.remotes).map((remote) => remote.entry),
      ...Object.values(product.config.api),
    ].map((url) => new URL(url).origin),
  );
  await installPageProbe();
  const events = watchPage(allowedOrigins);
  canary.hits.length = 0;

  const problems: string[] = [];
  const byN = new Map(vectors.map((vector) => [vector.n, vector]));
  const name = (n: number) => {
    const vector = byN.get(n);
    return vector ? `#${n} ${vector.source} "${vector.title}"` : `#${n}`;
  };
  let markersShown = 0;
  let topNavigations = 0;
  let frameNavigations = 0;
  let buttonsPressed = 0;
  let barsShown = 0;
  const remoteImageVectors = vectors.filter((vector) => vector.remoteImage).length;

  for (const [index, messages] of threads.entries()) {
    const first = messages[0]!;
    const route = `/email/${first.threadId}/${first.id}`;
    if (index === 0) {
      await openSignedIn(page(), product, route);
    } else {
      await page().evaluate((target) => {
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
    }
    const ids = messages.map((message) => message.id);
    await waitForFrames(page(), ids);
    buttonsPressed += await pressFormButtons(page(), ids);
    await page().waitForTimeout(SETTLE_MS);

    const reports = await readFrames(page(), ids);
    for (const [at, report] of reports.entries()) {
      const vector = messages[at]!;
      const found = frameProblems(vector, report);
      if (report.url !== null && report.url !== 'about:srcdoc') frameNavigations += 1;
      if (report.url === null && report.found) frameNavigations += 1;
      if (report.text.includes(marker(vector.n))) markersShown += 1;
      if (vector.remoteImage && /\d+ remote/.test(report.bar ?? '')) barsShown += 1;
      problems.push(...found.map((problem) => `${name(vector.n)}: ${problem}`));
    }
    const expectedUrl = new URL(route, product.shellUrl).toString();
    if (page().url() !== expectedUrl) {
      topNavigations += 1;
      problems.push(
        `thread ${index + 1}: the page went to ${page().url()} instead of ${expectedUrl}`,
      );
    }
  }

  const recorded = await page().evaluate(() => ({
    messages: window.__hostileProbe?.messages ?? [],
    sandboxes: window.__hostileProbe?.sandboxes ?? [],
    topXss: window.__xss === undefined ? null : String(window.__xss),
  }));
  for (const message of recorded.messages)
    problems.push(`${name(Number(message.slice(4)))}: posted "${message}" to the top window`);
  if (recorded.topXss !== null) problems.push(`${name(Number(recorded.topXss))}: set top.__xss`);
  for (const sandbox of recorded.sandboxes) {
    const tokens = sandbox.toLowerCase().split(/\s+/);
    if (tokens.includes('allow-scripts') && tokens.includes('allow-same-origin')) {
      problems.push(`a frame had sandbox="${sandbox}" at some point`);
    }
  }
  for (const hit of canary.hits)
    problems.push(`${name(vectorOfHit(hit))}: the canary was asked for ${hit}`);
  for (const url of events.foreignRequests) problems.push(`the page requested ${url}`);
  for (const url of events.frameRequests) problems.push(`a mail frame requested ${url}`);
  for (const url of events.popups) problems.push(`a window opened: ${url}`);
  for (const error of events.pageErrors) problems.push(`page error: ${error}`);
  for (const error of events.bodyErrors) problems.push(`console: ${error}`);
  for (const dialog of events.dialogs) problems.push(`a dialog opened: ${dialog}`);
  for (const text of events.blockedModals)
    problems.push(`a script ran and was refused a modal: ${text}`);

  const scripts =
    recorded.messages.length +
    (recorded.topXss === null ? 0 : 1) +
    events.dialogs.length +
    events.blockedModals.length +
    problems.filter((problem) => problem.includes('window.__xss was set in the frame')).length;
  const requests = canary.hits.length + events.foreignRequests.length + events.frameRequests.length;
  const navigations = topNavigations + frameNavigations + events.popups.length;
  const messageCount = vectors.length;
  console.log(
    `hostile mail: ${vectors.length} vectors (${vectors.length - ownVectors.length} DOMPurify, ${ownVectors.length} own) ` +
      `in ${messageCount} messages (${threads.length} threads): ${scripts} scripts ran, ${requests} requests, ` +
      `${navigations} navigations, ${events.pageErrors.length} page errors, ${events.popups.length} popups, ` +
      `harmless text shown in ${markersShown}/${messageCount}; ${buttonsPressed} form buttons pressed; ` +
      `remote-content bar on ${barsShown}/${remoteImageVectors} remote-image vectors; ` +
      `${events.cspRefusals.length} loads refused by a CSP` +
      (problems.length > 0 ? `\n${problems.join('\n')}` : ''),
  );

  expect(problems).toEqual([]);
  expect({ scripts, requests, navigations, markersShown }).toEqual({
    scripts: 0,
    requests: 0,
    navigations: 0,
    markersShown: messageCount,
  });
}, 120_000);

test('control: the same instrumentation, run without sanitizer or sandbox, reports back on every channel', async () => {
  canary.hits.length = 0;
  await installPageProbe();
  const payloads = [
    instrument('<img src=x onerror=alert(1)>', 901),
    instrument('<svg onload="parent.alert(1)">', 902),
    `<script>${probe(903).code}</script>`,
    `<img src=x onerror=${probe(904).call}>`,
  ];
  const attribute = (html: string) => html.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  canary.controlPage = payloads
    .map((payload) => `<iframe srcdoc="${attribute(payload)}"></iframe>`)
    .join('');
  await page().goto(`${canary.origin}/control`);
  const expected = [901, 902, 903, 904];
  await page().waitForFunction(
    (count) => (window.__hostileProbe?.messages.length ?? 0) >= count,
    expected.length,
  );
  const reported = await page().evaluate(() => ({
    messages: [...(window.__hostileProbe?.messages ?? [])].sort(),
    topXss: window.__xss !== undefined,
  }));
  expect(reported).toEqual({ messages: expected.map((n) => `xss:${n}`), topXss: true });
  const fetched = () => canary.hits.filter((hit) => hit.startsWith('/xss/')).sort();
  for (let waited = 0; fetched().length < expected.length && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(fetched()).toEqual(expected.map((n) => `/xss/${n}`));
});
