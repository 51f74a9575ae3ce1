import { ApiError, googleError } from './api-error';

/**
 * What a response may contain, for validating `fields`: each property maps to `true` (a scalar, or an
 * array of scalars), `'open'` (an object whose inside is not checked) or the schema of its object (or
 * array elements). A function defers a recursive schema (a MessagePart holds MessageParts).
 */
export type FieldSchema = { readonly [name: string]: FieldEntry };
type FieldEntry = true | 'open' | FieldSchema | (() => FieldSchema);

/** A FieldSchema that must list exactly the properties of an official type, so the two cannot drift. */
export type SchemaOf<T> = { readonly [K in keyof Required<T>]-?: EntryOf<NonNullable<T[K]>> };
type EntryOf<V> = V extends readonly (infer E)[] ? ScalarOrObject<E> : ScalarOrObject<V>;
type ScalarOrObject<V> = V extends string | number | boolean
  ? true
  : 'open' | SchemaOf<V> | (() => SchemaOf<V>);

/** A parsed selection: `all` keeps the whole value, otherwise only the listed children. */
interface Selection {
  all: boolean;
  children: Map<string, Selection>;
}

const newSelection = (): Selection => ({ all: false, children: new Map() });

function invalidSelection(detail: string): ApiError {
  return googleError(
    400,
    'INVALID_ARGUMENT',
    'invalidParameter',
    `Invalid field selection ${detail}`,
    {
      location: 'fields',
      locationType: 'parameter',
    },
  );
}

/** A deeper selection (by `/` or `(`) is refused: no response is that deep, and recursion stays bounded. */
const MAX_SELECTION_DEPTH = 64;
const NAME = /\*|[A-Za-z_$][A-Za-z0-9_$.-]*/y;

/** Parses Google's partial-response syntax: `a,b`, `a/b`, `a(b,c)`, `*`, nested. */
function parseSelection(text: string): Selection {
  let pos = 0;
  const fail = (): never => {
    throw invalidSelection(text);
  };
  const skipSpaces = (): void => {
    while (text[pos] === ' ') pos++;
  };
  const readName = (): string => {
    skipSpaces();
    NAME.lastIndex = pos;
    const match = NAME.exec(text);
    if (!match) return fail();
    pos += match[0].length;
    skipSpaces();
    return match[0];
  };
  const descend = (parent: Selection, name: string): Selection => {
    let child = parent.children.get(name);
    if (!child) {
      child = newSelection();
      parent.children.set(name, child);
    }
    return child;
  };
  /** Reads `a/b(c),d` into `into`, which sits `depth` levels below the root. */
  const readList = (into: Selection, depth: number): void => {
    for (;;) {
      let node = descend(into, readName());
      let nodeDepth = depth + 1;
      while (text[pos] === '/') {
        pos++;
        node = descend(node, readName());
        nodeDepth++;
      }
      if (nodeDepth > MAX_SELECTION_DEPTH) fail();
      if (text[pos] === '(') {
        pos++;
        readList(node, nodeDepth);
        if (text[pos] !== ')') fail();
        pos++;
        skipSpaces();
      } else {
        node.all = true;
      }
      if (text[pos] !== ',') return;
      pos++;
    }
  };
  const root = newSelection();
  readList(root, 0);
  if (pos !== text.length) fail();
  return root;
}

function resolveEntry(entry: FieldEntry): true | 'open' | FieldSchema {
  return typeof entry === 'function' ? entry() : entry;
}

function validate(selection: Selection, schema: FieldSchema, path: string): void {
  for (const [name, child] of selection.children) {
    if (name === '*') continue;
    const where = path ? `${path}/${name}` : name;
    const raw = schema[name];
    if (raw === undefined) throw invalidSelection(where);
    const entry = resolveEntry(raw);
    if (child.children.size === 0 || entry === 'open') continue;
    if (entry === true) throw invalidSelection(`${where}/${[...child.children.keys()][0] ?? ''}`);
    validate(child, entry, where);
  }
}

function project(value: unknown, selection: Selection): unknown {
  if (selection.all || selection.children.has('*')) return value;
  if (Array.isArray(value)) return value.map((item) => project(item, selection));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, child] of selection.children) {
    if (source[name] !== undefined) out[name] = project(source[name], child);
  }
  return out;
}

/** A checked `fields` parameter, ready to trim responses. */
export interface FieldMask {
  apply(value: unknown): unknown;
}

/**
 * Parses and checks `fields` against the response schema. Throws the 400 Google answers for a syntax
 * error or an unknown field.
 */
export function compileFieldMask(fields: string, schema: FieldSchema | undefined): FieldMask {
  const selection = parseSelection(fields.trim());
  if (schema) validate(selection, schema, '');
  return { apply: (value) => project(value, selection) };
}
