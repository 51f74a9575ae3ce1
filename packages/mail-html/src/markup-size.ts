import { Parser } from 'htmlparser2';

/**
 * How much markup a mail may have to be cleaned and shown in the page: past any of these, cleaning
 * (DOMPurify on the page's thread) and laying the frame out take seconds, the cost growing with the
 * square of the depth. Measured with scripts/bench/large-mail.ts (docs/architecture.md#large-mail).
 */
export interface MarkupLimits {
  characters: number;
  elements: number;
  /** Elements inside elements: the browser's parser itself stops nesting at 512. */
  depth: number;
}

export const READING_LIMITS: MarkupLimits = {
  characters: 3_000_000,
  elements: 25_000,
  depth: 400,
};

/**
 * Where long markup can be cut, so that its first part is parsed and cleaned alone
 * (`firstPartMarkup`): at the start of a tag, a text or a comment, never inside one.
 */
export interface MarkupCut {
  /** How many characters of the markup come before the cut. */
  end: number;
  /** The elements open at the cut, outermost first, by tag name. */
  open: string[];
}

/** What a mail's markup is made of, as far as it was read. */
export interface MarkupSize {
  characters: number;
  elements: number;
  depth: number;
  /** A limit was passed: reading stopped there, so elements and depth are lower bounds. */
  tooLarge: boolean;
  /** The first token boundary at or after `cutAfter` characters, when the markup is that long. */
  cut?: MarkupCut;
}

/**
 * Counts the elements and the deepest nesting of `html` with a streaming tokenizer (htmlparser2,
 * which closes implied end tags as browsers do), stopping at the first limit passed, and finds where
 * to cut it past `cutAfter` characters. Builds no tree: it runs in a Worker (markup-size.worker.ts),
 * where there is no DOM.
 */
export function measureMarkup(html: string, limits: MarkupLimits, cutAfter = Infinity): MarkupSize {
  const size: MarkupSize = { characters: html.length, elements: 0, depth: 0, tooLarge: false };
  if (html.length > limits.characters) return { ...size, tooLarge: true };
  const open: string[] = [];
  // Called where a token starts: htmlparser2 reads a <style>'s or <script>'s content as one text.
  const tokenStarts = () => {
    if (size.cut || parser.startIndex < cutAfter) return;
    size.cut = { end: parser.startIndex, open: [...open] };
  };
  const parser: Parser = new Parser(
    {
      onopentagname(name) {
        tokenStarts();
        open.push(name);
        size.elements += 1;
        size.depth = Math.max(size.depth, open.length);
        if (size.elements > limits.elements || size.depth > limits.depth) {
          size.tooLarge = true;
          parser.pause();
        }
      },
      onclosetag(_name, isImplied) {
        if (!isImplied) tokenStarts();
        open.pop();
      },
      ontext: tokenStarts,
      oncomment: tokenStarts,
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return size;
}
