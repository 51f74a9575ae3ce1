import { ParseErrorMessage, TokenType, tokenizer, type CSSToken } from '@csstools/css-tokenizer';

/**
 * CSS split into tokens by @csstools/css-tokenizer (CSS Syntax Level 3, escapes and the bad url()
 * that swallows `;` and `}` up to the next `)` read as browsers read them), in the few kinds the CSS
 * filter tells apart. Splitting CSS on a regular expression gets exactly that wrong.
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
  /** numbers, dimensions, hashes, commas and single delimiters */
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

const KINDS: Partial<Record<TokenType, CssTokenKind>> = {
  [TokenType.Whitespace]: 'whitespace',
  [TokenType.Comment]: 'comment',
  [TokenType.String]: 'string',
  [TokenType.BadString]: 'string',
  [TokenType.URL]: 'url',
  [TokenType.BadURL]: 'url',
  [TokenType.Function]: 'function',
  [TokenType.AtKeyword]: 'at-keyword',
  [TokenType.Ident]: 'ident',
  [TokenType.CDO]: 'cdo',
  [TokenType.CDC]: 'cdc',
  [TokenType.OpenParen]: '(',
  [TokenType.CloseParen]: ')',
  [TokenType.OpenSquare]: '[',
  [TokenType.CloseSquare]: ']',
  [TokenType.OpenCurly]: '{',
  [TokenType.CloseCurly]: '}',
  [TokenType.Semicolon]: ';',
  [TokenType.Colon]: ':',
};

/** The errors that leave a string, url or comment open at the end of the CSS. */
const UNCLOSED_AT_END = new Set([
  ParseErrorMessage.UnexpectedEOFInString,
  ParseErrorMessage.UnexpectedEOFInURL,
  ParseErrorMessage.UnexpectedEOFInComment,
]);

/** Only ASCII: String.toLowerCase would turn the Kelvin sign into a k. */
const asciiLowercase = (name: string) =>
  /[A-Z]/.test(name) ? name.replace(/[A-Z]/g, (c) => c.toLowerCase()) : name;

/**
 * A url()'s address, after its `(` and whitespace: escapes (a hex one with the whitespace after it)
 * and characters up to `)`, whitespace, or what makes the url() bad (a quote, `(`, a non-printable
 * character, a backslash before a newline).
 */
const URL_ADDRESS =
  // eslint-disable-next-line no-control-regex -- CSS's non-printable code points make a url() bad.
  /\([ \t\n]*((?:\\(?:[0-9a-f]{1,6}[ \t\n]?|[^\n])|[^\\) \t\n"'(\0-\x08\x0b\x0e-\x1f\x7f])*)/i;

/**
 * What a bad string or bad url() held before it went bad, unescaped (the library gives them no
 * value): the string closed where it ran into a newline, the url() where its address ended. The
 * CSS filter counts a bad url() aimed at a remote address as a blocked one.
 */
function valueBeforeBadEnd(type: TokenType.BadString | TokenType.BadURL, text: string): string {
  const closed =
    type === TokenType.BadString ? `${text}${text[0]}` : `url(${URL_ADDRESS.exec(text)?.[1]})`;
  return valueOf(tokenizer({ css: closed }).nextToken());
}

/** A name's or a string's unescaped value. */
function valueOf(token: CSSToken): string {
  switch (token[0]) {
    case TokenType.BadString:
    case TokenType.BadURL:
      return valueBeforeBadEnd(token[0], token[1]);
    case TokenType.Ident:
    case TokenType.Function:
    case TokenType.AtKeyword:
      return asciiLowercase(token[4].value);
    case TokenType.String:
    case TokenType.URL:
      return token[4].value;
    default:
      return '';
  }
}

export function tokenizeCss(source: string): CssToken[] {
  // CSS's preprocessing, so that the text written back is what the tokenizer read.
  const css = source.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD');
  let endedOpen = false;
  const reader = tokenizer(
    { css },
    { onParseError: ({ message }) => (endedOpen ||= UNCLOSED_AT_END.has(message)) },
  );
  const tokens: CssToken[] = [];
  for (;;) {
    endedOpen = false;
    const token = reader.nextToken();
    const [type, text] = token;
    if (type === TokenType.EOF) return tokens;
    const bad = type === TokenType.BadString || type === TokenType.BadURL;
    tokens.push({
      kind: KINDS[type] ?? 'other',
      text,
      value: valueOf(token),
      closed: !bad && !endedOpen,
    });
  }
}
