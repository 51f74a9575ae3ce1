import { collapseWhitespace, htmlToSearchText } from './html-search-text';

export interface TextLeaf {
  mimeType: string;
  text: string;
}

const SNIPPET_LENGTH = 200;
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text a reader sees in a text leaf: HTML reduced to text, any other text/* as written. */
export function readableText(leaf: TextLeaf): string {
  return leaf.mimeType === 'text/html' ? htmlToSearchText(leaf.text) : leaf.text;
}

/**
 * Gmail's `snippet`: the first ~200 characters of the message text, whitespace collapsed, taken from
 * the text/plain leaves when they hold any text, else from the text/html leaves, without control
 * characters, then HTML-escaped the way Gmail escapes it.
 */
export function makeSnippet(leaves: TextLeaf[]): string {
  const textOf = (mimeType: string) =>
    collapseWhitespace(
      leaves
        .filter((leaf) => leaf.mimeType === mimeType)
        .map(readableText)
        .join(' '),
    );
  // Control characters (NUL in broken mail) are not text a reader sees.
  // eslint-disable-next-line no-control-regex
  let text = (textOf('text/plain') || textOf('text/html')).replace(/[\x00-\x1f\x7f]/g, '');
  if (text.length > SNIPPET_LENGTH) {
    text = text.slice(0, SNIPPET_LENGTH);
    // Never end on half of a surrogate pair.
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}
