import { unescapeHtml } from '../html-escaping';

/**
 * A readable plain-text alternative of an HTML body, without a DOM (this runs in workers and jest):
 * paragraphs and line breaks kept, lists as "- " / "1. " (also when, as the editor writes them,
 * each item holds a paragraph), links as "text <url>", quotes as "> ",
 * <pre> kept verbatim, head, style and script content dropped, entities decoded.
 */
export function htmlToText(html: string): string {
  const writer = new TextWriter();
  const source = html
    .replace(/[\ue000\ue001]/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROPPED_ELEMENTS, '');
  let position = 0;
  for (const match of source.matchAll(TAG)) {
    writer.text(source.slice(position, match.index));
    writer.tag(match[2]?.toLowerCase() ?? '', match[1] === '/', match[3] ?? '');
    position = match.index + match[0].length;
  }
  writer.text(source.slice(position));
  return writer.finish();
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const DROPPED_ELEMENTS =
  /<(head|style|script|title|template|noscript)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>/gi;
const LINE_BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'main',
  'nav',
  'section',
  'tr',
]);
const PARAGRAPH_BLOCKS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ol',
  'p',
  'pre',
  'table',
  'ul',
]);
const isList = (name: string) => name === 'ul' || name === 'ol';
/** Private-use characters marking where quotes open and close; removed from the input first. */
const QUOTE_OPEN = '\ue000';
const QUOTE_CLOSE = '\ue001';

class TextWriter {
  private output = '';
  /** The output's last character: reading it from `output` would flatten the string each time. */
  private lastChar = '';
  private preDepth = 0;
  private lists: { ordered: boolean; count: number }[] = [];
  private links: { href: string; start: number }[] = [];
  /** A list item's marker was just written: the item's own paragraph goes on its line. */
  private afterMarker = false;

  text(raw: string): void {
    if (!raw) return;
    if (this.preDepth > 0) {
      this.append(decodeEntities(raw.replace(/\r\n?/g, '\n')));
      return;
    }
    let text = decodeEntities(raw.replace(/[ \t\r\n\f]+/g, ' '));
    if (this.atLineStart()) text = text.replace(/^ +/, '');
    this.append(text);
  }

  tag(name: string, closing: boolean, attributes: string): void {
    if (name === 'br') this.append('\n');
    else if (name === 'hr') this.rule();
    else if (name === 'img') this.image(attributes);
    else if (name === 'a') this.link(closing, attributes);
    else if (name === 'li') this.listItem(closing);
    else if (name === 'blockquote') this.paragraph(closing ? QUOTE_CLOSE : QUOTE_OPEN);
    else if (name === 'td' || name === 'th') this.cell(closing);
    else if (isList(name) && this.lists.length > (closing ? 1 : 0)) this.lineBreak();
    // Items' paragraphs are lines: a blank line in a list would part an item from its marker.
    else if (name === 'p' && this.lists.length > 0) this.lineBreak();
    else if (PARAGRAPH_BLOCKS.has(name)) this.paragraph();
    else if (LINE_BLOCKS.has(name)) this.lineBreak();
    if (name === 'pre') this.preDepth = Math.max(0, this.preDepth + (closing ? -1 : 1));
    if (isList(name)) {
      if (closing) this.lists.pop();
      else this.lists.push({ ordered: name === 'ol', count: 0 });
    }
  }

  finish(): string {
    return formatLines(this.output);
  }

  private append(text: string): void {
    if (!text) return;
    this.afterMarker = false;
    this.output += text;
    this.lastChar = text.at(-1) ?? '';
  }

  private atLineStart(): boolean {
    return ['', '\n', QUOTE_OPEN, QUOTE_CLOSE].includes(this.lastChar);
  }

  private lineBreak(): void {
    if (!this.atLineStart() && !this.afterMarker) this.append('\n');
  }

  private paragraph(marker = ''): void {
    if (this.afterMarker && !marker) return;
    this.lineBreak();
    this.append(`\n${marker}${marker ? '\n' : ''}`);
  }

  private rule(): void {
    this.paragraph();
    this.append('---');
    this.paragraph();
  }

  private listItem(closing: boolean): void {
    this.lineBreak();
    if (closing) return;
    const list = this.lists.at(-1);
    const indent = '  '.repeat(Math.max(0, this.lists.length - 1));
    if (list) list.count += 1;
    this.append(`${indent}${list?.ordered ? `${list.count}. ` : '- '}`);
    this.afterMarker = true;
  }

  private cell(closing: boolean): void {
    if (!closing && !this.atLineStart()) this.append('\t');
  }

  private image(attributes: string): void {
    const alt = attribute(attributes, 'alt')?.trim();
    if (alt) this.append(`[${alt}]`);
  }

  private link(closing: boolean, attributes: string): void {
    if (!closing) {
      this.links.push({
        href: attribute(attributes, 'href')?.trim() ?? '',
        start: this.output.length,
      });
      return;
    }
    const link = this.links.pop();
    if (!link || !/^(https?:|mailto:)/i.test(link.href)) return;
    const label = this.output.slice(link.start).trim();
    const target = link.href.replace(/^mailto:/i, '');
    if (label !== target && label !== link.href) this.append(label ? ` <${target}>` : target);
  }
}

/** Applies quote depth as "> " prefixes, trims line ends and keeps at most one blank line in a row. */
function formatLines(output: string): string {
  let depth = 0;
  const lines = output.split('\n').map((line) => {
    const text = line.replace(/[\ue000\ue001]/g, '').replace(/\s+$/, '');
    for (const char of line) {
      if (char === QUOTE_OPEN) depth += 1;
      if (char === QUOTE_CLOSE) depth = Math.max(0, depth - 1);
    }
    return { text, depth };
  });
  const result: string[] = [];
  let blankPending = false;
  let lastDepth = 0;
  for (const line of lines) {
    if (line.text === '') {
      blankPending = result.length > 0;
      continue;
    }
    if (blankPending) {
      // A blank line belongs to the shallower neighbour, so quotes neither start nor end blank.
      result.push(quotePrefix(Math.min(lastDepth, line.depth)).trimEnd());
      blankPending = false;
    }
    result.push(quotePrefix(line.depth) + line.text);
    lastDepth = line.depth;
  }
  return result.join('\n');
}

const quotePrefix = (depth: number) => '> '.repeat(depth);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
    'i',
  ).exec(attributes);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

/** Entities as text; a no-break space becomes a plain one, which text readers wrap and search as such. */
function decodeEntities(text: string): string {
  return unescapeHtml(text).replace(/\u00a0/g, ' ');
}
