import { toOperatorName, type OperatorName } from './operators';

export type Token =
  | { type: 'word'; text: string }
  | { type: 'phrase'; text: string }
  /** `value` is null when the value follows as its own phrase or group token: `subject:"a b"`, `from:{a b}`. */
  | { type: 'operator'; name: OperatorName; value: string | null }
  | { type: 'not' }
  | { type: 'or' }
  | { type: 'and' }
  | { type: 'open'; bracket: '(' | '{' }
  | { type: 'close'; bracket: ')' | '}' };

const WHITESPACE = /\s/;
const WORD_END = /[\s(){}"]/;
const OPERATOR_WORD = /^([a-z0-9_]+):(.*)$/is;

/**
 * Splits a query into tokens. Never fails: an unterminated quote runs to the end of the query, and a
 * `-` is a negation only where a token starts (inside `e-mail` it is part of the word).
 */
export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;

  while (position < query.length) {
    const char = query.charAt(position);
    if (WHITESPACE.test(char)) {
      position += 1;
    } else if (char === '(' || char === '{') {
      tokens.push({ type: 'open', bracket: char });
      position += 1;
    } else if (char === ')' || char === '}') {
      tokens.push({ type: 'close', bracket: char });
      position += 1;
    } else if (char === '"') {
      const end = query.indexOf('"', position + 1);
      const stop = end === -1 ? query.length : end;
      tokens.push({ type: 'phrase', text: query.slice(position + 1, stop) });
      position = stop + 1;
    } else if (char === '-') {
      // A lone dash (followed by a space or the end) negates nothing and is dropped.
      const next = query.charAt(position + 1);
      if (next !== '' && !WHITESPACE.test(next)) tokens.push({ type: 'not' });
      position += 1;
    } else {
      let end = position + 1;
      while (end < query.length && !WORD_END.test(query.charAt(end))) end += 1;
      tokens.push(classifyWord(query.slice(position, end), query.charAt(end), tokens.at(-1)));
      position = end;
    }
  }
  return tokens;
}

function classifyWord(word: string, charAfter: string, previous: Token | undefined): Token {
  // `-OR` negates the word "or"; only a free-standing upper-case OR / AND is a keyword.
  const negated = previous?.type === 'not';
  if (word === 'OR' && !negated) return { type: 'or' };
  if (word === 'AND' && !negated) return { type: 'and' };

  const match = OPERATOR_WORD.exec(word);
  const name = match ? toOperatorName(match[1] ?? '') : undefined;
  if (!match || !name) return { type: 'word', text: word };

  const value = match[2] ?? '';
  if (value !== '') return { type: 'operator', name, value };
  const valueFollows = charAfter === '"' || charAfter === '(' || charAfter === '{';
  // `from:` followed by a space or the end has no value: an empty value, which the search ignores.
  return { type: 'operator', name, value: valueFollows ? null : '' };
}
