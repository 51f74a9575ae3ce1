import type { SearchField, SearchNode } from './ast';
import { tokenize, type Token } from './tokenize';

/** Deeper brackets are ignored rather than recursed into, so a hostile query cannot overflow the stack. */
const MAX_GROUP_DEPTH = 64;

type Closer = ')' | '}';

/**
 * Parses a Gmail query into a tree, or null when it asks for nothing (empty, or only noise).
 *
 * Grammar, loosest first (OR binds tighter than AND, as in Gmail: `a b OR c` is `a AND (b OR c)`):
 *   group   := (orExpr | 'AND')*             juxtaposition and AND both mean AND
 *   orExpr  := unary ('OR' unary)*
 *   unary   := '-'* primary                  an odd number of dashes negates
 *   primary := '(' group ')' | '{' orExpr* '}' | word | "phrase" | operator value
 *   value   := text | "phrase" | '(' group ')' | '{' … '}'   inside a group, bare words take the operator
 *
 * Forgiving, never throwing: a missing closer is implied at the end, a stray or mismatched closer is
 * ignored, a dangling or doubled OR is dropped, and empty groups or values ask for nothing.
 */
export function parseSearch(query: string): SearchNode | null {
  return new Parser(tokenize(query)).parseGroup(null, 'and', 'text', 0);
}

class Parser {
  private position = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  /** Reads until `closer` (or the end); braces join their items with OR, everything else with AND. */
  parseGroup(closer: Closer | null, join: 'and' | 'or', field: SearchField, depth: number) {
    const children: SearchNode[] = [];
    for (let token = this.peek(); token; token = this.peek()) {
      if (token.type === 'close') {
        this.position += 1;
        if (token.bracket === closer) break;
      } else if (token.type === 'and' || (join === 'or' && token.type === 'or')) {
        this.position += 1;
      } else {
        const node = this.parseOr(field, depth);
        if (node) children.push(node);
      }
    }
    return combine(join, children);
  }

  private parseOr(field: SearchField, depth: number): SearchNode | null {
    const operands: SearchNode[] = [];
    const first = this.parseUnary(field, depth);
    if (first) operands.push(first);
    while (this.peek()?.type === 'or') {
      this.position += 1;
      const next = this.parseUnary(field, depth);
      if (next) operands.push(next);
    }
    return combine('or', operands);
  }

  private parseUnary(field: SearchField, depth: number): SearchNode | null {
    let negations = 0;
    while (this.peek()?.type === 'not') {
      this.position += 1;
      negations += 1;
    }
    const operand = this.parsePrimary(field, depth);
    if (!operand || negations % 2 === 0) return operand;
    return { kind: 'not', child: operand };
  }

  /**
   * Returns null without consuming at a closer, OR, AND or the end, which belong to the caller
   * (dashes never reach here: parseUnary consumed them).
   */
  private parsePrimary(field: SearchField, depth: number): SearchNode | null {
    const token = this.peek();
    if (!token || !startsPrimary(token)) return null;
    this.position += 1;
    switch (token.type) {
      case 'open':
        return this.parseBracketed(token.bracket, field, depth);
      case 'word':
      case 'phrase':
        return term(field, token.text);
      case 'operator':
        if (token.value !== null) return term(token.name, token.value);
        return this.parseOperatorValue(token.name, depth);
    }
  }

  private parseBracketed(bracket: '(' | '{', field: SearchField, depth: number) {
    if (depth >= MAX_GROUP_DEPTH) return null;
    return bracket === '('
      ? this.parseGroup(')', 'and', field, depth + 1)
      : this.parseGroup('}', 'or', field, depth + 1);
  }

  /** The tokenizer only leaves a value out when a phrase or a bracket follows without a space. */
  private parseOperatorValue(field: SearchField, depth: number): SearchNode | null {
    const token = this.peek();
    if (token?.type === 'phrase') {
      this.position += 1;
      return term(field, token.text);
    }
    if (token?.type === 'open') {
      this.position += 1;
      return this.parseBracketed(token.bracket, field, depth);
    }
    return null;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }
}

function startsPrimary(
  token: Token,
): token is Extract<Token, { type: 'open' | 'word' | 'phrase' | 'operator' }> {
  return (
    token.type === 'open' ||
    token.type === 'word' ||
    token.type === 'phrase' ||
    token.type === 'operator'
  );
}

function term(field: SearchField, value: string): SearchNode | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : { kind: 'term', field, value: trimmed };
}

function combine(kind: 'and' | 'or', children: SearchNode[]): SearchNode | null {
  if (children.length <= 1) return children[0] ?? null;
  return { kind, children };
}
