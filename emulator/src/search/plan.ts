import type { SearchNode } from './ast';
import {
  compileNode,
  labelSelection,
  type LabelResolver,
  type Predicate,
} from './compile-predicate';
import { DocSet } from './doc-set';
import type { IndexedMessage } from './message-index';
import type { SearchContext, SearchIndex } from './types';
import { wordsOf } from './word-match';

/** A node as look-ups: the messages of `docs` (null: all) that also pass `residual` (null: none needed). */
interface NodePlan {
  docs: DocSet | null;
  residual: Predicate | null;
}

const EVERYTHING: NodePlan = { docs: null, residual: null };
const isPlan = (plan: NodePlan | null): plan is NodePlan => plan !== null;

/**
 * Turns the tree into index look-ups with a residual test for what the indexes cannot answer. A single
 * word and a label are exact sets; a phrase is the set of messages holding all its words, its order
 * then checked on those alone; AND, OR and NOT of exact sets stay exact. Terms the indexes do not
 * cover (from:, dates, sizes …) stay predicates. Null, as in compile-predicate.ts, is a dropped term.
 */
export function planSearch(
  node: SearchNode | null,
  context: SearchContext,
  resolveLabel: LabelResolver,
  index: SearchIndex,
): NodePlan {
  const passes = (plan: NodePlan, message: IndexedMessage): boolean =>
    (plan.docs === null || plan.docs.has(index.docNumber(message.message))) &&
    (plan.residual === null || plan.residual(message));

  const plan = (current: SearchNode): NodePlan | null => {
    switch (current.kind) {
      case 'and': {
        const parts = current.children.map(plan).filter(isPlan);
        if (parts.length === 0) return null;
        const residuals = parts.map((part) => part.residual).filter((r): r is Predicate => !!r);
        return {
          docs: intersect(parts.map((part) => part.docs)),
          residual:
            residuals.length > 1
              ? (message) => residuals.every((residual) => residual(message))
              : (residuals[0] ?? null),
        };
      }
      case 'or': {
        const parts = current.children.map(plan).filter(isPlan);
        if (parts.length <= 1) return parts[0] ?? null;
        const docs = parts.some((part) => part.docs === null)
          ? null
          : parts.reduce((all, part) => all.or(part.docs as DocSet), DocSet.empty());
        const exact = parts.every((part) => part.residual === null);
        return {
          docs,
          residual: exact ? null : (message) => parts.some((part) => passes(part, message)),
        };
      }
      case 'not': {
        const inner = plan(current.child);
        if (!inner) return null;
        if (inner.residual !== null) return { docs: null, residual: (m) => !passes(inner, m) };
        return { docs: inner.docs?.complement(index.size) ?? DocSet.empty(), residual: null };
      }
      case 'term':
        return planTerm(current);
    }
  };

  const planTerm = (term: Extract<SearchNode, { kind: 'term' }>): NodePlan | null => {
    switch (term.field) {
      case 'text':
      case 'subject': {
        const words = wordsOf(term.value);
        if (words.length === 0) return null;
        const lookUp = term.field === 'text' ? index.withWord : index.withSubjectWord;
        return {
          docs: intersect(words.map((word) => lookUp.call(index, word))),
          // One word is the set itself; several must also stand next to each other, in order.
          residual: words.length > 1 ? compileNode(term, context, resolveLabel) : null,
        };
      }
      case 'label':
      case 'in':
      case 'category':
      case 'is': {
        const selection = labelSelection(term.field, term.value, resolveLabel);
        if ('with' in selection) return { docs: index.withLabel(selection.with), residual: null };
        if ('without' in selection) {
          return {
            docs: index.withLabel(selection.without).complement(index.size),
            residual: null,
          };
        }
        return 'all' in selection ? EVERYTHING : { docs: DocSet.empty(), residual: null };
      }
      default: {
        const predicate = compileNode(term, context, resolveLabel);
        return predicate && { docs: null, residual: predicate };
      }
    }
  };

  return (node && plan(node)) ?? EVERYTHING;
}

/** The intersection of the sets given (null: no constraint). */
function intersect(sets: readonly (DocSet | null)[]): DocSet | null {
  let result: DocSet | null = null;
  for (const set of sets) if (set) result = result ? result.and(set) : set;
  return result;
}
