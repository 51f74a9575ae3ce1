import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitizeForQuoting, sanitizeForReading } from './index';

// DOMPurify's own attack vectors (fixtures/xss, see its MANIFEST.tsv) through every way this
// package cleans mail. Each output is parsed again in a fresh document and held to rules written
// here, independently of the code under test. A failure lists every vector and what it left.

const fixture = path.resolve(__dirname, '../../../fixtures/xss/dompurify-vectors.json');

const FORBIDDEN_ELEMENTS = [
  'script',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'meta',
  'link',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'math',
];
const LOADING_ATTRIBUTES = [
  'src',
  'srcset',
  'background',
  'poster',
  'data',
  'action',
  'formaction',
];
const LINK_TAGS = ['a', 'area'];
const SCRIPT_SCHEME = /(?:java|vb)script:/i;

/** Where the output could still load something: a URL that is neither data:, cid: nor #local. */
function remoteCss(css: string): string[] {
  const problems: string[] = [];
  if (/@import/i.test(css)) problems.push('@import');
  for (const [, target = ''] of css.matchAll(/url\(\s*["']?\s*([^"')\s]*)/gi)) {
    if (!/^(data:|#)/i.test(target)) problems.push(`url(${target})`);
  }
  for (const [, inner = ''] of css.matchAll(/image-set\(([^)]*)/gi)) {
    if (/["'](?!data:)/i.test(inner)) problems.push(`image-set(${inner})`);
  }
  return problems;
}

function unsafeParts(html: string, remoteAllowed: boolean): string[] {
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const problems: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const tag = element.localName;
    if (FORBIDDEN_ELEMENTS.includes(tag)) problems.push(`<${tag}>`);
    if (tag === 'style' && !remoteAllowed) problems.push(...remoteCss(element.textContent ?? ''));
    for (const { name, value } of Array.from(element.attributes)) {
      const compact = value.replace(/\s/g, '');
      if (/^on/i.test(name)) problems.push(`${tag}[${name}]`);
      if (SCRIPT_SCHEME.test(compact)) problems.push(`${tag}[${name}=${value}]`);
      if (name === 'target' && value !== '_blank') problems.push(`${tag}[target=${value}]`);
      if (remoteAllowed) continue;
      const link = LINK_TAGS.includes(tag) && (name === 'href' || name === 'xlink:href');
      const loads =
        LOADING_ATTRIBUTES.includes(name) || (!link && (name === 'href' || name === 'xlink:href'));
      if (loads && !/^(data:image\/|#|cid:)/i.test(compact))
        problems.push(`${tag}[${name}=${value}]`);
      if (name === 'style' || value.includes('url(')) problems.push(...remoteCss(value));
    }
    if (LINK_TAGS.includes(tag) && element.hasAttribute('href')) {
      const href = element.getAttribute('href') ?? '';
      if (!/^(https?:|mailto:|tel:|#)/i.test(href.trim())) problems.push(`${tag}[href=${href}]`);
      if (element.getAttribute('rel') !== 'noopener noreferrer')
        problems.push(`${tag} without rel`);
    }
  }
  return problems;
}

const SANITIZERS: [string, (html: string) => string, boolean][] = [
  [
    'sanitizeForReading',
    (html) => sanitizeForReading(html, { allowRemoteContent: false }).html,
    false,
  ],
  [
    'sanitizeForReading with remote content allowed',
    (html) => sanitizeForReading(html, { allowRemoteContent: true }).html,
    true,
  ],
  ['sanitizeForQuoting', sanitizeForQuoting, false],
];

describe('DOMPurify’s attack vectors', () => {
  const vectors = JSON.parse(readFileSync(fixture, 'utf8')) as { title: string; payload: string }[];

  it('are all there', () => {
    expect(vectors.length).toBeGreaterThan(200);
  });

  describe.each(SANITIZERS)('through %s', (_name, sanitize, remoteAllowed) => {
    it('leave nothing that runs, submits, navigates away or loads unasked', () => {
      const failures = vectors
        .map(({ title, payload }) => ({
          title,
          problems: unsafeParts(sanitize(payload), remoteAllowed),
        }))
        .filter(({ problems }) => problems.length > 0);
      expect(failures).toEqual([]);
    });

    it('come out the same when sanitized again', () => {
      const changed = vectors
        .map(({ title, payload }) => ({ title, once: sanitize(payload) }))
        .map(({ title, once }) => ({ title, once, twice: sanitize(once) }))
        .filter(({ once, twice }) => once !== twice);
      expect(changed).toEqual([]);
    });
  });
});
