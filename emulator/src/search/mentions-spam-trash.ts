import type { SearchNode } from './ast';

const SPAM_TRASH_LOCATIONS: ReadonlySet<string> = new Set(['anywhere', 'spam', 'trash']);
const SPAM_TRASH_LABELS: ReadonlySet<string> = new Set(['SPAM', 'TRASH']);

/**
 * Whether the query asks for Spam / Trash: in:anywhere, in:spam, in:trash or label:spam / label:trash
 * outside a negation. A negated mention (`-in:spam`) asks to leave them out, so it keeps the default
 * scope, which already excludes them.
 */
export function mentionsSpamTrash(
  node: SearchNode | null,
  resolveLabel: (name: string) => string | undefined,
  negated = false,
): boolean {
  if (!node) return false;
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.some((child) => mentionsSpamTrash(child, resolveLabel, negated));
    case 'not':
      return mentionsSpamTrash(node.child, resolveLabel, !negated);
    case 'term': {
      if (negated) return false;
      const value = node.value.toLowerCase();
      if (node.field === 'in') return SPAM_TRASH_LOCATIONS.has(value);
      return node.field === 'label' && SPAM_TRASH_LABELS.has(resolveLabel(value) ?? '');
    }
  }
}
