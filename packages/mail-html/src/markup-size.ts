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

/** What a mail's markup is made of, as far as it was read. */
export interface MarkupSize {
  characters: number;
  elements: number;
  depth: number;
  /** A limit was passed: reading stopped there, so elements and depth are lower bounds. */
  tooLarge: boolean;
}

/**
 * Counts the elements and the deepest nesting of `html` with a streaming tokenizer (htmlparser2,
 * which closes implied end tags as browsers do), stopping at the first limit passed. Builds no tree:
 * it runs in a Worker (markup-size.worker.ts), where there is no DOM.
 */
export function measureMarkup(html: string, limits: MarkupLimits): MarkupSize {
  const size: MarkupSize = { characters: html.length, elements: 0, depth: 0, tooLarge: false };
  if (html.length > limits.characters) return { ...size, tooLarge: true };
  let open = 0;
  const parser: Parser = new Parser(
    {
      onopentagname() {
        open += 1;
        size.elements += 1;
        size.depth = Math.max(size.depth, open);
        if (size.elements > limits.elements || size.depth > limits.depth) {
          size.tooLarge = true;
          parser.pause();
        }
      },
      onclosetag() {
        open -= 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return size;
}
