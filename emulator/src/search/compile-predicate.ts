import type { SearchField, SearchNode } from './ast';
import type { IndexedMessage, TextField } from './message-index';
import { parseAge, parseDateBound, parseSize } from './operand-values';
import { compileWordMatcher } from './word-match';
import type { SearchContext } from './types';

export type Predicate = (message: IndexedMessage) => boolean;

export type LabelResolver = (name: string) => string | undefined;

const matchAll: Predicate = () => true;
/** What a known operator with a value it cannot read matches (is:foo, after:soon, larger:big). */
const matchNone: Predicate = () => false;

/** What bare words and phrases search: Bcc and attachment names only through bcc: and filename:. */
export const BARE_WORD_FIELDS: readonly TextField[] = ['from', 'to', 'cc', 'subject', 'text'];

/** `in:` names that are not label names; any other `in:` value is looked up like `label:`. */
// Maps, not object literals: a query value such as `in:constructor` must not find Object.prototype.
const IN_LOCATIONS: ReadonlyMap<string, string> = new Map([
  ['inbox', 'INBOX'],
  ['sent', 'SENT'],
  ['trash', 'TRASH'],
  ['spam', 'SPAM'],
  ['chats', 'CHAT'],
  ['starred', 'STARRED'],
  ['important', 'IMPORTANT'],
  ['drafts', 'DRAFT'],
]);

const CATEGORY_LABELS: ReadonlyMap<string, string> = new Map([
  ['primary', 'CATEGORY_PERSONAL'],
  ['social', 'CATEGORY_SOCIAL'],
  ['promotions', 'CATEGORY_PROMOTIONS'],
  ['updates', 'CATEGORY_UPDATES'],
  ['forums', 'CATEGORY_FORUMS'],
]);

const hasLabel =
  (labelId: string): Predicate =>
  ({ message }) =>
    message.labelIds.includes(labelId);

/**
 * Turns the tree into one closure, doing all value parsing and lower-casing here, once per query.
 * Null means "no constraint": a term with nothing searchable in it (a bare `!!!`, `subject:...`) is
 * dropped from its AND / OR and from under a NOT, as Gmail ignores such terms.
 */
export function compilePredicate(
  node: SearchNode | null,
  context: SearchContext,
  resolveLabel: LabelResolver,
): Predicate {
  return (node && compileNode(node, context, resolveLabel)) ?? matchAll;
}

export function compileNode(
  node: SearchNode,
  context: SearchContext,
  resolveLabel: LabelResolver,
): Predicate | null {
  switch (node.kind) {
    case 'and':
    case 'or': {
      const parts = node.children
        .map((child) => compileNode(child, context, resolveLabel))
        .filter((part): part is Predicate => part !== null);
      if (parts.length <= 1) return parts[0] ?? null;
      return node.kind === 'and' ? allOf(parts) : anyOf(parts);
    }
    case 'not': {
      const inner = compileNode(node.child, context, resolveLabel);
      return inner && ((message) => !inner(message));
    }
    case 'term':
      return compileTerm(node.field, node.value, context, resolveLabel);
  }
}

function compileTerm(
  field: SearchField,
  value: string,
  context: SearchContext,
  resolveLabel: LabelResolver,
): Predicate | null {
  const lower = value.toLowerCase();
  switch (field) {
    case 'text':
      return wordsIn(BARE_WORD_FIELDS, value);
    case 'subject':
      return wordsIn(['subject'], value);
    case 'from':
    case 'to':
    case 'cc':
    case 'bcc':
      return addressContains(
        field,
        lower === 'me' && context.selfAddress ? context.selfAddress : lower,
      );
    case 'label':
    case 'in':
    case 'category':
    case 'is':
      return selectionPredicate(labelSelection(field, value, resolveLabel));
    case 'has':
      return lower === 'attachment' ? ({ message }) => message.hasAttachment : matchNone;
    case 'filename':
      return (message) => message.filenames.some((name) => name.includes(lower));
    case 'rfc822msgid': {
      const id = lower.replace(/^<|>$/g, '');
      return id === '' ? null : (message) => message.messageId === id;
    }
    case 'after':
      return whenDefined(
        parseDateBound(value),
        (at) =>
          ({ message }) =>
            message.internalDate >= at,
      );
    case 'before':
      return whenDefined(
        parseDateBound(value),
        (at) =>
          ({ message }) =>
            message.internalDate < at,
      );
    case 'newer_than':
      return whenDefined(parseAge(value), (age) => {
        const cutoff = context.now.getTime() - age;
        return ({ message }) => message.internalDate >= cutoff;
      });
    case 'older_than':
      return whenDefined(parseAge(value), (age) => {
        const cutoff = context.now.getTime() - age;
        return ({ message }) => message.internalDate < cutoff;
      });
    case 'larger':
      return whenDefined(
        parseSize(value),
        (size) =>
          ({ message }) =>
            message.sizeEstimate > size,
      );
    case 'smaller':
      return whenDefined(
        parseSize(value),
        (size) =>
          ({ message }) =>
            message.sizeEstimate < size,
      );
  }
}

// Plain loops: these run once per message per node, and every()/some() would allocate a callback each time.
function allOf(parts: readonly Predicate[]): Predicate {
  return (message) => {
    for (const part of parts) if (!part(message)) return false;
    return true;
  };
}

function anyOf(parts: readonly Predicate[]): Predicate {
  return (message) => {
    for (const part of parts) if (part(message)) return true;
    return false;
  };
}

/**
 * Whole words, in order and adjacent when there are several (`"two words"`, `ann@example.com`), all
 * inside one field: a phrase does not run on from one header into the next.
 */
function wordsIn(fields: readonly TextField[], value: string): Predicate | null {
  const matcher = compileWordMatcher(value);
  if (!matcher) return null;
  return (message) => {
    for (const field of fields) if (matcher(message.lower(field))) return true;
    return false;
  };
}

function addressContains(field: TextField, needle: string): Predicate {
  return (message) => message.lower(field).includes(needle);
}

/** What a label term (label:, in:, category:, is:) selects: messages with or without one label, all or none. */
export type LabelSelection =
  { with: string } | { without: string } | { all: true } | { none: true };

const IS_LABELS: ReadonlyMap<string, string> = new Map([
  ['unread', 'UNREAD'],
  ['starred', 'STARRED'],
  ['important', 'IMPORTANT'],
]);

export function labelSelection(
  field: 'label' | 'in' | 'category' | 'is',
  value: string,
  resolveLabel: LabelResolver,
): LabelSelection {
  const lower = value.toLowerCase();
  let labelId: string | undefined;
  switch (field) {
    case 'label':
      labelId = resolveLabel(value);
      break;
    case 'in':
      if (lower === 'anywhere') return { all: true };
      labelId = IN_LOCATIONS.get(lower) ?? resolveLabel(value);
      break;
    case 'category':
      labelId = CATEGORY_LABELS.get(lower);
      break;
    case 'is':
      if (lower === 'read') return { without: 'UNREAD' };
      labelId = IS_LABELS.get(lower);
      break;
  }
  return labelId === undefined ? { none: true } : { with: labelId };
}

function selectionPredicate(selection: LabelSelection): Predicate {
  if ('with' in selection) return hasLabel(selection.with);
  if ('without' in selection) {
    const labelId = selection.without;
    return ({ message }) => !message.labelIds.includes(labelId);
  }
  return 'all' in selection ? matchAll : matchNone;
}

function whenDefined<T>(value: T | undefined, build: (value: T) => Predicate): Predicate {
  return value === undefined ? matchNone : build(value);
}
