import { compilePredicate } from './compile-predicate';
import { indexMessage } from './message-index';
import { mentionsSpamTrash } from './mentions-spam-trash';
import { parseSearch } from './parse';
import { planSearch } from './plan';
import { createLabelResolver } from './resolve-label';
import type { CompiledSearch, SearchContext } from './types';

export { BARE_WORD_FIELDS } from './compile-predicate';
export { DocSet } from './doc-set';
export { WordIndex } from './word-index';
export type {
  CompiledSearch,
  SearchContext,
  SearchIndex,
  SearchPlan,
  SearchableMessage,
} from './types';

/**
 * Compiles a Gmail `q` once per request into a matcher for stored messages. Never throws: malformed
 * queries are read as forgivingly as Gmail reads them (see parse.ts and README.md in this folder).
 */
export function compileSearch(q: string, context: SearchContext): CompiledSearch {
  const tree = parseSearch(q);
  const resolveLabel = createLabelResolver(context.userLabels);
  const predicate = compilePredicate(tree, context, resolveLabel);
  const compiled: CompiledSearch = {
    matches: (message) => predicate(indexMessage(message)),
    includesSpamTrash: mentionsSpamTrash(tree, resolveLabel),
  };
  if (context.index) {
    const { docs, residual } = planSearch(tree, context, resolveLabel, context.index);
    compiled.plan = { docs, residual: residual && ((message) => residual(indexMessage(message))) };
  }
  return compiled;
}
