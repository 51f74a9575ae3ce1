import type { OperatorName } from './operators';

/** `text` is a bare word or quoted phrase, searched in the headers and the body. */
export type SearchField = OperatorName | 'text';

export type SearchNode =
  | { kind: 'and'; children: SearchNode[] }
  | { kind: 'or'; children: SearchNode[] }
  | { kind: 'not'; child: SearchNode }
  | { kind: 'term'; field: SearchField; value: string };
