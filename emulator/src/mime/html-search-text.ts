import { decodeHTML } from 'entities';

// HTML mail reduced to the text a reader sees, for snippets and search. A single forward scan (no
// backtracking regexes): comments, <head>, <script>, <style>, <title> and their content vanish,
// inline formatting tags join their neighbours, every other tag separates words with a line break,
// and character references are decoded (entities' HTML5 decoder, as a browser decodes them).

const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'code',
  'em',
  'font',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'tt',
  'u',
  'var',
  'wbr',
]);
const HIDDEN_CONTENT_TAGS = new Set(['head', 'script', 'style', 'title', 'template']);
const closingTagPatterns = new Map<string, RegExp>();

function closingTagPattern(name: string): RegExp {
  let pattern = closingTagPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`</${name}[\\s>/]`, 'gi');
    closingTagPatterns.set(name, pattern);
  }
  return pattern;
}

/** Index of the '>' closing the tag that starts at `start`, skipping quoted attribute values. */
function tagEnd(html: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < html.length; i++) {
    const ch = html[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if ((ch === '"' || ch === "'") && html[i - 1] === '=') {
      quote = ch;
    } else if (ch === '>') {
      return i;
    }
  }
  return -1;
}

const isTagStart = (ch: string | undefined) =>
  ch !== undefined && (ch === '/' || ch === '!' || ch === '?' || /[A-Za-z]/.test(ch));

export function htmlToSearchText(html: string): string {
  const out: string[] = [];
  // Tags whose closing tag is known to be absent from here on, so it is not searched for again.
  const unclosed = new Set<string>();
  let pos = 0;
  while (pos < html.length) {
    const open = html.indexOf('<', pos);
    if (open === -1) {
      out.push(decodeHTML(html.slice(pos)));
      break;
    }
    out.push(decodeHTML(html.slice(pos, open)));
    if (!isTagStart(html[open + 1])) {
      out.push('<');
      pos = open + 1;
      continue;
    }
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      pos = close === -1 ? html.length : close + 3;
      continue;
    }
    const close = tagEnd(html, open);
    if (close === -1) break;
    const closing = html[open + 1] === '/';
    const name = /^[A-Za-z][A-Za-z0-9-]*/
      .exec(html.slice(open + (closing ? 2 : 1), close))?.[0]
      ?.toLowerCase();
    pos = close + 1;
    if (!name) continue;
    if (!closing && HIDDEN_CONTENT_TAGS.has(name) && !unclosed.has(name)) {
      const pattern = closingTagPattern(name);
      pattern.lastIndex = pos;
      const end = pattern.exec(html);
      if (end) {
        const endClose = tagEnd(html, end.index);
        pos = endClose === -1 ? html.length : endClose + 1;
        continue;
      }
      unclosed.add(name);
    }
    if (!INLINE_TAGS.has(name)) out.push('\n');
  }
  return out.join('');
}

/** Runs of whitespace (line breaks and no-break spaces included) as one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
