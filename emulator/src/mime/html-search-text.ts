import { Parser } from 'htmlparser2';

// HTML mail reduced to the text a reader sees, for snippets and search, read by htmlparser2 (tags,
// comments and character references as a browser reads them): comments, <head>, <script>, <style>,
// <title> and their content vanish, inline formatting tags join their neighbours, and every other
// tag separates words with a line break.

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

export function htmlToSearchText(html: string): string {
  const out: string[] = [];
  // The text inside each open hidden element, innermost last.
  const hidden: string[][] = [];
  const parser = new Parser(
    {
      ontext: (text) => (hidden.at(-1) ?? out).push(text),
      onopentag: (name) => {
        if (HIDDEN_CONTENT_TAGS.has(name)) hidden.push([]);
        else if (!INLINE_TAGS.has(name)) out.push('\n');
      },
      onclosetag: (name, isImplied) => {
        if (!HIDDEN_CONTENT_TAGS.has(name)) {
          if (!INLINE_TAGS.has(name)) out.push('\n');
          return;
        }
        const text = hidden.pop() ?? [];
        // Never closed (the mail is cut short, or '<style>' was prose): its text was not hidden.
        if (isImplied) (hidden.at(-1) ?? out).push(...text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return out.join('');
}

/** Runs of whitespace (line breaks and no-break spaces included) as one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
