/**
 * Whole-word matching on lower-cased text, without tokenizing the text: the query's words are found
 * with indexOf and accepted only on word boundaries. A word is a run of letters, digits and combining
 * marks; everything else (spaces, punctuation, '@', '.', '-') separates words, so 'meet' does not
 * match 'meeting', and `ann@example.com` or `"two words"` match those words adjacent and in order,
 * whatever separates them ('two, words' and 'two-words' too).
 */

const WORDS = /[\p{L}\p{N}\p{M}]+/gu;
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}]$/u;
const HIGH_SURROGATE_START = 0xd800;
const HIGH_SURROGATE_END = 0xdbff;
const LOW_SURROGATE_START = 0xdc00;
const LOW_SURROGATE_END = 0xdfff;

/** ASCII letters and digits; most text is ASCII, and a table avoids running the regex on it. */
const ASCII_WORD_CHARACTERS = new Uint8Array(128);
for (const range of ['09', 'AZ', 'az']) {
  for (let code = range.charCodeAt(0); code <= range.charCodeAt(1); code += 1) {
    ASCII_WORD_CHARACTERS[code] = 1;
  }
}

function isWordCodePoint(codePoint: number): boolean {
  if (codePoint < ASCII_WORD_CHARACTERS.length) return ASCII_WORD_CHARACTERS[codePoint] === 1;
  return WORD_CHARACTER.test(String.fromCodePoint(codePoint));
}

function isWordCharacterAt(text: string, index: number): boolean {
  const codePoint = text.codePointAt(index);
  return codePoint !== undefined && isWordCodePoint(codePoint);
}

const isBetween = (code: number, start: number, end: number) => code >= start && code <= end;

/** Steps back over a whole surrogate pair, so a letter outside the BMP counts as a word character. */
function isWordCharacterBefore(text: string, index: number): boolean {
  if (index === 0) return false;
  const inPair =
    isBetween(text.charCodeAt(index - 1), LOW_SURROGATE_START, LOW_SURROGATE_END) &&
    isBetween(text.charCodeAt(index - 2), HIGH_SURROGATE_START, HIGH_SURROGATE_END);
  return isWordCharacterAt(text, index - (inPair ? 2 : 1));
}

/** Whether `words` follow `position`, each after at least one separator and ending on a boundary. */
function wordsFollow(text: string, position: number, words: readonly string[]): boolean {
  let at = position;
  for (const word of words) {
    while (at < text.length && !isWordCharacterAt(text, at)) at += 1;
    if (!text.startsWith(word, at)) return false;
    at += word.length;
    if (isWordCharacterAt(text, at)) return false;
  }
  return true;
}

/** The words of `text`, lower-cased, in order: what a query value searches for and a search index keeps. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORDS) ?? [];
}

/**
 * A test for the words of `value` on lower-cased text, or null when `value` holds no word at all
 * (e.g. `!!!`), which the search then ignores.
 */
export function compileWordMatcher(value: string): ((lowerText: string) => boolean) | null {
  const [first, ...rest] = wordsOf(value);
  if (first === undefined) return null;
  return (text) => {
    for (let at = text.indexOf(first); at !== -1; at = text.indexOf(first, at + 1)) {
      if (
        !isWordCharacterBefore(text, at) &&
        !isWordCharacterAt(text, at + first.length) &&
        wordsFollow(text, at + first.length, rest)
      ) {
        return true;
      }
    }
    return false;
  };
}
