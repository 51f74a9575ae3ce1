import { MessageChannel } from 'node:worker_threads';
import {
  CLIP_CHARACTERS,
  FIRST_PART_CHARACTERS,
  firstPartMarkup,
  firstPartOf,
} from './clip-for-reading';
import { measureMarkup, READING_LIMITS } from './markup-size';
import { sanitizeForReading, sanitizeForReadingInSlices } from './sanitize-for-reading';

const read = (html: string) => sanitizeForReading(html, { allowRemoteContent: false });

/** Table rows of about `characters` of HTML, numbered, like a newsletter's articles. */
function rows(characters: number): string {
  // Long text and few elements: cleaning costs by the element, in jsdom a lot.
  const row = (index: number) =>
    `<tr><td style="padding:8px"><p>Story ${index}: ${'what happened this week, '.repeat(12)}<b>bold</b></p></td></tr>`;
  const all: string[] = [];
  for (let length = 0; length < characters; length += all.at(-1)!.length) all.push(row(all.length));
  return all.join('');
}

const newsletter = (characters: number) =>
  `<html><head><style>p{margin:0}</style></head><body><table><tbody>${rows(characters)}</tbody></table><p>The end.</p></body></html>`;

/** The HTML as the browser reads it back: equal to the input only when the input is well-formed. */
function reparsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const textOf = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
};

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('sanitizeForReading clips a long body as Gmail does', () => {
  it('clips nothing at or under the threshold', () => {
    const mail = read(newsletter(CLIP_CHARACTERS - 2_000));
    expect(mail.quotedHistory.shown.length).toBeLessThanOrEqual(CLIP_CHARACTERS);
    expect(mail.clipped).toBeUndefined();
  });

  it('shows the first part of a longer body, whole rows only, well-formed, within the threshold', () => {
    const mail = read(newsletter(3 * CLIP_CHARACTERS));
    const clipped = mail.clipped!;
    expect(clipped.length).toBeLessThanOrEqual(CLIP_CHARACTERS);
    expect(clipped.length).toBeGreaterThan(CLIP_CHARACTERS * 0.9);
    expect(reparsed(clipped)).toBe(clipped);
    // Cut between rows: each row kept is kept whole, and what follows the table is gone.
    expect(count(clipped, /<tr>/g)).toBe(count(clipped, /<\/tr>/g));
    expect(clipped).toContain('Story 0:');
    expect(clipped).not.toContain('The end.');
    expect(mail.quotedHistory.shown.startsWith(clipped.replace(/(<\/\w+>)+$/, ''))).toBe(true);
    // The head's style comes first and stays.
    expect(clipped).toContain('<style>p{margin:0}</style>');
    // The entire message is still there for the reader who asks for it.
    expect(mail.html).toContain('The end.');
  });

  it('clips what is shown, not the quoted history trimmed from its end', () => {
    const answer = '<div>Sounds good.</div>';
    const history = `<blockquote class="gmail_quote"><table>${rows(2 * CLIP_CHARACTERS)}</table></blockquote>`;
    const mail = read(answer + history);
    expect(mail.quotedHistory.trimmed).not.toBe('');
    expect(mail.clipped).toBeUndefined();
  });
});

describe('a long body cut before it is parsed', () => {
  // Cleaning in slices gives the thread back through a MessageChannel, which jsdom does not have.
  beforeAll(() => {
    globalThis.MessageChannel ??= MessageChannel as unknown as typeof globalThis.MessageChannel;
  });
  const cutOf = (html: string) => measureMarkup(html, READING_LIMITS, FIRST_PART_CHARACTERS).cut!;
  const readFirstPart = (html: string) =>
    sanitizeForReadingInSlices(
      html,
      { allowRemoteContent: false },
      new AbortController().signal,
      cutOf(html),
    );

  it('is cut between tags, its open elements closed, so that it reads back as written', () => {
    const body = `<div class="news"><table><tbody>${rows(3 * CLIP_CHARACTERS)}</tbody></table></div>`;
    const firstPart = firstPartMarkup(body, cutOf(body));
    expect(firstPart.length).toBeLessThan(FIRST_PART_CHARACTERS + 1_000);
    expect(firstPart).toMatch(/<\/tbody><\/table><\/div>$/);
    expect(reparsed(firstPart)).toBe(firstPart);
  });

  // Cleaning a few hundred thousand characters takes jsdom seconds.
  const slow = 60_000;

  it(
    'shows the same clipped body as the whole body cleaned, and only that',
    async () => {
      const html = newsletter(FIRST_PART_CHARACTERS + 20_000);
      const whole = read(html);
      const mail = await readFirstPart(html);
      expect(mail.clipped).toBe(whole.clipped);
      expect(textOf(mail.clipped!)).toBe(textOf(whole.clipped!));
      // Nothing past the first part was cleaned: the entire message is cleaned when asked for.
      expect(mail.html).toBe(mail.clipped);
      expect(mail.quotedHistory).toEqual({ shown: mail.clipped, trimmed: '' });
    },
    slow,
  );

  it(
    'cleans the whole body when its first part is not enough to clip: mostly quoted history',
    async () => {
      const answer = '<div>Sounds good.</div>';
      const history = `<blockquote class="gmail_quote"><table>${rows(FIRST_PART_CHARACTERS + 20_000)}</table></blockquote>`;
      const mail = await readFirstPart(answer + history);
      expect(mail).toEqual(read(answer + history));
      expect(mail.quotedHistory.trimmed).toContain('Story 590:');
    },
    slow,
  );
});

describe('firstPartOf', () => {
  const bodyOf = (html: string) => {
    const body = document.createElement('div');
    body.innerHTML = html;
    return body;
  };

  it('cuts a text too long to keep whole, at the limit', () => {
    const part = firstPartOf(bodyOf(`<pre>${'word '.repeat(1_000)}</pre>`), 1_000);
    expect(part.outerHTML.length).toBeLessThanOrEqual(1_000);
    expect(textOf(part.outerHTML).length).toBeGreaterThan(900);
    expect('word '.repeat(1_000).startsWith(textOf(part.outerHTML))).toBe(true);
  });

  it('does not split a character written as two UTF-16 units', () => {
    const emoji = '😀'.repeat(100);
    // 11 for "<div></div>", 11 for "<pre></pre>": 51 units left for text, an odd number.
    const part = firstPartOf(bodyOf(`<pre>${emoji}</pre>`), 73);
    expect(textOf(part.outerHTML)).toBe('😀'.repeat(25));
  });

  it('keeps nested elements open and closed around the cut', () => {
    const part = firstPartOf(
      bodyOf(`<ul>${'<li><i>item</i></li>'.repeat(100)}</ul><p>after</p>`),
      200,
    );
    expect(reparsed(part.outerHTML)).toBe(part.outerHTML);
    expect(part.outerHTML).toMatch(
      /^<div><ul>(<li><i>item<\/i><\/li>)+(<li>(<i>i?t?e?m?<\/i>)?<\/li>)?<\/ul><\/div>$/,
    );
    expect(part.outerHTML).not.toContain('after');
  });
});
