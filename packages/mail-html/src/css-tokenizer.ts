/**
 * A CSS tokenizer after CSS Syntax Level 3, with what finding URLs needs: comments, strings, escapes
 * decoded in names, and `url(` recognised the way browsers do, including a bad url() that swallows
 * `;` and `}` up to the next `)`. Splitting CSS on a regular expression gets exactly that wrong.
 */
export type CssTokenKind =
  | 'whitespace'
  | 'comment'
  | 'string'
  | 'url'
  | 'function'
  | 'at-keyword'
  | 'ident'
  | 'cdo'
  | 'cdc'
  | '('
  | ')'
  | '['
  | ']'
  | '{'
  | '}'
  | ';'
  | ':'
  /** numbers, hashes and single delimiters */
  | 'other';

export interface CssToken {
  kind: CssTokenKind;
  /** The source text, to write the token back unchanged. */
  text: string;
  /** Names (ident, function, at-keyword) in ASCII lowercase, or string and url contents; unescaped. */
  value: string;
  /** False for a string, url or comment that ran into a newline, a bad character or the end. */
  closed: boolean;
}

const SINGLE_CHARACTER_TOKENS = new Set<string>(['(', ')', '[', ']', '{', '}', ';', ':']);

const isDigit = (c: string) => c >= '0' && c <= '9';
const isHexDigit = (c: string) => isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
const isWhitespace = (c: string) => c === ' ' || c === '\t' || c === '\n';
const isIdentStart = (c: string) =>
  (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c >= '\u0080';
const isIdentCharacter = (c: string) => isIdentStart(c) || isDigit(c) || c === '-';
const isQuote = (c: string) => c === '"' || c === "'";
const isNonPrintable = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0x08 || code === 0x0b || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
};
/** Only ASCII: String.toLowerCase would turn the Kelvin sign into a k. */
const asciiLowercase = (name: string) =>
  /[A-Z]/.test(name) ? name.replace(/[A-Z]/g, (c) => c.toLowerCase()) : name;

type TokenWithoutText = Omit<CssToken, 'text'>;

export function tokenizeCss(source: string): CssToken[] {
  const css = source.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD');
  const tokens: CssToken[] = [];
  let pos = 0;
  /** The character at pos + offset, '' past the end. */
  const at = (offset = 0) => css[pos + offset] ?? '';
  const validEscape = (offset = 0) => at(offset) === '\\' && at(offset + 1) !== '\n';
  const startsIdent = (offset = 0) => {
    const c = at(offset);
    if (c === '-') {
      return isIdentStart(at(offset + 1)) || at(offset + 1) === '-' || validEscape(offset + 1);
    }
    return isIdentStart(c) || validEscape(offset);
  };
  const startsNumber = () => {
    const c = at();
    if (c === '+' || c === '-') return isDigit(at(1)) || (at(1) === '.' && isDigit(at(2)));
    return isDigit(c) || (c === '.' && isDigit(at(1)));
  };
  const skipWhitespace = () => {
    while (isWhitespace(at())) pos++;
  };

  /** Reads the escape after a backslash (pos is just past it). */
  const consumeEscape = (): string => {
    if (pos >= css.length) return '\uFFFD';
    if (isHexDigit(at())) {
      const start = pos;
      while (pos - start < 6 && isHexDigit(at())) pos++;
      const codePoint = parseInt(css.slice(start, pos), 16);
      if (isWhitespace(at())) pos++;
      const valid =
        codePoint !== 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '\uFFFD';
    }
    const codePoint = css.codePointAt(pos) ?? 0xfffd;
    pos += codePoint > 0xffff ? 2 : 1;
    return String.fromCodePoint(codePoint);
  };

  /**
   * Reads characters while `accept` says so, decoding valid escapes; stops where `accept` refuses,
   * at an invalid escape, or at the end.
   */
  const consumeWhile = (accept: (c: string) => boolean, escapes: boolean): string => {
    let value = '';
    let run = pos;
    for (;;) {
      const c = at();
      if (escapes && c === '\\' && validEscape()) {
        value += css.slice(run, pos);
        pos++;
        value += consumeEscape();
        run = pos;
      } else if (c !== '' && c !== '\\' && accept(c)) pos++;
      else return value + css.slice(run, pos);
    }
  };

  const consumeName = () => consumeWhile(isIdentCharacter, true);

  const consumeNumber = () => {
    if (at() === '+' || at() === '-') pos++;
    while (isDigit(at())) pos++;
    if (at() === '.' && isDigit(at(1))) for (pos++; isDigit(at());) pos++;
    const exponent = at() === 'e' || at() === 'E';
    if (exponent && (isDigit(at(1)) || ((at(1) === '+' || at(1) === '-') && isDigit(at(2))))) {
      for (pos += 2; isDigit(at());) pos++;
    }
    if (startsIdent()) consumeName();
    else if (at() === '%') pos++;
  };

  const consumeString = (): TokenWithoutText => {
    const quote = css[pos++];
    let value = '';
    for (;;) {
      value += consumeWhile((c) => c !== quote && c !== '\n', true);
      const c = at();
      if (c === quote) {
        pos++;
        return { kind: 'string', value, closed: true };
      }
      if (c !== '\\') return { kind: 'string', value, closed: false };
      // consumeWhile stops at a backslash only before a newline, which continues the string.
      pos += 2;
    }
  };

  /** The rest of a bad url(): everything up to the next `)`. */
  const consumeBadUrl = (value: string): TokenWithoutText => {
    while (pos < css.length && at() !== ')') {
      if (validEscape()) {
        pos++;
        consumeEscape();
      } else pos++;
    }
    if (at() === ')') pos++;
    return { kind: 'url', value, closed: false };
  };

  /** An unquoted url( … ); pos is just past the `(` and any whitespace. */
  const consumeUrl = (): TokenWithoutText => {
    const value = consumeWhile(
      (c) => c !== ')' && !isWhitespace(c) && !isQuote(c) && c !== '(' && !isNonPrintable(c),
      true,
    );
    skipWhitespace();
    if (at() === ')') {
      pos++;
      return { kind: 'url', value, closed: true };
    }
    return at() === '' ? { kind: 'url', value, closed: false } : consumeBadUrl(value);
  };

  const consumeIdentLike = (): TokenWithoutText => {
    const name = asciiLowercase(consumeName());
    if (at() !== '(') return { kind: 'ident', value: name, closed: true };
    pos++;
    if (name !== 'url') return { kind: 'function', value: name, closed: true };
    while (isWhitespace(at()) && isWhitespace(at(1))) pos++;
    if (isQuote(at()) || (isWhitespace(at()) && isQuote(at(1)))) {
      return { kind: 'function', value: name, closed: true };
    }
    skipWhitespace();
    return consumeUrl();
  };

  const consumeToken = (): TokenWithoutText => {
    const c = at();
    const plain = (kind: CssTokenKind, length = 1): TokenWithoutText => {
      pos += length;
      return { kind, value: '', closed: true };
    };
    if (c === '/' && at(1) === '*') {
      const end = css.indexOf('*/', pos + 2);
      pos = end === -1 ? css.length : end + 2;
      return { kind: 'comment', value: '', closed: end !== -1 };
    }
    if (isWhitespace(c)) {
      skipWhitespace();
      return { kind: 'whitespace', value: '', closed: true };
    }
    if (isQuote(c)) return consumeString();
    if (SINGLE_CHARACTER_TOKENS.has(c)) return plain(c as CssTokenKind);
    if (startsNumber()) {
      consumeNumber();
      return { kind: 'other', value: '', closed: true };
    }
    if (c === '-' && at(1) === '-' && at(2) === '>') return plain('cdc', 3);
    if (c === '<' && at(1) === '!' && at(2) === '-' && at(3) === '-') return plain('cdo', 4);
    if (c === '@' && startsIdent(1)) {
      pos++;
      return { kind: 'at-keyword', value: asciiLowercase(consumeName()), closed: true };
    }
    if (c === '#' && (isIdentCharacter(at(1)) || validEscape(1))) {
      pos++;
      consumeName();
      return { kind: 'other', value: '', closed: true };
    }
    if (startsIdent()) return consumeIdentLike();
    return plain('other');
  };

  while (pos < css.length) {
    const start = pos;
    const token = consumeToken();
    tokens.push(Object.assign(token, { text: css.slice(start, pos) }));
  }
  return tokens;
}
