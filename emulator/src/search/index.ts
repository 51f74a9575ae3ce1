import { compilePredicate } from './compile-predicate';
import { indexMessage } from './message-index';
import { mentionsSpamTrash } from './mentions-spam-trash';
import { parseSearch } from './parse';
import { createLabelResolver } from './resolve-label';
import type { CompiledSearch, SearchContext } from './types';

export type { CompiledSearch, SearchContext, SearchableMessage } from './types';

/**
 * Compiles a Gmail `q` once per request into a matcher for stored messages. Never throws: malformed
 * queries are read as forgivingly as Gmail reads them (see parse.ts and README.md in this folder).
 */
export function compileSearch(q: string, context: SearchContext): CompiledSearch {
  const tree = parseSearch(q);
  const resolveLabel = createLabelResolver(context.userLabels);
  const predicate = compilePredicate(tree, context, resolveLabel);
  return {
    matches: (message) => predicate(indexMessage(message)),
    includesSpamTrash: mentionsSpamTrash(tree, resolveLabel),
  };
}
